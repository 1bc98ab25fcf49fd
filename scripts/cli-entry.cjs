// The CLI bundle's entry (scripts/bundle.mjs). ncc writes a CommonJS bundle for a CommonJS
// entry: Node loads its chunks with require(), without the ES module loader's resolve, link and
// evaluate steps for each chunk, so a command reaches its work sooner (docs/benchmarks.md).
'use strict';
require('../src/cli.ts');
