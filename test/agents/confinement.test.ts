// Issue 14.1: no path an agent or a model names leads out of the workspace, symlinks included.
// A workspace with a dangling symlink to a file outside, a symlink to an outside folder and one
// to an outside secret, driven through the built-in agent's file tools (fake model) and the ACP
// client's fs/* requests (fake ACP agent); the file system is checked afterwards.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAcpAgent } from '../../src/agents/acp/index.js';
import { createWorkspace } from '../../src/agents/workspace.js';
import { createOpenAiAgent } from '../../src/agents/openai/index.js';
import type { AgentSession } from '../../src/agents/types.js';
import { createLlm } from '../../src/llm/client.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai-server.js';
import { collector, makeContext, makeSuite, makeTask, tempDir } from './helpers.js';

const FAKE_ACP = join(import.meta.dirname, '..', 'fakes', 'acp-agent.mjs');
const SECRET = 'TOPSECRET-outside-the-workspace';
let outside: { dir: string; remove: () => Promise<void> };
let ws: { dir: string; remove: () => Promise<void> };
let fake: FakeOpenAI;
const sessions: AgentSession[] = [];

before(async () => {
  outside = await tempDir('parley-outside-');
  ws = await tempDir('parley-ws-');
  ws.dir = await realpath(ws.dir);
  await writeFile(join(outside.dir, 'secret.txt'), `${SECRET}\n`);
  await symlink(join(outside.dir, 'new.txt'), join(ws.dir, 'dangling'));
  await symlink(outside.dir, join(ws.dir, 'out'));
  await symlink(join(outside.dir, 'secret.txt'), join(ws.dir, 'secret-link'));
  await mkdir(join(ws.dir, 'sub'));
  await writeFile(join(ws.dir, 'sub', 'ok.txt'), 'inside ok\n');
  await symlink('sub/ok.txt', join(ws.dir, 'inner'));
  await writeFile(join(ws.dir, '..foo'), 'a name, not a climb\n');
  fake = await startFakeOpenAI(() => ({ content: 'unused' }), { apiKey: 'sk-test' });
});
after(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  await fake.close();
  await ws.remove();
  await outside.remove();
});

function nothingLeaked() {
  assert.ok(!existsSync(join(outside.dir, 'new.txt')), 'wrote through the dangling symlink');
  assert.ok(!existsSync(join(outside.dir, 'made.txt')), 'wrote through the folder symlink');
}

