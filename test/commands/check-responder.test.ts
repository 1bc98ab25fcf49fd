// `parley check responder` and `parley check judge` (issue 29) through the CLI against the
// loopback OpenAI fake: a fake that answers every shipped case as labelled except a few is
// reported at exactly that accuracy (agreement) and passes; an over-answering fake is flagged and
// fails; the user's own cases are added, and a malformed case file is an error naming the file,
// line and field. The shipped sets are JSONL files in the users' format (issue 47), read here
// through the same schemas as a user's --cases file.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { z } from 'zod';
import { JudgeCase } from '../../src/graders/check-judge.js';
import { BUILTIN_JUDGE_CASES_FILE } from '../../src/graders/check-judge-set.js';
import { CheckCase } from '../../src/responder/check-cases.js';
import { BUILTIN_CASES_FILE } from '../../src/responder/check-set.js';
import { parseJsonLines } from '../../src/shared/json-lines.js';
import { startFakeOpenAI, type FakeRequest } from '../fakes/openai-server.js';
import { briefFacts } from '../fakes/responder-model.js';
import { CLI_ARGS } from '../cli-args.js';

/** A shipped set read as a user's case file is: every line a case, none refused by the schema. */
function shipped<T>(file: string, schema: z.ZodType<T>) {
  const text = readFileSync(file, 'utf8');
  const { values, errors } = parseJsonLines(text, file, schema);
  assert.deepEqual(errors, [], file);
  assert.equal(values.length, text.trimEnd().split('\n').length, `${file}: one case a line`);
  return values;
}
const BUILTIN_CASES = shipped(BUILTIN_CASES_FILE, CheckCase);
const BUILTIN_JUDGE_CASES = shipped(BUILTIN_JUDGE_CASES_FILE, JudgeCase);

