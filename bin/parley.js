#!/usr/bin/env node
// The `parley` command: the bundled CLI, so that it runs without a TypeScript toolchain.
import '../dist/cli/index.js';