describe('workspace confinement, symlinks included', () => {
  it('the built-in agent: write_file, read_file and search_files stay inside', async () => {
    const calls = [
      { name: 'write_file', arguments: { path: 'dangling', content: 'pwned' } },
      { name: 'write_file', arguments: { path: 'out/made.txt', content: 'pwned' } },
      { name: 'read_file', arguments: { path: 'secret-link' } },
      { name: 'read_file', arguments: { path: 'out/secret.txt' } },
      { name: 'search_files', arguments: { pattern: 'TOPSECRET|inside ok' } },
      { name: 'read_file', arguments: { path: '..foo' } },
      { name: 'read_file', arguments: { path: 'inner' } },
      { name: 'list_files', arguments: {} },
    ];
    await fake.close();
    fake = await startFakeOpenAI(
      ({ index }) => (index === 0 ? { toolCalls: calls } : { content: 'done' }),
      { apiKey: 'sk-test' },
    );
    const llm = createLlm({ baseURL: fake.url, apiKey: 'sk-test' }, { maxRetries: 0 });
    const session = await createOpenAiAgent(
      makeContext(makeSuite(ws.dir), makeTask(), ws.dir, llm),
    );
    sessions.push(session);
    const turn = await session.sendTurn('go', collector().options);
    const results = turn.toolCalls.map((c) => [c.name, c.success, String(c.result)] as const);
    nothingLeaked();
    for (const [name, success, result] of results.slice(0, 4)) {
      assert.equal(success, false, `${name}: ${result}`);
      assert.match(result, /refused/);
    }
    assert.ok(!JSON.stringify(turn.toolCalls).includes(SECRET), 'an outside file was read');
    assert.equal(results[4]![2], 'inner:1: inside ok\nsub/ok.txt:1: inside ok');
    assert.deepEqual(results.slice(5, 7), [
      ['read_file', true, 'a name, not a climb\n'],
      ['read_file', true, 'inside ok\n'],
    ]);
    assert.doesNotMatch(results[7]![2], /secret|made/);
  });

  it(
    'search_files runs a catastrophic-backtracking pattern in linear time (issue 14.4)',
    {
      timeout: 20_000,
    },
    async () => {
      await writeFile(join(ws.dir, 'sub', 'aaa.txt'), `${'a'.repeat(26)}b\n${'a'.repeat(30)}\n`);
      await fake.close();
      fake = await startFakeOpenAI(
        ({ index }) =>
          index === 0
            ? {
                toolCalls: [
                  { name: 'search_files', arguments: { pattern: '^(a+)+$', path: 'sub' } },
                ],
              }
            : { content: 'done' },
        { apiKey: 'sk-test' },
      );
      const llm = createLlm({ baseURL: fake.url, apiKey: 'sk-test' }, { maxRetries: 0 });
      const session = await createOpenAiAgent(
        makeContext(makeSuite(ws.dir), makeTask(), ws.dir, llm),
      );
      sessions.push(session);
      const turn = await session.sendTurn('go', collector().options);
      assert.equal(turn.toolCalls[0]!.result, `sub/aaa.txt:2: ${'a'.repeat(30)}`);
    },
  );

  it('search_files tells the model why a pattern is not RE2, then searches with the next', async () => {
    await writeFile(join(ws.dir, 'sub', 'ab.txt'), 'ab\n');
    await fake.close();
    fake = await startFakeOpenAI(
      ({ index }) =>
        index < 2
          ? {
              toolCalls: [
                {
                  name: 'search_files',
                  arguments: { pattern: index === 0 ? '(?<=a)b' : '^a(b)$', path: 'sub' },
                },
              ],
            }
          : { content: 'done' },
      { apiKey: 'sk-test' },
    );
    const llm = createLlm({ baseURL: fake.url, apiKey: 'sk-test' }, { maxRetries: 0 });
    const session = await createOpenAiAgent(
      makeContext(makeSuite(ws.dir), makeTask(), ws.dir, llm),
    );
    sessions.push(session);
    const turn = await session.sendTurn('go', collector().options);
    assert.deepEqual(
      turn.toolCalls.map((c) => c.result),
      [
        'error: invalid regular expression "(?<=a)b": lookahead and lookbehind are not RE2 syntax',
        'sub/ab.txt:1: ab',
      ],
    );
  });

  it('a relative symlink committed in a repos: checkout does not lead out either', async () => {
    const repo = join(outside.dir, 'repo');
    await mkdir(repo);
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', repo, ...args], {
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@t',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@t',
        },
      });
    git('init', '-q');
    await writeFile(join(repo, 'README.md'), 'inside the checkout\n');
    await symlink(`${'../'.repeat(12)}${outside.dir.slice(1)}/secret.txt`, join(repo, 'leak'));
    git('add', '.');
    git('commit', '-qm', 'a hostile link');
    const task = makeTask({ repos: [{ source: repo, dest: 'checkout' }] });
    const workspace = await createWorkspace(makeSuite(ws.dir), task);
    try {
      const calls = [
        { name: 'read_file', arguments: { path: 'checkout/leak' } },
        { name: 'search_files', arguments: { pattern: 'TOPSECRET|inside' } },
      ];
      await fake.close();
      fake = await startFakeOpenAI(
        ({ index }) => (index === 0 ? { toolCalls: calls } : { content: 'done' }),
        { apiKey: 'sk-test' },
      );
      const llm = createLlm({ baseURL: fake.url, apiKey: 'sk-test' }, { maxRetries: 0 });
      const session = await createOpenAiAgent(
        makeContext(makeSuite(ws.dir), task, workspace.root, llm),
      );
      sessions.push(session);
      const turn = await session.sendTurn('go', collector().options);
      assert.equal(turn.toolCalls[0]!.success, false);
      assert.match(String(turn.toolCalls[0]!.result), /refused/);
      assert.equal(turn.toolCalls[1]!.result, 'checkout/README.md:1: inside the checkout');
      assert.ok(!JSON.stringify(turn.toolCalls).includes(SECRET));
    } finally {
      await workspace.cleanup();
    }
  });

  it('the ACP client: fs/read_text_file and fs/write_text_file stay inside', async () => {
    const task = makeTask({
      agent: {
        executor: 'acp',
        command: process.execPath,
        args: [FAKE_ACP],
        env: {},
        permissions: 'allow_workspace',
      },
    });
    const session = await createAcpAgent(
      makeContext(makeSuite(ws.dir, { executor: 'acp' }), task, ws.dir, createLlm({})),
    );
    sessions.push(session);
    const say = async (text: string) => (await session.sendTurn(text, collector().options)).output;
    assert.match(await say('read:secret-link'), /^read refused: .*refused/);
    assert.match(await say(`read:${join(ws.dir, 'out', 'secret.txt')}`), /^read refused/);
    assert.match(await say('write:dangling'), /^write refused: .*dangling symlink/);
    assert.match(await say('write:out/made.txt'), /^write refused/);
    assert.equal(await say('read:..foo'), 'read ok: a name, not a climb\n');
    assert.equal(await say('read:inner'), 'read ok: inside ok\n');
    nothingLeaked();
  });
});
