// What the overhead bench runs of Parley, built by bench/compiled-engine.ts as the bundles are
// (plain JavaScript, no per-closure helpers): the engine and the suite builders of the tests.
export { runLoadedSuites } from '../src/engine/execute.js';
export { mock, suiteOf } from '../test/engine/helpers.js';
