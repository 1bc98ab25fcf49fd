// report.html's runs are spooled as each run is written and the cost comes from the runs the job
// holds (results/ledger.ts): `parley run` never reads its own results.jsonl back through zod.
// `parley report` of the same directory reads every file as untrusted and validates it; with no
// baseline both must write the same bytes, every file (the report keeps summary.json's duration,
// identity and cost). With confirmation runs the pages' heads differ (report has no
// confirmation to show) but their runs, base runs among them, are the same bytes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { dropSuite, git, parleyIn, recordsIn } from './git-repo.js';
import { CLI_ARGS } from '../cli-args.js';

const root = mkdtempSync(join(tmpdir(), 'parley-finish-spool-'));
let model: FakeOpenAI;

function parley(args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: 'sk-spool', OPENAI_BASE_URL: model.url, NO_COLOR: '1' },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

before(async () => {
  model = await startFakeOpenAI((req) => {
    const text = JSON.stringify(req.body.messages);
    const usage = { prompt_tokens: 300, completion_tokens: 40, cached_tokens: 100 };
    if (req.body.model === 'judge-m') {
      const passed = !text.includes('grumpy');
      return {
        content: JSON.stringify({
          passed,
          score: passed ? 1 : 0,
          reason: passed ? 'polite <enough> & kind' : 'rude "reply"',
          suggestions: [],
          criteria: [],
        }),
        usage,
      };
    }
    if (req.body.model === 'resp-m') {
      const done = text.includes('wrote notes.md');
      return {
        content: JSON.stringify(
          done
            ? { decision: 'stop', reply: '', reason: 'the agent is done', uses: [] }
            : { decision: 'reply', reply: 'Call it notes.md, please.', reason: 'the brief' },
        ),
        usage,
      };
    }
    // The agent: asks first when briefed vaguely, then does what it was told.
    if (text.includes('Write the notes'))
      return {
        content: text.includes('notes.md, please') ? 'Done: wrote notes.md.' : 'Which file?',
        usage,
      };
    if (text.includes('Be grumpy')) return { content: 'No. grumpy <b>bold</b> & "quoted"', usage };
    return { content: `Hello! Ünïcode ✓ turn ${text.length % 97}`, usage };
  });
  const dir = join(root, 'suite');
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(
    join(dir, 'eval.yaml'),
    [
      'name: mixed',
      'config: {executor: openai, model: agent-m, judge_model: judge-m, trials_per_task: 2}',
      'graders:',
      '  - {type: prompt, name: polite, config: {prompt: Is the reply polite?}}',
      'tasks: [tasks/*.yaml]',
      '',
    ].join('\n'),
  );
  const tasks: Record<string, object> = {
    greet: { inputs: { prompt: 'Say hello.' } },
    'three-turns': {
      inputs: { prompt: 'Hi.', follow_up_prompts: ['And again?', 'Once more <please>.'] },
    },
    grumpy: { inputs: { prompt: 'Be grumpy.' }, expected: { output_contains: ['Yes'] } },
    asks: {
      inputs: {
        prompt: 'Write the notes.',
        responder: { instructions: 'The file is notes.md.', max_followups: 2 },
      },
      expected: { output_contains: ['notes.md'] },
    },
  };
  for (const [id, task] of Object.entries(tasks)) {
    writeFileSync(join(dir, 'tasks', `${id}.yaml`), JSON.stringify({ id, ...task }));
  }
  writeFileSync(
    join(root, '.parley.yaml'),
    `defaults: {responder_model: resp-m}\nprices: ${JSON.stringify({
      'agent-m': { input: 2, cached_input: 0.5, output: 8 },
      'judge-m': { input: 1, output: 4 },
      'resp-m': { input: 3, output: 6 },
    })}\n`,
  );
});

after(async () => {
  await model.close();
  rmSync(root, { recursive: true, force: true });
});

const read = (dir: string, file: string) => readFileSync(join(root, dir, file), 'utf8');

