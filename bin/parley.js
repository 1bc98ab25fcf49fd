#!/usr/bin/env node
// The `parley` command: the bundled CLI, so that it runs without a TypeScript toolchain.
// This file is CommonJS (bin/package.json says so), as is the bundle (dist/cli/package.json):
// `parley --version` answers from package.json, and every other command requires the bundle,
// which loads what the command uses; neither starts Node's ES module loader.
'use strict';

const first = process.argv[2];
if (first === '--version' || first === '-v') {
  process.stdout.write(`${require('../package.json').version}\n`);
} else {
  require('../dist/cli/index.js');
}
