#!/usr/bin/env node
// The `parley` command: the bundled CLI, so that it runs without a TypeScript toolchain.
// This file is CommonJS (bin/package.json says so): `parley --version` answers from package.json
// without starting Node's ES module loader (~7 ms of the ~65 ms a call takes on Node 20); every
// other command imports the bundle, an ES module, which loads what the command uses.
'use strict';

const first = process.argv[2];
if (first === '--version' || first === '-v') {
  process.stdout.write(`${require('../package.json').version}\n`);
} else {
  import('../dist/cli/index.js');
}
