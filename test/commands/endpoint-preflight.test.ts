// `parley run` without the endpoint a suite needs: exit 2 before any run, the results directory
// of an earlier run untouched, and a message that names the role that needs the base URL or key,
// printed whole. The process has no OPENAI_BASE_URL / OPENAI_API_KEY (cli-process.ts).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startCli, writeSuite } from './cli-process.js';

const root = mkdtempSync(join(tmpdir(), 'parley-endpoint-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** A results directory from an earlier run, which a refused run must leave as it was. */
function earlierResults(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'results.jsonl'), '{"earlier":true}\n');
  return dir;
}

const responderTask = {
  inputs: {
    prompt: 'Add an agent.',
    mock: ['Which name?', 'Created it.'],
    responder: {
      model: 'some-model',
      instructions: 'Call it research-agent.',
      max_followups: 2,
    },
  },
};

describe('parley run without an endpoint', () => {
  it('refuses before any run when the LLM responder has no base URL or key', async () => {
    const suite = writeSuite(root, 'needs-responder', { one: responderTask, two: responderTask });
    const out = earlierResults('responder-results');
    const run = startCli(['run', suite, '-o', out]);
    assert.equal(await run.exit, 2, run.out() + run.err());
    const err = run.err();
    assert.match(
      err,
      /the LLM responder needs an LLM endpoint but a base URL and an API key are not set: set OPENAI_BASE_URL, or pass --base-url or --responder-base-url \(action inputs base-url \/ responder-base-url\); set OPENAI_API_KEY, or pass --api-key or --responder-api-key \(action inputs api-key \/ responder-api-key\)/,
    );
    // Said once for the suite, at its first task that needs it: not once per task or run.
    assert.equal(err.match(/needs an LLM endpoint/g)?.length, 1, err);
    assert.match(err, /configuration error\(s\); nothing ran/);
    assert.doesNotMatch(run.out(), /run\(s\) of/, 'no run started');
    assert.equal(readFileSync(join(out, 'results.jsonl'), 'utf8'), '{"earlier":true}\n');
    assert.ok(!existsSync(join(out, 'summary.json')), 'nothing written');
  });

  it('names the key alone when only the key is missing, and the judge when a grader needs it', async () => {
    const suite = writeSuite(
      root,
      'needs-judge',
      { one: { prompt: 'Say done.', mock: ['done'] } },
      {
        graders:
          'graders:\n  - type: prompt\n    name: judged\n    config:\n      prompt: Is it done?\n',
      },
    );
    const run = startCli(['run', suite, '-o', join(root, 'judge-results')], {
      env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
    });
    assert.equal(await run.exit, 2, run.out() + run.err());
    assert.match(
      run.err(),
      /an LLM judge needs an LLM endpoint but an API key is not set: set OPENAI_API_KEY, or pass --api-key or --judge-api-key/,
    );
    assert.doesNotMatch(run.err(), /base URL/);
    assert.ok(!existsSync(join(root, 'judge-results')), 'no results directory made');
  });

  it('runs a suite that needs no endpoint (mock agent, rule responder) as before', async () => {
    const suite = writeSuite(root, 'offline', {
      one: {
        inputs: {
          prompt: 'Add an agent.',
          mock: ['Which name?', 'Created it.'],
          responder: {
            instructions: 'Call it research-agent.',
            max_followups: 2,
            rules: [{ when: 'name', reply: 'research-agent' }],
          },
        },
        expected: { output_contains: ['Created it'] },
      },
    });
    const run = startCli(['run', suite, '-o', join(root, 'offline-results')]);
    assert.equal(await run.exit, 0, run.out() + run.err());
  });

  it('cuts a long reason in the closing list between words, never mid-word', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const suite = writeSuite(root, 'long-reason', {
      one: { prompt: 'Say done.', mock: [{ error: words.join(' ') }] },
    });
    const run = startCli(['run', suite, '-o', join(root, 'long-reason-results')]);
    assert.equal(await run.exit, 1, run.out() + run.err());
    const line = run
      .out()
      .split('\n')
      .find((l) => l.includes('word0 word1'));
    assert.ok(line, run.out());
    const shown = /word0 .*?(\S+) …$/.exec(line);
    assert.ok(shown, `cut with " …": ${line}`);
    assert.ok(words.includes(shown[1]!), `"${shown[1]}" is a whole word of the message`);
  });
});
