// A fake ACP agent over stdio for tests, written with the ACP SDK's agent app. What a prompt
// does depends on its text: "hang" waits for session/cancel, "ignore-cancel" never ends (and
// starts a grandchild), "crash" exits mid-turn, "outside"
// tries to write outside the workspace, "unfinished" starts a tool call that never finishes
// (pending, then in_progress) and ends the turn, "request-cap" ends the turn at the agent's own
// request limit (max_turn_requests); anything else writes hello.txt (after asking permission)
// and streams a reply. "read:<path>" / "write:<path>" send fs/read_text_file / fs/write_text_file
// for the path, "env:A,B" prints those environment variables to stderr and the reply, "run:<cmd
// args>;<cmd args>" runs those commands (with the agent's PATH) and replies with their output,
// "mcp:<server>/<tool> <json>" calls an HTTP MCP server's tool (FAKE_ACP_MCP_HTTP=1 advertises
// mcpCapabilities.http).
// FAKE_ACP_REQUIRE_AUTH=1 demands `authenticate` before session/new.
// `--script configure-agent` plays the configure-agent scenario instead: four questions, one per
// turn, then the answers written to agents/<name>.agent.yaml through fs/write_text_file.
// FAKE_ACP_PID_FILE=<path> records the agent's pid (and any grandchild's) for orphan checks.
// Real agents' quirks, played: `--wrapper` runs the agent under a node wrapper process (as npm's
// codex-acp and gemini do), and "kill-wrapper" then kills that wrapper mid-turn, the agent living
// on; "slow-tool" starts a tool process in its own group and stops it only on session/cancel,
// after a while (as opencode does), "quiet-slow-tool" the same without announcing it; `--x` exits at start with an error on stderr; "cumulative"
// reports usage summed over the session (Copilot), "quota-usage" under _meta.quota.token_count
// (Gemini), "no-usage" none (Codex); "permission-only" asks permission for a call it never
// announced, "unknown-update" updates a call it never announced (Gemini); "two-messages" sends
// two agent messages and "text-tool-text" text around a tool call; "caps" tells the client
// capabilities it was offered.
// Second pass: `--noisy-x` exits at start with its cause on line 1 of 46 stderr lines (Gemini
// CLI), `--flood-x` the same with 100 KB of stderr between; "args-call-first" /
// "args-permission-first" send a write whose own input ({path, file_text}) differs from what its
// permission request shows ({fileName, diff}), in either order (Copilot); "die-in-tool" starts a shell call (a `sleep 300` in a session of its own) and
// exits while it runs; "announce-then-wait" announces a tool call at once and says nothing else
// for 4 s (OpenCode). FAKE_ACP_TERM_FILE=<path>: on SIGTERM the agent takes 300 ms to clean up,
// writes "cleaned up" there and exits (a SIGKILL at once leaves the file unwritten).
// Third pass: FAKE_ACP_UNPROMPTED=codex|copilot|gemini sends the updates that agent sends
// unprompted, none about a turn: Codex its available_commands_update once the prompt came in,
// Copilot a config_option_update and a session_info_update, Gemini its available_commands_update
// from a timer set at session/new (so it may land before or after the prompt).
// FAKE_ACP_MCP_REPLAY=<file>: "mcp:" reports its call with the ACP messages a real agent sent
// about one (test/fixtures/acp-mcp/*.json, recorded in the real-agent lane), in their order, the
// tool called before the update that completes it. FAKE_ACP_DROP_MEDIA=1: a prompt's picture is
// answered with OpenCode's error for a model not declared to take images. FAKE_ACP_START_MCP=1:
// it starts the session's stdio MCP servers (else it starts none, as Gemini CLI in an untrusted
// folder).
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { basename, join } from 'node:path';
import { setInterval, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import * as acp from '@agentclientprotocol/sdk';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

if (process.argv.includes('--x')) {
  process.stderr.write("error: unexpected argument '--x' found\n\nUsage: fake-acp [OPTIONS]\n");
  process.exit(2);
}
if (process.argv.includes('--noisy-x')) {
  const usage = Array.from(
    { length: 45 },
    (_, i) => `  --option-${i + 1}  what option ${i + 1} does`,
  );
  process.stderr.write(`Unknown arguments: noisy-x, noisyX\n${usage.join('\n')}\n`);
  process.exit(1);
}
if (process.argv.includes('--flood-x')) {
  // 100 KB of stderr between its cause (first) and its last words (last).
  const noise = Array.from({ length: 2000 }, (_, i) => `debug ${i} ${'.'.repeat(40)}`);
  process.stderr.write(`Unknown arguments: flood-x\n${noise.join('\n')}\nbye: exiting\n`, () =>
    process.exit(1),
  );
} else if (process.argv.includes('--wrapper')) {
  // The wrapper: the real agent in a child (same process group), stdio passed through.
  const args = process.argv.slice(1).filter((a) => a !== '--wrapper');
  const inner = spawn(process.execPath, args, { stdio: 'inherit' });
  inner.on('exit', (code) => process.exit(code ?? 1));
} else {
  startAgent();
}

function startAgent() {
  let authenticated = process.env.FAKE_ACP_REQUIRE_AUTH !== '1';
  let turns = 0;
  let session = { cwd: '', mcp: '' };
  const cancelled = new Set();
  const script = process.argv.includes('--script')
    ? process.argv[process.argv.indexOf('--script') + 1]
    : undefined;
  const QUESTIONS = [
    'What should the new agent be called?',
    'What system instructions should it follow?',
    'Which tools should it have?',
    'Should it hand off to any other agents?',
  ];
  const answers = [];

  let offered = {};
  let usageSoFar = { inputTokens: 0, outputTokens: 0, cachedReadTokens: 0 };

  function recordPid(pid) {
    if (process.env.FAKE_ACP_PID_FILE) appendFileSync(process.env.FAKE_ACP_PID_FILE, `${pid}\n`);
  }
  recordPid(process.pid);
  if (process.env.FAKE_ACP_TERM_FILE) {
    const file = process.env.FAKE_ACP_TERM_FILE;
    process.on('SIGTERM', () => {
      setTimeout(() => {
        appendFileSync(file, 'cleaned up\n');
        process.exit(0);
      }, 300);
    });
  }

  const UNPROMPTED = {
    codex: [
      {
        sessionUpdate: 'available_commands_update',
        availableCommands: [{ name: 'review', description: 'Review my changes' }],
      },
    ],
    copilot: [
      {
        sessionUpdate: 'config_option_update',
        configOptions: [
          {
            id: 'model',
            name: 'Model',
            type: 'select',
            currentValue: 'loopback-model',
            options: [{ value: 'loopback-model', name: 'loopback-model' }],
          },
        ],
      },
      { sessionUpdate: 'session_info_update', title: 'New session' },
    ],
    gemini: [
      {
        sessionUpdate: 'available_commands_update',
        availableCommands: [{ name: 'memory', description: 'Manage memory' }],
      },
    ],
  };
  async function unprompted(client, sessionId) {
    for (const update of UNPROMPTED[process.env.FAKE_ACP_UNPROMPTED] ?? []) {
      await client.notify('session/update', { sessionId, update });
    }
  }

  function say(client, sessionId, text) {
    return client.notify('session/update', {
      sessionId,
      update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text } },
    });
  }

  async function writeWithPermission(client, sessionId, id, path, content = 'hi from acp') {
    // A human label for a title (as real agents send), the tool's own name in _meta.
    const toolCall = {
      toolCallId: id,
      title: `Writing ${basename(path)}`,
      kind: 'edit',
      rawInput: { path },
      _meta: { toolName: 'write_file' },
    };
    await client.notify('session/update', {
      sessionId,
      update: { sessionUpdate: 'tool_call', ...toolCall, status: 'pending', locations: [{ path }] },
    });
    const answer = await client.request('session/request_permission', {
      sessionId,
      toolCall: { ...toolCall, locations: [{ path }] },
      options: [
        { optionId: 'yes', name: 'Allow', kind: 'allow_once' },
        { optionId: 'no', name: 'Reject', kind: 'reject_once' },
      ],
    });
    const allowed = answer.outcome.outcome === 'selected' && answer.outcome.optionId === 'yes';
    let status = 'failed';
    let rawOutput = 'permission denied';
    if (allowed) {
      try {
        await client.request('fs/write_text_file', { sessionId, path, content });
        status = 'completed';
        rawOutput = 'written';
      } catch (error) {
        rawOutput = `client refused: ${error.message}`;
      }
    }
    await client.notify('session/update', {
      sessionId,
      update: { sessionUpdate: 'tool_call_update', toolCallId: id, status, rawOutput },
    });
    return allowed;
  }

  const app = acp
    .agent({ name: 'fake-acp' })
    .onRequest('initialize', ({ params }) => {
      offered = params.clientCapabilities ?? {};
      return {
        protocolVersion: acp.PROTOCOL_VERSION,
        // FAKE_ACP_PROMPT_CAPS: the promptCapabilities it declares (JSON), e.g. {"image":true};
        // FAKE_ACP_MCP_HTTP=1: it takes MCP servers over HTTP (mcpCapabilities.http).
        agentCapabilities: {
          ...(process.env.FAKE_ACP_PROMPT_CAPS
            ? { promptCapabilities: JSON.parse(process.env.FAKE_ACP_PROMPT_CAPS) }
            : {}),
          ...(process.env.FAKE_ACP_MCP_HTTP ? { mcpCapabilities: { http: true } } : {}),
        },
        authMethods: [{ id: 'env-key', name: 'API key from the environment' }],
      };
    })
    .onRequest('authenticate', () => {
      authenticated = true;
      return {};
    })
    .onRequest('session/new', async ({ params, client }) => {
      if (!authenticated) throw acp.RequestError.authRequired();
      session = {
        cwd: params.cwd,
        mcp: params.mcpServers.map((s) => s.name).join(','),
        servers: params.mcpServers,
      };
      // FAKE_ACP_START_MCP=1: it starts each stdio MCP server and waits for its first output (or
      // its end), as a real agent's MCP client waits for the server's handshake.
      const started = [];
      if (process.env.FAKE_ACP_START_MCP === '1') {
        for (const s of params.mcpServers.filter((m) => m.command)) {
          const env = Object.fromEntries(s.env.map((e) => [e.name, e.value]));
          const server = spawn(s.command, s.args, {
            stdio: ['pipe', 'pipe', 'ignore'],
            env: { ...process.env, ...env },
          });
          started.push(
            new Promise((ready) => {
              server.stdout.once('data', ready);
              server.once('exit', ready);
              server.once('error', ready);
            }),
          );
        }
      }
      if (process.env.FAKE_ACP_UNPROMPTED === 'gemini') {
        setTimeout(() => void unprompted(client, 'sess-1'), 0);
      }
      await Promise.all(started);
      return { sessionId: 'sess-1' };
    })
    .onNotification('session/cancel', ({ params }) => {
      cancelled.add(params.sessionId);
    })
    .onRequest('session/prompt', async ({ params, client }) => {
      turns += 1;
      const text = params.prompt.map((b) => (b.type === 'text' ? b.text : '')).join('');
      const { sessionId } = params;
      process.stderr.write(`turn ${turns}: ${text}\n`);
      if (process.env.FAKE_ACP_UNPROMPTED !== 'gemini') await unprompted(client, sessionId);
      // Pictures and sounds: says what it received (type, size, digest), so a test sees the bytes.
      const media = params.prompt.filter((b) => b.type === 'image' || b.type === 'audio');
      if (media.length && process.env.FAKE_ACP_DROP_MEDIA === '1') {
        // OpenCode for a model not declared to take images: the model gets this text in the
        // picture's place, and a model then tells the user.
        await say(
          client,
          sessionId,
          'ERROR: Cannot read "image" (this model does not support image input).',
        );
        return { stopReason: 'end_turn' };
      }
      if (media.length) {
        const seen = media.map((b) => {
          const bytes = Buffer.from(b.data, 'base64');
          const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
          return `${b.type} ${b.mimeType} ${bytes.length} bytes sha256:${digest}`;
        });
        await say(client, sessionId, `received ${seen.join('; ')} with "${text}"`);
        return { stopReason: 'end_turn' };
      }
      if (text === 'crash') {
        process.stderr.write('fatal: the model connection dropped\n');
        process.exit(3);
      }
      if (text === 'kill-wrapper') {
        // The wrapper dies; this agent lives on, holding the client's pipes (its stdio).
        // Like a real agent, more than its stdin keeps it alive (servers, timers).
        process.kill(process.ppid, 'SIGKILL');
        setInterval(() => undefined, 1000);
        await new Promise(() => undefined);
      }
      if (text === 'slow-tool' || text === 'quiet-slow-tool') {
        // A tool process in a group of its own: only the agent stops it, on session/cancel.
        const tool = spawn('sleep', ['300'], { stdio: 'ignore', detached: true });
        recordPid(tool.pid);
        if (text === 'slow-tool')
          await client.notify('session/update', {
            sessionId,
            update: {
              sessionUpdate: 'tool_call',
              toolCallId: 'sleep-1',
              title: 'sleep 300',
              kind: 'execute',
              status: 'in_progress',
              rawInput: { command: 'sleep 300' },
            },
          });
        while (!cancelled.has(sessionId)) await sleep(10);
        await sleep(300);
        tool.kill('SIGKILL');
        process.stderr.write('cancelled: tool process stopped\n');
        return { stopReason: 'cancelled' };
      }
      if (text === 'args-call-first' || text === 'args-permission-first') {
        const toolCallId = 'write-args';
        const path = join(session.cwd, 'args.txt');
        const own = {
          sessionUpdate: 'tool_call',
          toolCallId,
          title: 'Creating args.txt',
          kind: 'edit',
          status: 'pending',
          rawInput: { path, file_text: 'hello' },
          _meta: { toolName: 'create' },
        };
        const ask = () =>
          client.request('session/request_permission', {
            sessionId,
            toolCall: {
              toolCallId,
              title: 'Approve the edit of args.txt',
              kind: 'edit',
              rawInput: { fileName: path, diff: '+hello' },
            },
            options: [
              { optionId: 'yes', name: 'Allow', kind: 'allow_once' },
              { optionId: 'no', name: 'Reject', kind: 'reject_once' },
            ],
          });
        if (text === 'args-call-first') {
          await client.notify('session/update', { sessionId, update: own });
          await ask();
        } else {
          await ask();
          await client.notify('session/update', { sessionId, update: own });
        }
        await client.notify('session/update', {
          sessionId,
          update: { sessionUpdate: 'tool_call_update', toolCallId, status: 'completed' },
        });
        await say(client, sessionId, 'wrote args.txt');
        return { stopReason: 'end_turn' };
      }
      if (text === 'die-in-tool') {
        const answer = await client.request('session/request_permission', {
          sessionId,
          toolCall: {
            toolCallId: 'shell-long',
            title: 'sleep 300',
            kind: 'execute',
            rawInput: { command: 'sleep 300' },
          },
          options: [
            { optionId: 'yes', name: 'Allow', kind: 'allow_once' },
            { optionId: 'no', name: 'Reject', kind: 'reject_once' },
          ],
        });
        if (answer.outcome.outcome !== 'selected' || answer.outcome.optionId !== 'yes') {
          return { stopReason: 'end_turn' };
        }
        // The shell command in a session of its own (as Copilot and OpenCode run them): not in
        // the agent's process group.
        const tool = spawn('sleep', ['300'], { stdio: 'ignore', detached: true });
        recordPid(tool.pid);
        tool.unref();
        await client.notify('session/update', {
          sessionId,
          update: {
            sessionUpdate: 'tool_call',
            toolCallId: 'shell-long',
            title: 'sleep 300',
            kind: 'execute',
            status: 'in_progress',
            rawInput: { command: 'sleep 300' },
          },
        });
        await sleep(200);
        process.stderr.write('fatal: lost the model connection while a tool ran\n');
        process.exit(4);
      }
      if (text === 'announce-then-wait') {
        await client.notify('session/update', {
          sessionId,
          update: {
            sessionUpdate: 'tool_call',
            toolCallId: 'bash-1',
            title: 'npm test',
            kind: 'execute',
            status: 'in_progress',
            rawInput: { command: 'npm test' },
          },
        });
        await sleep(4000);
        await client.notify('session/update', {
          sessionId,
          update: { sessionUpdate: 'tool_call_update', toolCallId: 'bash-1', status: 'completed' },
        });
        await say(client, sessionId, 'tests pass');
        return { stopReason: 'end_turn' };
      }
      if (text === 'cumulative') {
        usageSoFar = {
          inputTokens: usageSoFar.inputTokens + 100,
          outputTokens: usageSoFar.outputTokens + 10,
          // ACP's usage names the prompt cache's reads cachedReadTokens (of inputTokens).
          cachedReadTokens: usageSoFar.cachedReadTokens + 40,
        };
        await say(client, sessionId, `turn ${turns}`);
        return { stopReason: 'end_turn', _meta: { usage: { ...usageSoFar } } };
      }
      if (text === 'quota-usage') {
        await say(client, sessionId, `turn ${turns}`);
        return {
          stopReason: 'end_turn',
          _meta: { quota: { token_count: { input_tokens: 50, output_tokens: 5 } } },
        };
      }
      if (text === 'no-usage') {
        await say(client, sessionId, `turn ${turns}`);
        return { stopReason: 'end_turn' };
      }
      if (text === 'caps') {
        await say(client, sessionId, `caps ${JSON.stringify(offered)}`);
        return { stopReason: 'end_turn' };
      }
      if (text === 'two-messages') {
        for (const [messageId, line] of [
          ['m1', 'First message.'],
          ['m2', 'Second message.'],
        ]) {
          await client.notify('session/update', {
            sessionId,
            update: {
              sessionUpdate: 'agent_message_chunk',
              messageId,
              content: { type: 'text', text: line },
            },
          });
        }
        return { stopReason: 'end_turn' };
      }
      if (text === 'text-tool-text') {
        await say(client, sessionId, 'Looking.');
        await client.notify('session/update', {
          sessionId,
          update: {
            sessionUpdate: 'tool_call',
            toolCallId: 'look-1',
            title: 'Reading README.md',
            kind: 'read',
            status: 'completed',
            locations: [{ path: join(session.cwd, 'README.md') }],
          },
        });
        await say(client, sessionId, 'Done.');
        return { stopReason: 'end_turn' };
      }
      if (text === 'permission-only') {
        // Gemini: a permission-gated shell command, never announced as a tool_call.
        const answer = await client.request('session/request_permission', {
          sessionId,
          toolCall: {
            toolCallId: 'shell-1',
            title: 'echo hi > shell.txt',
            kind: 'execute',
            rawInput: { command: 'echo hi > shell.txt' },
            _meta: { toolName: 'run_shell_command' },
          },
          options: [
            { optionId: 'proceed_once', name: 'Allow', kind: 'allow_once' },
            { optionId: 'cancel', name: 'Reject', kind: 'reject_once' },
          ],
        });
        const allowed =
          answer.outcome.outcome === 'selected' && answer.outcome.optionId === 'proceed_once';
        await say(client, sessionId, allowed ? 'ran it' : 'not allowed');
        return { stopReason: 'end_turn' };
      }
      if (text === 'unknown-update') {
        await client.notify('session/update', {
          sessionId,
          update: {
            sessionUpdate: 'tool_call_update',
            toolCallId: 'ghost-1',
            title: 'Creating ghost.txt',
            kind: 'edit',
            status: 'completed',
            locations: [{ path: join(session.cwd, 'ghost.txt') }],
          },
        });
        await say(client, sessionId, 'made ghost.txt');
        return { stopReason: 'end_turn' };
      }
      if (text === 'hang') {
        while (!cancelled.has(sessionId)) await sleep(10);
        return { stopReason: 'cancelled' };
      }
      if (text === 'ignore-cancel') {
        // Starts a grandchild in its process group and never ends the turn.
        const child = spawn('sleep', ['60'], { stdio: 'ignore' });
        process.stderr.write(`grandchild ${child.pid}\n`);
        recordPid(child.pid);
        await new Promise(() => undefined);
      }
      if (script === 'configure-agent') return configureAgentTurn(client, sessionId, text);
      if (text.startsWith('read:') || text.startsWith('write:')) {
        // Straight fs/* requests (no permission asked): what the client's own check lets through.
        const [op, path] = [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)];
        try {
          const result =
            op === 'read'
              ? await client.request('fs/read_text_file', { sessionId, path })
              : await client.request('fs/write_text_file', { sessionId, path, content: 'pwned' });
          await say(client, sessionId, `${op} ok: ${result.content ?? ''}`);
        } catch (error) {
          await say(
            client,
            sessionId,
            `${op} refused: (code ${error.code}) ${error.message} ${JSON.stringify(error.data ?? '')}`,
          );
        }
        return { stopReason: 'end_turn' };
      }
      if (text.startsWith('mcp:')) {
        // "mcp:<server>/<tool> <json arguments>": calls that tool of an HTTP MCP server the
        // session was given, as an agent's MCP client would, and replies with the result.
        const [target, ...rest] = text.slice(4).split(' ');
        const [name, tool] = target.split('/');
        const server = session.servers.find((s) => s.name === name && s.url);
        const args = JSON.parse(rest.join(' '));
        const replay = process.env.FAKE_ACP_MCP_REPLAY
          ? JSON.parse(readFileSync(process.env.FAKE_ACP_MCP_REPLAY, 'utf8')).messages
          : [];
        const call = async () => {
          const mcp = new McpClient({ name: 'fake-acp', version: '1.0.0' });
          await mcp.connect(new StreamableHTTPClientTransport(new URL(server.url)));
          const result = await mcp.callTool({ name: tool, arguments: args });
          await mcp.close();
          return result;
        };
        let result;
        for (const { method, params } of replay) {
          if (!result && params.update?.status === 'completed') result = await call();
          if (method === 'session/update') await client.notify(method, { sessionId, ...params });
          else await client.request(method, { sessionId, ...params });
        }
        result ??= await call();
        const out = result.content.map((c) => c.text).join('');
        await say(client, sessionId, `${result.isError ? 'error' : 'ok'}: ${out}`);
        return { stopReason: 'end_turn' };
      }
      if (text.startsWith('run:')) {
        // Runs each `;`-separated command line (words split on spaces) in the session's cwd with
        // its own PATH, as an agent's shell tool would, and reports each as an execute call.
        const lines = text
          .slice(4)
          .split(';')
          .map((l) => l.trim())
          .filter(Boolean);
        const outputs = [];
        for (const [i, line] of lines.entries()) {
          const [command, ...args] = line.split(' ');
          const toolCallId = `run-${i}`;
          await client.notify('session/update', {
            sessionId,
            update: {
              sessionUpdate: 'tool_call',
              toolCallId,
              title: line,
              kind: 'execute',
              status: 'in_progress',
              rawInput: { command: line },
            },
          });
          const { code, out } = await new Promise((resolve) => {
            const child = spawn(command, args, { cwd: session.cwd });
            let out = '';
            child.stdout.on('data', (d) => (out += d));
            child.stderr.on('data', (d) => (out += d));
            child.on('error', (e) => resolve({ code: -1, out: e.message }));
            child.on('close', (code) => resolve({ code, out }));
          });
          await client.notify('session/update', {
            sessionId,
            update: {
              sessionUpdate: 'tool_call_update',
              toolCallId,
              status: code === 0 ? 'completed' : 'failed',
              rawOutput: { exit_code: code, output: out },
            },
          });
          outputs.push(`${line} -> ${code}: ${out.trim()}`);
        }
        await say(client, sessionId, outputs.join('\n'));
        return { stopReason: 'end_turn' };
      }
      if (text.startsWith('env:')) {
        // Prints environment variables (to stderr and the reply), as a leaky agent would.
        const names = text.slice(4).split(',');
        const shown = names.map((n) => `${n}=${process.env[n] ?? '(unset)'}`).join(' ');
        process.stderr.write(`env ${shown}\n`);
        await say(client, sessionId, shown);
        return { stopReason: 'end_turn' };
      }
      if (text === 'request-cap') {
        // The agent's own limit on model requests in one turn.
        await say(client, sessionId, 'Still working on it...');
        return { stopReason: 'max_turn_requests' };
      }
      if (text === 'unfinished') {
        const toolCallId = 'never-done';
        await client.notify('session/update', {
          sessionId,
          update: {
            sessionUpdate: 'tool_call',
            toolCallId,
            title: 'Writing notes.txt',
            kind: 'edit',
            rawInput: { path: 'notes.txt' },
            _meta: { toolName: 'write_file' },
            status: 'pending',
          },
        });
        await client.notify('session/update', {
          sessionId,
          update: { sessionUpdate: 'tool_call_update', toolCallId, status: 'in_progress' },
        });
        await say(client, sessionId, 'I could not finish writing notes.txt.');
        return { stopReason: 'end_turn' };
      }
      if (text === 'outside') {
        const allowed = await writeWithPermission(client, sessionId, 'out-1', '/tmp/../etc/x.txt');
        await say(client, sessionId, allowed ? 'allowed' : 'denied');
        return { stopReason: 'end_turn' };
      }
      const allowed = await writeWithPermission(
        client,
        sessionId,
        `t${turns}`,
        join(session.cwd, 'hello.txt'),
      );
      await say(client, sessionId, `Hello from fake ACP, `);
      await say(
        client,
        sessionId,
        `turn ${turns} (${allowed ? 'wrote' : 'could not write'}; mcp: ${session.mcp || 'none'}).`,
      );
      return { stopReason: 'end_turn', _meta: { usage: { inputTokens: 7, outputTokens: 3 } } };
    });

  /** One turn of the configure-agent scenario: ask the next question, or write the definition. */
  async function configureAgentTurn(client, sessionId, text) {
    if (turns > 1) answers.push(text);
    const question = QUESTIONS[turns - 1];
    if (question) {
      await say(client, sessionId, question);
      return { stopReason: 'end_turn' };
    }
    const [name, instructions, tools, handoffs] = answers;
    const file = `agents/${name}.agent.yaml`;
    const content = [
      `name: ${name}`,
      `instructions: ${instructions}`,
      `tools: ${tools}`,
      `handoffs: ${handoffs}`,
      '',
    ].join('\n');
    const written = await writeWithPermission(
      client,
      sessionId,
      'write-definition',
      join(session.cwd, file),
      content,
    );
    await say(client, sessionId, written ? `Created ${file}.` : `Could not write ${file}.`);
    return { stopReason: 'end_turn' };
  }

  app.connect(acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)));
}
