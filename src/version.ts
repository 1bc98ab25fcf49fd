// Parley's version, reported in summaries and `parley --version`. Kept in step with package.json
// (a test checks it), so the bundle needs no package.json at run time.
export const PARLEY_VERSION = '0.1.0';
