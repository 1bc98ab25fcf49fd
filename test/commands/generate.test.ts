// `parley generate` as a user runs it: a separate process against the loopback model fake, which
// plays the generator (scripted drafts, some invalid on purpose) and, for `parley run`, the LLM
// responder. What is checked is what the user gets: the files written (and never overwritten),
// the line per draft, the exit code, and that `parley validate` and `parley run` accept the drafts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import {
  startFakeOpenAI,
  type FakeOpenAI,
  type FakeReply,
  type FakeRequest,
} from '../fakes/openai-server.js';
import { agentReply, isAgentRequest } from '../fakes/configure-agent-llm.js';
import { CLI_ARGS } from '../cli-args.js';

// The CLI runs in a scratch folder (no project config of this repository applies).
const SKILL = resolve('examples/openai-agent/skills/configure-agent');
const root = mkdtempSync(join(tmpdir(), 'parley-generate-'));

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function parley(args: string[], env: Record<string, string> = {}): Promise<Result> {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: '', OPENAI_BASE_URL: '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

type Answer = Record<string, unknown>;

/** A good draft: one configuration, a text grader that checks its name. */
function draft(id: string, over: Answer = {}): Answer {
  return {
    id,
    name: `${id} is configured from a full brief`,
    tags: ['drafted'],
    prompt: `Add a new agent to my application (${id}).`,
    brief: `You are configuring ${id}: instructions "Answer support tickets", tool ticket_lookup, no handoffs.`,
    omitted: '',
    max_followups: 6,
    graders: [
      {
        type: 'text',
        name: 'names-the-file',
        contains: [`${id}.agent.yaml`],
        not_contains: [],
        regex_match: [],
      },
    ],
    ...over,
  };
}

const emptyText = {
  type: 'text',
  name: 'checks-nothing',
  contains: [],
  not_contains: [],
  regex_match: [],
};
const badRegex = {
  type: 'text',
  name: 'lookbehind',
  contains: [],
  not_contains: [],
  regex_match: ['(?<=x)y'],
};

/** "Write test k of N." in the request, and whether it asks to fix a draft. */
function whichDraft(request: FakeRequest): { k: number; fix: boolean } {
  const messages = request.body.messages as { role: string; content: string }[];
  const k = Number(/Write test (\d+) of/.exec(messages[1]!.content)?.[1]);
  return {
    k,
    fix: messages.some((m) => m.role === 'user' && m.content.includes('does not validate')),
  };
}

const isGenerator = (request: FakeRequest) =>
  request.body.response_format?.json_schema?.name === 'draft_task' ||
  request.body.tools?.some((t: { function: { name: string } }) => t.function.name === 'draft_task');

/** A scripted generator: per draft number, the first answer and the answer to a fix request. */
function generator(script: Record<number, { first: Answer; fixed?: Answer }>, asTool = false) {
  return (request: FakeRequest): FakeReply => {
    if (!isGenerator(request)) {
      // The LLM responder of `parley run`: the mock agent asks nothing, so it stops.
      return { content: JSON.stringify({ decision: 'stop', reply: '', reason: 'nothing asked' }) };
    }
    if (asTool && request.body.response_format) {
      return {
        status: 400,
        body: { error: { message: 'response_format json_schema is not supported' } },
      };
    }
    const { k, fix } = whichDraft(request);
    const step = script[k]!;
    const answer = fix ? (step.fixed ?? step.first) : step.first;
    return asTool
      ? { content: null, toolCalls: [{ name: 'draft_task', arguments: answer }] }
      : { content: JSON.stringify(answer) };
  };
}

let fake: FakeOpenAI;
let handler: (request: FakeRequest) => FakeReply = () => ({ status: 500 });
const endpoint = () => [
  '--base-url',
  fake.url,
  '--api-key',
  'test-key-123',
  '--model',
  'drafter-1',
];

before(async () => {
  fake = await startFakeOpenAI((request) => handler(request), { apiKey: 'test-key-123' });
});
after(async () => {
  await fake.close();
  rmSync(root, { recursive: true, force: true });
});

describe('parley generate', () => {
  it('writes valid drafts, fixes one with its errors, drops one, and the suite validates and runs', async () => {
    handler = generator({
      1: { first: draft('support-agent') },
      2: { first: draft('triage-agent', { graders: [emptyText] }), fixed: draft('triage-agent') },
      3: { first: draft('broken-agent', { graders: [badRegex] }) },
      4: { first: draft('research-agent') },
    });
    const out = join(root, 'evals', 'fresh');
    const result = await parley(['generate', SKILL, '--count', '4', '--out', out, ...endpoint()]);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const tasks = readdirSync(join(out, 'tasks')).sort();
    assert.deepEqual(tasks, ['research-agent.yaml', 'support-agent.yaml', 'triage-agent.yaml']);
    // One line per draft: where it went, or why it was dropped.
    assert.match(
      result.stdout,
      /draft 1: support-agent \(wrote .*tasks\/support-agent\.yaml\) valid first time/,
    );
    assert.match(
      result.stdout,
      /draft 2: triage-agent \(wrote .*triage-agent\.yaml\) valid after one fix of: graders\[0\]\.config: needs at least one of/,
    );
    assert.match(
      result.stdout,
      /draft 3: dropped, still invalid after one fix: graders\[0\]\.config\.regex_match\[0\]/,
    );
    assert.match(result.stdout, /4 draft\(s\): 3 valid \(2 first time\), 1 not/);
    assert.match(result.stdout, /wrote .*eval\.yaml \(a new suite/);
    // The fix request carried the validation errors back to the model.
    const fixRequest = fake.requests.find(
      (r) => isGenerator(r) && whichDraft(r).k === 2 && whichDraft(r).fix,
    );
    assert.match(
      JSON.stringify(fixRequest?.body.messages),
      /graders\[0\]\.config: needs at least one of/,
    );

    const written = readFileSync(join(out, 'tasks', 'support-agent.yaml'), 'utf8');
    assert.match(
      written,
      /^# A task drafted by `parley generate` \(model drafter-1, focus happy-path\)/,
    );
    assert.match(written, /Review it before relying on it/);
    const task = parse(written);
    assert.equal(task.inputs.responder.max_followups, 6);
    assert.match(task.inputs.responder.instructions, /You are configuring support-agent/);
    assert.deepEqual(task.graders, [
      { type: 'text', name: 'names-the-file', config: { contains: ['support-agent.agent.yaml'] } },
    ]);
    assert.deepEqual(task.tags, ['drafted', 'generated', 'happy-path']);

    const validate = await parley(['validate', out]);
    assert.equal(validate.code, 0, validate.stderr);
    assert.match(validate.stdout, /1 suite, 3 tasks loaded/);

    const results = join(root, 'fresh-results');
    const run = await parley([
      'run',
      out,
      '--executor',
      'mock',
      '-o',
      results,
      '-q',
      ...endpoint(),
    ]);
    const records = readFileSync(join(results, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.deepEqual(
      records.map((r: { task_id: string }) => r.task_id).sort(),
      ['research-agent', 'support-agent', 'triage-agent'],
      run.stdout + run.stderr,
    );
    // The mock agent never names the file: the drafted graders fail it, as they should.
    assert.ok(records.every((r: { status: string }) => r.status === 'failed'));
    assert.equal(run.code, 1);
  });

  it("never overwrites: a taken id or file gets -2, and the suite's tasks are listed to the model", async () => {
    const suite = join(root, 'evals', 'existing');
    cpSync(resolve('examples/configure-agent'), suite, { recursive: true });
    const before = readFileSync(join(suite, 'tasks', 'full-brief.yaml'), 'utf8');
    handler = generator({ 1: { first: draft('full-brief') }, 2: { first: draft('full-brief') } });
    fake.requests.length = 0;
    const result = await parley(['generate', SKILL, '-n', '2', '-o', suite, ...endpoint()]);
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.equal(readFileSync(join(suite, 'tasks', 'full-brief.yaml'), 'utf8'), before);
    assert.match(result.stdout, /draft 1: full-brief-2 \(wrote .*tasks\/full-brief-2\.yaml\)/);
    // The second identical draft repeats the first: sent back, still a repeat, dropped.
    assert.match(
      result.stdout,
      /draft 2: dropped, still invalid after one fix: .*repeat the test full-brief/,
    );
    assert.equal(
      parse(readFileSync(join(suite, 'tasks', 'full-brief-2.yaml'), 'utf8')).id,
      'full-brief-2',
    );
    assert.ok(!existsSync(join(suite, 'tasks', 'full-brief-3.yaml')));
    assert.match(result.stdout, /avoiding the suite's 3 task\(s\)/);
    const first = fake.requests.find(isGenerator)!;
    assert.match(first.body.messages[1].content, /- missing-handoffs: prompt "Add a new agent/);
    const validate = await parley(['validate', suite]);
    assert.equal(validate.code, 0, validate.stderr);
    assert.match(validate.stdout, /4 tasks loaded/);
  });

  it('--dry-run prints the drafts and writes nothing; the model gets the skill and a strict schema', async () => {
    // A skill that links a reference inside its folder and a file outside it.
    const skill = join(root, 'skills', 'ticket-triage');
    mkdirSync(join(skill, 'references'), { recursive: true });
    writeFileSync(
      join(skill, 'SKILL.md'),
      '---\nname: ticket-triage\ndescription: Route tickets to teams.\n---\n# Triage\n' +
        'Ask for the team map first. See [teams](references/teams.md) and [secrets](../../secret.md).\n',
    );
    writeFileSync(join(skill, 'references', 'teams.md'), 'billing, shipping, returns');
    writeFileSync(join(root, 'secret.md'), 'SECRET-OUTSIDE-THE-SKILL');
    handler = generator({ 1: { first: draft('support-agent') } });
    fake.requests.length = 0;
    const out = join(root, 'evals', 'dry');
    const result = await parley([
      'generate',
      skill,
      '-n',
      '1',
      '-o',
      out,
      '--dry-run',
      ...endpoint(),
    ]);
    assert.equal(result.code, 0, result.stderr);
    assert.ok(!existsSync(out));
    assert.match(result.stdout, /^# A task drafted by `parley generate`/);
    assert.equal(parse(result.stdout).id, 'support-agent');
    assert.match(
      result.stderr,
      /draft 1: support-agent \(would write .*support-agent\.yaml\) valid first time/,
    );
    const request = fake.requests.find(isGenerator)!;
    const prompt = request.body.messages[1].content as string;
    assert.match(prompt, /Skill "ticket-triage": Route tickets to teams\./);
    assert.match(prompt, /Referenced file references\/teams\.md:\nbilling, shipping, returns/);
    assert.doesNotMatch(prompt, /SECRET-OUTSIDE-THE-SKILL/);
    // OpenAI's strict mode: every object closed, every property required.
    const format = request.body.response_format;
    assert.equal(format.json_schema.strict, true);
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (o.type === 'object') objects.push(o);
      Object.values(o).forEach(walk);
    };
    walk(format.json_schema.schema);
    assert.ok(objects.length >= 6);
    for (const o of objects) {
      assert.equal(o.additionalProperties, false);
      assert.deepEqual(o.required, Object.keys(o.properties as object));
    }
  });

  it('--focus vague-briefs expects abstained, and --format jsonl writes Yao tests (tool-call fallback)', async () => {
    handler = generator(
      {
        1: { first: draft('no-tools-agent', { omitted: 'the tools' }) },
        2: {
          first: draft('no-name-agent', { omitted: '' }),
          fixed: draft('no-name-agent', { omitted: 'the name' }),
        },
      },
      true,
    );
    const out = join(root, 'evals', 'vague');
    const yaml = await parley([
      'generate',
      SKILL,
      '-n',
      '2',
      '-o',
      out,
      '--focus',
      'vague-briefs',
      ...endpoint(),
    ]);
    assert.equal(yaml.code, 0, yaml.stdout + yaml.stderr);
    const task = parse(readFileSync(join(out, 'tasks', 'no-tools-agent.yaml'), 'utf8'));
    assert.deepEqual(task.expected, { outcomes: ['abstained'] });
    assert.match(task.description, /leaves out on purpose: the tools/);
    assert.ok(task.tags.includes('vague-briefs') && task.tags.includes('expects-abstain'));
    assert.match(
      yaml.stdout,
      /draft 2: no-name-agent .*valid after one fix of: omitted: say what the brief leaves out/,
    );

    const jsonlDir = join(root, 'evals', 'yao');
    mkdirSync(jsonlDir, { recursive: true });
    writeFileSync(
      join(jsonlDir, 'configure-agent-generated.jsonl'),
      '{"id":"kept","input":"hi"}\n',
    );
    const jsonl = await parley([
      'generate',
      SKILL,
      '-n',
      '2',
      '-o',
      jsonlDir,
      '--format',
      'jsonl',
      ...endpoint(),
    ]);
    assert.equal(jsonl.code, 0, jsonl.stdout + jsonl.stderr);
    assert.equal(
      readFileSync(join(jsonlDir, 'configure-agent-generated.jsonl'), 'utf8'),
      '{"id":"kept","input":"hi"}\n',
    );
    const file = join(jsonlDir, 'configure-agent-generated-2.jsonl');
    const tests = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(tests[0], {
      id: 'no-tools-agent',
      name: 'no-tools-agent is configured from a full brief',
      tags: ['drafted', 'generated', 'happy-path'],
      mode: 'dynamic',
      input: 'Add a new agent to my application (no-tools-agent).',
      simulator: {
        options: {
          metadata: {
            goal: 'You are configuring no-tools-agent: instructions "Answer support tickets", tool ticket_lookup, no handoffs.',
          },
        },
      },
      max_turns: 7,
      assertions: [{ type: 'contains', value: 'no-tools-agent.agent.yaml' }],
    });
    const validate = await parley(['validate', file]);
    assert.equal(validate.code, 0, validate.stderr);
  });

  it('--focus vague-briefs drafts pass end to end in a suite whose graders check the product (issue 42.3)', async () => {
    // examples/openai-agent: the built-in agent, and a suite-level file grader of the definition
    // the agent writes. A vague-brief run never gets that far: the responder abstains on the
    // question the brief leaves open, so that grader does not apply; the draft's own grader
    // checks the question. A file grader in such a draft cannot pass: sent back to be fixed.
    const suite = join(root, 'evals', 'product');
    cpSync(resolve('examples/openai-agent'), suite, { recursive: true });
    const brief =
      'You are configuring research-agent: instructions "Search the web and summarise findings", no handoffs.';
    const fileGrader = {
      type: 'file',
      name: 'definition-written',
      must_exist: ['agents/research-agent.agent.yaml'],
      must_not_exist: [],
      content_patterns: [],
    };
    const asksTools = {
      type: 'text',
      name: 'asks-for-the-tools',
      contains: ['tools'],
      not_contains: [],
      regex_match: [],
    };
    const vague = (graders: Answer[]) =>
      draft('no-tools-agent', { brief, omitted: 'the tools', graders });
    const drafts = generator({
      1: { first: vague([fileGrader]), fixed: vague([asksTools]) },
    });
    // The responder answers from the brief it is given and abstains on what it does not say.
    const responder = (request: FakeRequest): FakeReply => {
      const messages = request.body.messages as { role: string; content: string }[];
      const system = messages[0]!.content;
      const asked = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      if (!asked.includes('?'))
        return { content: JSON.stringify({ decision: 'stop', reply: '', reason: 'done' }) };
      if (/tools/i.test(asked) && !/web_search/.test(system))
        return {
          content: JSON.stringify({
            decision: 'abstain',
            reply: '',
            reason: 'the brief does not say which tools',
          }),
        };
      const reply = /name|called/i.test(asked)
        ? 'research-agent'
        : 'Search the web and summarise findings.';
      return { content: JSON.stringify({ decision: 'reply', reply, reason: 'in the brief' }) };
    };
    handler = (request) =>
      isGenerator(request)
        ? drafts(request)
        : isAgentRequest(request)
          ? agentReply(request.body.messages)
          : responder(request);

    const made = await parley([
      'generate',
      SKILL,
      '-n',
      '1',
      '-o',
      suite,
      '--focus',
      'vague-briefs',
      ...endpoint(),
    ]);
    assert.equal(made.code, 0, made.stdout + made.stderr);
    assert.match(
      made.stdout,
      /draft 1: no-tools-agent .*valid after one fix of: graders\[0\] \(file\): a vague-brief run ends at the agent's question/,
    );

    const results = join(root, 'product-results');
    const run = await parley([
      'run',
      suite,
      '--task',
      'no-tools-agent',
      '--fail-on',
      'failures',
      '-o',
      results,
      '-q',
      ...endpoint(),
    ]);
    const records = readFileSync(join(results, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(records.length, 1, run.stdout + run.stderr);
    const [record] = records;
    assert.equal(`${record.status}/${record.outcome}`, 'passed/abstained', run.stdout + run.stderr);
    assert.deepEqual(
      record.graders.map((g: { name: string; passed: boolean; applicable?: boolean }) => [
        g.name,
        g.applicable === false ? 'not applicable' : g.passed,
      ]),
      [
        ['definition-written', 'not applicable'],
        ['asks-for-the-tools', true],
        ['expected.outcomes', true],
      ],
    );
    assert.equal(run.code, 0, run.stdout + run.stderr);
  });

  it('exit 1 when no draft validates or the endpoint fails; exit 2 without a model, a skill or an endpoint', async () => {
    handler = generator({ 1: { first: draft('broken', { graders: [badRegex] }) } });
    const out = join(root, 'evals', 'none');
    const none = await parley(['generate', SKILL, '-n', '1', '-o', out, ...endpoint()]);
    assert.equal(none.code, 1, none.stdout + none.stderr);
    assert.ok(!existsSync(out), 'nothing written, not even eval.yaml');
    assert.match(none.stdout, /1 draft\(s\): 0 valid \(0 first time\), 1 not/);

    // A wrong key: the first request fails, the rest are not attempted, the key is not shown.
    handler = () => ({ status: 401, body: { error: { message: 'invalid api key' } } });
    const denied = await parley(['generate', SKILL, '-n', '3', '-o', out, ...endpoint()]);
    assert.equal(denied.code, 1, denied.stdout + denied.stderr);
    assert.match(denied.stdout, /draft 1: the endpoint failed: .*401/);
    assert.match(denied.stdout, /1 draft\(s\): 0 valid \(0 first time\), 1 not, 2 not attempted/);
    assert.doesNotMatch(denied.stdout + denied.stderr, /test-key-123/);
    assert.ok(!existsSync(out));

    const noModel = await parley(['generate', SKILL, '--base-url', fake.url, '--api-key', 'k']);
    assert.equal(noModel.code, 2);
    assert.match(noModel.stderr, /--model: the generator's model is needed/);
    const noSkill = await parley(['generate', join(root, 'nowhere'), ...endpoint()]);
    assert.equal(noSkill.code, 2);
    assert.match(noSkill.stderr, /nowhere: no such file or directory/);
    const noEndpoint = await parley(['generate', SKILL, '--model', 'm']);
    assert.equal(noEndpoint.code, 2);
    assert.match(noEndpoint.stderr, /OPENAI_BASE_URL/);
  });
  it('a skill name that is a path is refused; a reference linking outside the folder is not read (issue 30.7)', async () => {
    const outside = join(root, 'outside-secret.md');
    writeFileSync(outside, 'OUTSIDE-SECRET-TEXT\n');
    const skill = join(root, 'hostile-skill');
    mkdirSync(skill, { recursive: true });
    symlinkSync(outside, join(skill, 'notes.md'));
    writeFileSync(join(skill, 'inside.md'), 'INSIDE-REFERENCE-TEXT\n');
    const skillMd = (name: string) =>
      `---\nname: ${name}\ndescription: Configures agents.\n---\nSee [notes](notes.md) and [more](inside.md).\n`;

    writeFileSync(join(skill, 'SKILL.md'), skillMd('../../escaped'));
    const out = join(root, 'deep', 'a', 'b');
    handler = generator({ 1: { first: draft('support-agent') } });
    const refused = await parley([
      'generate',
      skill,
      '-n',
      '1',
      '--format',
      'jsonl',
      '-o',
      out,
      ...endpoint(),
    ]);
    assert.equal(refused.code, 2, refused.stdout + refused.stderr);
    assert.match(refused.stderr, /the skill name "\.\.\/\.\.\/escaped" is not a name/);
    assert.ok(!existsSync(join(root, 'deep', 'escaped-generated.jsonl')), 'nothing outside --out');

    writeFileSync(join(skill, 'SKILL.md'), skillMd('hostile-skill'));
    fake.requests.length = 0;
    const drafted = await parley([
      'generate',
      skill,
      '-n',
      '1',
      '--format',
      'jsonl',
      '-o',
      out,
      ...endpoint(),
    ]);
    assert.equal(drafted.code, 0, drafted.stdout + drafted.stderr);
    const sent = JSON.stringify(fake.requests.find(isGenerator)!.body);
    assert.match(sent, /INSIDE-REFERENCE-TEXT/, 'a reference inside the folder is sent');
    assert.doesNotMatch(sent, /OUTSIDE-SECRET-TEXT/, 'the link out of the folder is not followed');
  });
});