const root = mkdtempSync(join(tmpdir(), 'parley-check-responder-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** The case a responder request is about: its brief and the whole conversation so far. */
function caseOf(request: FakeRequest, cases: CheckCase[]) {
  const messages = request.body.messages as { content: string }[];
  const brief = /<brief>\n([\s\S]*?)\n<\/brief>/.exec(messages[0]!.content)?.[1];
  const said = messages
    .slice(1)
    .map((m) => m.content)
    .join('\n\n');
  return cases.find(
    (c) => c.brief.trim() === brief && c.conversation.map((m) => m.text).join('\n\n') === said,
  );
}

type Style = 'labelled' | 'over-answering';

/** A responder model that decides as each case is labelled; `wrong` cases it gets wrong. */
function labelledModel(style: Style, wrong: Set<string>, extra: CheckCase[] = []) {
  const cases = [...BUILTIN_CASES, ...extra];
  return (request: FakeRequest) => {
    const c = caseOf(request, cases);
    if (!c) return { status: 400, body: { error: { message: 'unknown case' } } };
    const decide = (d: object) => ({ content: JSON.stringify({ reply: '', uses: [], ...d }) });
    if (wrong.has(c.id)) {
      // A wrong decision: a stop where something else was right, else an abstain.
      return decide({ decision: c.expect === 'stop' ? 'abstain' : 'stop', reason: 'scripted' });
    }
    if (c.expect !== 'reply') return decide({ decision: c.expect, reason: 'as labelled' });
    const reply =
      style === 'over-answering'
        ? [...briefFacts(`<brief>\n${c.brief}\n</brief>`).values()].join('. ')
        : (c.must_contain ?? ['ok']).join('. ');
    return decide({ decision: 'reply', reply, reason: 'as labelled' });
  };
}

const check = (handler: (r: FakeRequest) => object, ...flags: string[]) =>
  checkAs('responder', handler, ...flags);

async function checkAs(
  what: 'responder' | 'judge',
  handler: (r: FakeRequest) => object,
  ...flags: string[]
) {
  const fake = await startFakeOpenAI(handler as never);
  try {
    const child = spawn(
      process.execPath,
      [...CLI_ARGS, 'check', what, '--model', 'fake-responder', '--base-url', fake.url, ...flags],
      { env: { ...process.env, OPENAI_API_KEY: 'sk-check', OPENAI_BASE_URL: '' } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    return { code, out, requests: fake.requests.length };
  } finally {
    await fake.close();
  }
}

describe('parley check responder', () => {
  it('ships at least 80 labelled cases of every kind the issue names', () => {
    assert.ok(BUILTIN_CASES.length >= 80, String(BUILTIN_CASES.length));
    const tags = new Set(BUILTIN_CASES.flatMap((c) => c.tags ?? []));
    for (const tag of [
      'single-question',
      'several-questions',
      'order',
      'statement',
      'brief-silent',
      'brief-says-how',
    ]) {
      assert.ok(tags.has(tag), tag);
    }
    assert.ok([...tags].filter((t) => t.startsWith('language:')).length >= 3);
    for (const expect of ['reply', 'stop', 'abstain'] as const) {
      assert.ok(
        BUILTIN_CASES.some((c) => c.expect === expect),
        expect,
      );
    }
  });

  it('reports the scripted accuracy exactly, per decision, and passes above the threshold', async () => {
    const wrong = new Set(['agent-silent-field', 'report-done', 'expense-asks-amount']);
    const ran = await check(labelledModel('labelled', wrong));
    const n = BUILTIN_CASES.length;
    const of = (e: string) => BUILTIN_CASES.filter((c) => c.expect === e).length;
    assert.equal(ran.requests, n, 'one decision per case');
    assert.match(ran.out, new RegExp(`, ${n} cases \\(${n} shipped, 0 yours\\)\n`));
    const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;
    assert.match(
      ran.out,
      new RegExp(
        `accuracy ${pct(n - 3, n).replace('.', '\\.')} \\(${n - 3} of ${n}; at least 90\\.0%: ok\\)`,
      ),
    );
    assert.match(
      ran.out,
      new RegExp(
        `  reply +${pct(of('reply') - 1, of('reply')).replace('.', '\\.')} \\(${of('reply') - 1} of ${of('reply')}\\)`,
      ),
    );
    assert.match(
      ran.out,
      new RegExp(
        `  stop +${pct(of('stop') - 1, of('stop')).replace('.', '\\.')} \\(${of('stop') - 1} of ${of('stop')}\\)`,
      ),
    );
    assert.match(
      ran.out,
      new RegExp(`  abstain +${pct(of('abstain') - 1, of('abstain')).replace('.', '\\.')}`),
    );
    assert.match(ran.out, /over-answered 0\.0% of replies \(0 of \d+; at most 5\.0%: ok\)/);
    assert.match(ran.out, /ungrounded 0\.0% of replies/);
    assert.match(ran.out, /agent-silent-field: expected abstain, got stop/);
    assert.ok((n - 3) / n >= 0.95, 'the faithful fake scores at least 95 %');
    assert.equal(ran.code, 0, ran.out);
  });

  it('flags an over-answering responder and exits 1', async () => {
    const ran = await check(labelledModel('over-answering', new Set()));
    assert.match(
      ran.out,
      /over-answered [1-9][\d.]*% of replies \(\d+ of \d+; at most 5\.0%: FAIL\)/,
    );
    assert.match(ran.out, /reply gives "ticket_lookup", not asked for/);
    assert.equal(ran.code, 1, ran.out);
  });

  it("adds the user's own cases, and names the file, line and field of a malformed one", async () => {
    const mine = {
      id: 'mine-1',
      brief: '- colour: teal-7',
      conversation: [
        { role: 'user', text: 'Paint the button.' },
        { role: 'agent', text: 'Which colour should it be?' },
      ],
      expect: 'reply',
      must_contain: ['teal-7'],
    };
    const file = join(root, 'mine.jsonl');
    writeFileSync(file, `${JSON.stringify(mine)}\n`);
    const ran = await check(
      labelledModel('labelled', new Set(), [mine as CheckCase]),
      '--cases',
      file,
      '--no-builtin',
    );
    assert.match(ran.out, /1 cases \(none shipped, 1 yours\)/);
    assert.match(ran.out, /accuracy 100\.0% \(1 of 1/);
    assert.equal(ran.code, 0, ran.out);

    const bad = join(root, 'bad.jsonl');
    writeFileSync(
      bad,
      `${JSON.stringify(mine)}\n\n${JSON.stringify({ ...mine, expect: 'maybe', conversation: [{ role: 'user', text: 'hi' }] })}\n`,
    );
    const refused = await check(labelledModel('labelled', new Set()), '--cases', bad);
    assert.equal(refused.code, 2, refused.out);
    // Line and column, as suites' errors are located.
    assert.match(
      refused.out,
      /bad\.jsonl:3:\d+ conversation: the last message must be the agent's/,
    );
    assert.match(refused.out, /bad\.jsonl:3:\d+ expect: expected one of: reply, stop, abstain/);
    assert.equal(refused.requests, 0, 'nothing is asked before the cases are valid');
  });
});

/** A judge model that gives each shipped transcript its label, except the `wrong` ones. */
function labelledJudge(wrong: Set<string>) {
  return (request: FakeRequest) => {
    const [system, user] = (request.body.messages as { content: string }[]).map((m) => m.content);
    const c = BUILTIN_JUDGE_CASES.find(
      (k) =>
        system!.includes(k.criteria) &&
        user!.split('### Agent (turn').length - 1 === k.turns.length &&
        k.turns.every((t) => user!.includes(t.output)),
    );
    if (!c) return { status: 400, body: { error: { message: 'unknown case' } } };
    const passed = (c.expect === 'pass') !== wrong.has(c.id);
    return {
      content: JSON.stringify({
        passed,
        score: passed ? 1 : 0,
        reason: 'scripted',
        suggestions: [],
        criteria: [],
      }),
    };
  };
}

describe('parley check judge', () => {
  it('reports the scripted agreement exactly and exits 1 under --min-agreement', async () => {
    const n = BUILTIN_JUDGE_CASES.length;
    assert.ok(n >= 40);
    const wrong = new Set(['refund-incomplete', 'summary-right']);
    const ran = await checkAs('judge', labelledJudge(wrong), '--min-agreement', '0.9');
    assert.equal(ran.requests, n, 'one verdict per transcript');
    assert.match(ran.out, new RegExp(`, ${n} cases \\(${n} shipped, 0 yours\\)\n`));
    assert.match(
      ran.out,
      new RegExp(
        `agreement ${(((n - 2) / n) * 100).toFixed(1).replace('.', '\\.')}% \\(${n - 2} of ${n}; at least 90\\.0%: ok\\)`,
      ),
    );
    assert.match(ran.out, /refund-incomplete: expected fail, got pass/);
    assert.equal(ran.code, 0, ran.out);
    const strict = await checkAs('judge', labelledJudge(wrong), '--min-agreement', '0.99');
    assert.match(strict.out, /at least 99\.0%: FAIL/);
    assert.equal(strict.code, 1, strict.out);
  });
});
