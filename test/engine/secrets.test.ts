// Issue 14.2 / 14.3: every configured secret is kept out of every output. `parley run` (a separate
// process) against loopback fakes that echo what they were sent: an OpenAI-compatible server
// quoting the request URL in its error, an HTTP agent echoing its Authorization header, an ACP
// agent printing its `${NAME}` environment value to stderr and to its reply. No file of the results
// directory and no console line may contain a secret.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLI_ARGS } from '../cli-args.js';

const FAKE_ACP = resolve('test/fakes/acp-agent.mjs');
const SECRETS = {
  password: 'hunter2-url-password',
  query: 'query-secret-value-42',
  header: 'header-token-from-env-77',
  agentEnv: 'acp-env-secret-value-99',
  mcpHeader: 'mcp-header-secret-55',
};
const root = mkdtempSync(join(tmpdir(), 'parley-secrets-'));
let server: Server;
let base: string;

before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/agent')) {
        res.end(JSON.stringify({ output: `you sent ${req.headers.authorization} to ${req.url}` }));
        return;
      }
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: `bad request to ${req.url}` } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

function suite(name: string, config: object, inputs: object = { prompt: 'hi' }): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  const task = { id: `${name}-task`, inputs };
  writeFileSync(join(dir, 'eval.yaml'), JSON.stringify({ name, config, tasks: [task] }));
  return dir;
}

async function parley(args: string[]) {
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    env: {
      ...process.env,
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
      PARLEY_TEST_HEADER_TOKEN: SECRETS.header,
      PARLEY_TEST_AGENT_ENV: SECRETS.agentEnv,
      PARLEY_TEST_MCP_TOKEN: SECRETS.mcpHeader,
    },
  });
  let console = '';
  child.stdout.on('data', (d: Buffer) => (console += d.toString()));
  child.stderr.on('data', (d: Buffer) => (console += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  return { code, console };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

function assertNoSecret(where: string, text: string) {
  for (const [name, secret] of Object.entries(SECRETS)) {
    assert.ok(!text.includes(secret), `${where} shows the ${name} secret:\n${text.slice(0, 3000)}`);
  }
}

describe('secrets never reach an output', () => {
  it(
    'URL passwords and query values, ${NAME} headers and env: scrubbed from files and console',
    {
      timeout: 60_000,
    },
    async () => {
      const dirs = [
        suite('model', { executor: 'openai', model: 'm' }),
        suite('http-agent', {
          executor: 'http',
          agent: {
            url: `${base}/agent?token=${SECRETS.query}`,
            headers: { authorization: 'Bearer ${PARLEY_TEST_HEADER_TOKEN}' },
          },
        }),
        suite(
          'acp-agent',
          {
            executor: 'acp',
            agent: {
              command: process.execPath,
              args: [FAKE_ACP],
              env: { AGENT_SECRET_VALUE: '${PARLEY_TEST_AGENT_ENV}' },
            },
            mcp_servers: {
              docs: {
                url: `${base}/mcp`,
                headers: { authorization: 'Bearer ${PARLEY_TEST_MCP_TOKEN}' },
              },
            },
          },
          { prompt: 'env:AGENT_SECRET_VALUE,PARLEY_TEST_MCP_TOKEN' },
        ),
      ];
      const out = join(root, 'results-query');
      const run = await parley([
        'run',
        ...dirs,
        '-o',
        out,
        '--api-key',
        'sk-test-key-123',
        '--base-url',
        `${base}/v1?api-key=${SECRETS.query}`,
      ]);
      const results = filesUnder(out);
      assert.ok(
        results.some((f) => f.endsWith('results.jsonl')),
        run.console,
      );
      const jsonl = readFileSync(join(out, 'results.jsonl'), 'utf8');
      // The leaks happened and were scrubbed (the fakes did echo the values).
      // The base URL's query goes after the request's path (and its value is scrubbed).
      assert.match(jsonl, /bad request to \/v1\/chat\/completions\?api-key=\*\*\*/);
      assert.match(jsonl, /you sent Bearer \*\*\* to \/agent\?token=\*\*\*/);
      assert.match(jsonl, /AGENT_SECRET_VALUE=\*\*\*/);
      for (const file of results) assertNoSecret(file, readFileSync(file, 'utf8'));
      assertNoSecret('the console', run.console);

      const out2 = join(root, 'results-userinfo');
      const run2 = await parley([
        'run',
        dirs[0]!,
        '-o',
        out2,
        '--api-key',
        'sk-test-key-123',
        '--base-url',
        `http://user:${SECRETS.password}@127.0.0.1:1/v1`,
      ]);
      const files2 = filesUnder(out2);
      assert.ok(files2.length > 0, run2.console);
      for (const file of files2) assertNoSecret(file, readFileSync(file, 'utf8'));
      assertNoSecret('the console', run2.console);
    },
  );

  it('agent text that ends like an escaped secret is kept as written, and the job goes on', async () => {
    // A key starting with "t": in JSON a tab before "ok-..." reads "\\tok-...", which a scrub of
    // the serialized record took for the key and cut in the middle of the escape.
    const key = 'tok-secret-value-7';
    const dir = suite(
      'lookalike',
      { executor: 'mock' },
      { prompt: 'hi', mock: ['tab:\tok-secret-value-7'] },
    );
    const leak = suite('leak', { executor: 'mock' }, { prompt: 'hi', mock: [`key: ${key}`] });
    const out = join(root, 'results-lookalike');
    const run = await parley(['run', dir, leak, '-o', out, '-q', '--api-key', key]);
    assert.equal(run.code, 0, run.console);
    const records = readFileSync(join(out, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { task_id: string; turns: { output: string }[] });
    const output = (id: string) => records.find((r) => r.task_id === id)?.turns[0]?.output;
    assert.equal(output('lookalike-task'), 'tab:\tok-secret-value-7');
    assert.equal(output('leak-task'), 'key: ***');
    // (The lookalike's JSON text spells the key's letters, "\\t" + "ok-…": not the key.)
    for (const file of filesUnder(out)) {
      assert.ok(!readFileSync(file, 'utf8').includes(`key: ${key}`), file);
    }
    assert.ok(!run.console.includes(key), run.console);
  });

  it('a secret JSON writes escaped (a quote, a backslash, a tab) or with a surrogate pair is scrubbed from results.jsonl', async () => {
    // results.jsonl's line is checked for secrets as JSON writes them, not only as given.
    const keys = ['quo"te\\back\tslash-secret-1', 'key-\u{1F511}-emoji-secret-2'];
    for (const [i, key] of keys.entries()) {
      const dir = suite(
        `escaped-${i}`,
        { executor: 'mock' },
        { prompt: 'hi', mock: [`key: ${key}`] },
      );
      const out = join(root, `results-escaped-${i}`);
      const run = await parley(['run', dir, '-o', out, '-q', '--api-key', key]);
      assert.equal(run.code, 0, run.console);
      const text = readFileSync(join(out, 'results.jsonl'), 'utf8');
      const record = JSON.parse(text.trim()) as { turns: { output: string }[] };
      assert.equal(record.turns[0]?.output, 'key: ***');
      for (const file of filesUnder(out)) {
        const content = readFileSync(file, 'utf8');
        assert.ok(!content.includes(key), `${file} shows the key`);
        assert.ok(!content.includes(JSON.stringify(key).slice(1, -1)), `${file} shows it escaped`);
      }
    }
  });
});
