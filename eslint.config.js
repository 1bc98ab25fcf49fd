// ESLint flat config: recommended JS + typescript-eslint rules over sources, tests and scripts,
// and the layers of src/ (ARCHITECTURE.md): what each folder may import, enforced.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Folder -> the folders (and top-level modules) of src/ it may import. `results/schema` is the
// record's shape, which every layer that produces or reads records may use, with its zod-free
// values (`results/record`) and token usage arithmetic (`results/usage`); the rest of results/
// (files, comparison, summary) is for the layers above the engine.
const FOLDERS = [
  'shared',
  'suites',
  'llm',
  'results',
  'verdict',
  'graders',
  'responder',
  'agents',
  'report',
  'engine',
  'job',
  'github',
  'generate',
  'commands',
];
const MODULES = ['settings', 'main', 'cli', 'index', 'schemas', 'version'];
// The record's shape and its zod-free parts (see above).
const RECORD = ['results/schema', 'results/record', 'results/usage'];
const LAYERS = {
  shared: [],
  suites: ['shared'],
  llm: ['shared', ...RECORD],
  results: ['shared', 'suites', 'version'],
  graders: ['shared', 'suites', 'llm', 'results'],
  responder: ['shared', 'suites', 'llm', ...RECORD],
  agents: ['shared', 'suites', 'llm', ...RECORD, 'version'],
  verdict: ['shared', 'results'],
  report: ['shared', 'results', 'verdict'],
  engine: ['shared', 'suites', 'llm', 'results', 'verdict', 'graders', 'responder', 'agents'],
  // The job pipeline (plan -> run -> confirm -> compare -> publish) the CLI and the action adapt.
  job: ['shared', 'suites', 'llm', 'results', 'verdict', 'report', 'engine'],
  github: [
    'shared',
    'suites',
    'llm',
    'results',
    'verdict',
    'report',
    'engine',
    'job',
    'settings',
    'version',
  ],
  generate: ['shared', 'suites', 'llm', ...RECORD],
  commands: [
    'shared',
    'suites',
    'llm',
    'results',
    'verdict',
    'report',
    'engine',
    'job',
    'graders',
    'responder',
    'generate',
    'schemas',
    'version',
  ],
};

function layerRule(layer, allowed) {
  const up = '^(\\.\\./)+';
  const patterns = FOLDERS.filter((f) => f !== layer && !allowed.includes(f)).map((f) => {
    // `results/schema` and the like: those modules of the folder, none of the rest.
    const some = allowed.filter((a) => a.startsWith(`${f}/`)).map((a) => a.slice(f.length + 1));
    return {
      regex: some.length ? `${up}${f}/(?!(${some.join('|')})\\.js$)` : `${up}${f}/`,
      message: `src/${layer}/ may import only: ${allowed.join(', ') || 'nothing of src/'} (ARCHITECTURE.md).`,
    };
  });
  const modules = MODULES.filter((m) => !allowed.includes(m));
  if (modules.length) {
    patterns.push({
      regex: `${up}(${modules.join('|')})\\.js$`,
      message: `src/${layer}/ may import only: ${allowed.join(', ') || 'nothing of src/'} (ARCHITECTURE.md).`,
    });
  }
  return {
    files: [`src/${layer}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/** Value imports of results/schema.js (and the Cost schema) forbidden in `files`, but `ignores`. */
function schemaValueRule(files, ignores, prefix) {
  const message =
    'its zod schemas are for reading results back: types with `import type`, values from ' +
    'results/record.js, results/usage.js or results/layout.js (issue 35).';
  const regex = `${prefix}(schema|cost-schema)\\.js$`;
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex, allowTypeImports: true, message }] },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'schemas/**',
      'node_modules/**',
      'parley-results/**',
      'coverage/**',
      '.real-agents/**',
      '.runtime/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware: a promise nobody awaits, returns or marks `void` is an error (an unhandled
    // rejection, or a test that ends before its check runs).
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's test/describe/it return a promise the runner itself awaits.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
          ],
        },
      ],
    },
  },
  {
    // No function over 100 lines in src/ (issue 47): every line from its first to its last,
    // blank and comment lines too, IIFEs included. A long one is split into named pieces.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The `parley` command and the CLI bundle's entry are CommonJS (bin/package.json,
    // scripts/cli-entry.cjs): no command starts the ES module loader.
    files: ['bin/**/*.js', 'scripts/cli-entry.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly' } },
  },
  ...Object.entries(LAYERS).map(([layer, allowed]) => layerRule(layer, allowed)),
  // results/schema.ts builds the zod schemas of results.jsonl and summary.json as it loads: only
  // what reads results back (and the JSON Schema generator) imports its values; `parley run`
  // reaches its first model request without them (issue 35). `import { type X }` would still
  // load the module (verbatimModuleSyntax), hence `import type`.
  {
    files: ['src/**/*.ts'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },
  schemaValueRule(['src/**/*.ts'], ['src/schemas.ts', 'src/results/**'], '/results/'),
  schemaValueRule(
    ['src/results/**/*.ts'],
    [
      'src/results/schema.ts',
      'src/results/jsonl.ts',
      'src/results/files.ts',
      // pairwise.jsonl's schema, for reading it back (files.ts) and for schemas/.
      'src/results/pairwise-schema.ts',
    ],
    '^\\./',
  ),
);