describe('finishing a run from what the job holds', () => {
  it('writes the same report.html, summary.json, junit.xml and report.md as parley report renders from the validated files', async () => {
    const run = await parley(['run', 'suite', '-o', 'ran']);
    assert.equal(run.code, 1, run.out);
    const records = read('ran', 'results.jsonl')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(records.length, 8);
    // What the suite was written to exercise: several turns, a responder, a failure.
    assert.ok(records.some((r) => r.task_id === 'three-turns' && r.turns.length === 3));
    assert.ok(records.some((r) => r.task_id === 'asks' && r.usage.responder.requests > 0));
    assert.ok(records.some((r) => r.status === 'failed'));
    assert.ok(!existsSync(join(root, 'ran', '.report.html.spool')), 'the spool is removed');

    const report = await parley(['report', 'ran', '-o', 'rendered', '-q']);
    assert.equal(report.code, 1, report.out);
    // What legitimately differs: a re-render's summary.json has its own created_at (report.html
    // shows it), and `parley report` reads no prices table, so it has no cost (summary.json's
    // `cost`, report.md's Cost line). Everything else is the same bytes.
    const created = (dir: string) => JSON.parse(read(dir, 'summary.json')).created_at as string;
    const [ran, rendered] = [created('ran'), created('rendered')];
    const costless = (dir: string, file: string) => {
      const text = read(dir, file).replaceAll(rendered, ran);
      if (file === 'report.md') return text.replace(/^Cost \$[\d.]+ for 8 runs\.\n\n/m, '');
      if (file !== 'summary.json') return text;
      const { cost: _cost, ...rest } = JSON.parse(text);
      return `${JSON.stringify(rest, null, 2)}\n`;
    };
    for (const file of ['report.html', 'junit.xml', 'report.md', 'summary.json']) {
      assert.equal(costless('ran', file), costless('rendered', file), `${file} differs`);
    }
    assert.match(read('ran', 'report.md'), /^Cost \$0\.\d+ for 8 runs\.$/m);
    const html = read('ran', 'report.html');
    assert.equal(html.match(/<details class="run /g)?.length, 8, 'every run on the page');
    assert.match(html, /No\. grumpy &lt;b&gt;bold&lt;\/b&gt; &amp; &quot;quoted&quot;/);
    assert.match(html, /Which file\?/);
    // The cost of every run: each line's usage at the table's prices.
    const cost = JSON.parse(read('ran', 'summary.json')).cost;
    assert.equal(cost.runs, 8);
    assert.ok(cost.by_role.responder > 0 && cost.by_role.judge > 0, JSON.stringify(cost));
    const agent = records.reduce(
      (n, r) =>
        n +
        ((r.usage.agent.input_tokens - r.usage.agent.cached_input_tokens) * 2 +
          r.usage.agent.cached_input_tokens * 0.5 +
          r.usage.agent.output_tokens * 8) /
          1e6,
      0,
    );
    assert.ok(Math.abs(cost.by_role.agent - agent) < 1e-6, JSON.stringify(cost));
  });

  it('with confirmation runs: the same runs on the page as parley report shows, every run costed', () => {
    const repo = join(root, 'repo');
    mkdirSync(repo);
    git(repo, 'init', '-q', '-b', 'main');
    dropSuite(repo, 'done');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    assert.equal(parleyIn(repo, ['run', 'evals', '--trials', '4', '-o', 'b', '-q']).code, 0);
    dropSuite(repo, 'gave up');
    git(repo, 'commit', '-qam', 'head');
    writeFileSync(join(repo, '.parley.yaml'), 'prices: {m: {input: 1, output: 2}}\n');
    const args = ['--baseline', 'b', '--confirm', '--confirm-trials', '10', '--base-ref', base];
    const run = parleyIn(repo, ['run', 'evals', ...args, '-o', 'out', '-q']);
    assert.equal(run.code, 1, run.out);
    const all = recordsIn(join(repo, 'out'));
    assert.equal(all.length, 25);
    assert.equal(all.filter((r) => r.side === 'base').length, 10);
    const summary = JSON.parse(readFileSync(join(repo, 'out/summary.json'), 'utf8'));
    assert.equal(summary.cost.runs, 25, 'every run the job made');
    assert.equal(summary.cost.base.runs, 10);
    assert.ok(!existsSync(join(repo, 'out', '.report.html.spool')));

    // parley report merges (sorts by suite, task and trial) what the run wrote in the order the
    // runs ended: each run's section must be the same bytes, the run's page in its file's order.
    const report = parleyIn(repo, ['report', 'out', '-o', 'rendered', '-q']);
    assert.equal(report.code, 1, report.out);
    const runs = (dir: string) =>
      readFileSync(join(repo, dir, 'report.html'), 'utf8')
        .split('<h2>Conversations</h2>')[1]!
        .split('</main>')[0]!
        .split(/(?=<details class="run )/)
        .slice(1);
    const page = runs('out');
    assert.equal(page.length, 25);
    assert.deepEqual([...page].sort(), [...runs('rendered')].sort());
    assert.deepEqual(
      page.map((html) => /id="run-[0-9a-f]+-(\d+(?:-base)?)"/.exec(html)![1]),
      all.map((r) => `${r.trial}${r.side === 'base' ? '-base' : ''}`),
      "the run's page shows its runs in results.jsonl's order",
    );
    assert.equal(page.filter((html) => html.includes('base (concurrent) · ')).length, 10);
    // Base and head side by side for the task that dropped: the head's runs from its own file.
    assert.match(readFileSync(join(repo, 'out/report.html'), 'utf8'), /class="pair/);
  });
});
