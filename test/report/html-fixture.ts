// Results directories for the report.html tests, made as a user makes them: `parley run` (a
// separate process) on a mock-agent suite whose agent and responder write hostile text
// (<script>, <img onerror>, a closing </details>, markdown, a style that would hide the page, a
// 60,000-character message), once as the base and once as the head with --baseline.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_ARGS } from '../cli-args.js';

export const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<svg onload="alert(1)"></svg><iframe src="https://example.com/frame"></iframe>',
  '</pre></details></main><h1 id="injected">injected</h1>',
  '**bold** [link](https://example.com/track) <style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=https://example.com/">',
].join('\n');

export const RESPONDER_REPLY = 'research-agent <img src=x onerror=alert(1)>';
export const LONG_CHARS = 60_000;

function task(id: string, body: object): [string, object] {
  return [id, { id, ...body }];
}

/** The suite: a hostile conversation (fails in head), one that abstains, one that passes. */
function writeSuite(dir: string, hostileExpects: string): void {
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    'name: hostile-suite\nconfig:\n  executor: mock\n  timeout_seconds: 60\ntasks:\n  - tasks/*.yaml\n',
  );
  const tasks = [
    task('hostile', {
      name: 'Hostile <b>agent</b> </details>',
      inputs: {
        prompt: 'Configure the agent.',
        mock: [
          {
            text: `${HOSTILE}\nWhat should it be called?`,
            tool_calls: [
              {
                name: 'read_file',
                arguments: { path: '</details><script>window.__pwned = "args"</script>' },
                result: { content: HOSTILE },
              },
            ],
          },
          { text: `Done.\n${'A'.repeat(LONG_CHARS)}` },
        ],
        responder: {
          instructions: 'Name it research-agent.',
          max_followups: 3,
          rules: [{ when: '(?i)called', reply: RESPONDER_REPLY }],
        },
      },
      checkpoints: [{ id: 'asked-name', assert: { type: 'contains', value: 'called' } }],
      expected: { output_contains: [hostileExpects] },
    }),
    task('abstains', {
      name: 'Abstains',
      inputs: {
        prompt: 'Add tools.',
        mock: ['Which tools should it have?'],
        responder: {
          instructions: 'No tools are given.',
          max_followups: 3,
          rules: [{ when: '(?i)name', reply: 'x' }],
          abstain_when: '(?i)tools',
        },
      },
    }),
    task('passes', {
      name: 'Passes',
      inputs: { prompt: 'hi', mock: ['Done.'] },
      expected: { output_contains: ['Done'] },
    }),
  ];
  for (const [id, body] of tasks)
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify(body));
}

function parley(args: string[]): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [...CLI_ARGS, ...args], {
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '' },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** base/ (the hostile task passes) and head/ (it fails), head compared with base. */
export function makeResults(root: string): { base: string; head: string; headRun: string } {
  writeSuite(join(root, 'suite-base'), 'Done');
  writeSuite(join(root, 'suite-head'), 'never-there');
  const base = join(root, 'base');
  const head = join(root, 'head');
  const b = parley(['run', join(root, 'suite-base'), '-o', base, '-q']);
  if (!(b.code === 0 || b.code === 1)) throw new Error(`parley run (base): ${b.out}`);
  const h = parley(['run', join(root, 'suite-head'), '-o', head, '-q', '--baseline', base]);
  if (!(h.code === 0 || h.code === 1)) throw new Error(`parley run (head): ${h.out}`);
  return { base, head, headRun: h.out };
}
