// The real-agent lane (npm run test:agents; .ci/run runs it after the tests): the four ACP agent
// CLIs (Copilot CLI, OpenCode, Codex through codex-acp, Gemini CLI) installed from npm at pinned
// versions, driven offline by the bundled `parley run` (bin/parley.js, dist/cli/: what the
// action and the npm package run; build it first with npm run bundle) against the loopback model fake
// (test/fakes/openai-server.ts: Chat Completions, the Responses API and the Gemini API). Per
// agent, one parley run per case: a multi-turn conversation with the rule responder and a file
// write (file grader, tool grader by the stable name), a denied permission, a model that hangs
// (timeout), one that never answers (first-event timeout), command_mocks, mcp_mocks (one
// tool_calls grader on the MCP tool's name and arguments for all four), a suite's own stdio MCP
// server, a picture in the prompt (and, on OpenCode, one its model is not declared to take), an
// agent that exits at start (its stderr), a kill -9 of the agent mid-turn, and a kill -9 of the
// agent while its shell command runs. Each case checks how Parley exited, that the run left exactly one record, what the record
// holds, and that no process the lane started is left: found by the lane's own environment tag
// and the parley run's session, never by a command line. An agent npm cannot install fails the
// lane.
// Usage: tsx scripts/real-agents.ts [agent ...]
//   REAL_AGENTS_DIR: the install cache folder (default .real-agents/)
//   REAL_AGENTS_CASES=conversation,hang: only these cases; REAL_AGENTS_DEBUG=1: each model
//   request kept in the run's folder (requests.jsonl)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFakeOpenAI, type FakeReply, type FakeRequest } from '../test/fakes/openai-server.js';
import { readResults } from '../src/results/jsonl.js';
import type { RunRecord } from '../src/results/schema.js';

interface AgentLane {
  pkg: string;
  version: string;
  bin: string;
  args: string[];
  /** Environment and files the agent needs to use the loopback model at `url`. */
  setup(url: string, home: string): Record<string, string>;
  /** More of `config.agent` than command, args, env and permissions. */
  agent?: Record<string, unknown>;
  /** The ACP kind of its file write: `execute` for an agent that writes with its shell. */
  writeKind?: string;
  /**
   * false: its calls' recorded input cannot be the model's arguments (Codex sends a command line
   * it built; Gemini CLI sends no input at all).
   */
  ownArguments?: false;
  /** false: it starts no stdio MCP server it is given in session/new. */
  stdioMcp?: false;
}

/** Checks made (a run's exit and leftovers count as one, and each record check). */
let checks = 0;
const MODEL = 'loopback-model';

export const AGENTS: Record<string, AgentLane> = {
  copilot: {
    pkg: '@github/copilot',
    version: '1.0.102',
    bin: 'copilot',
    args: ['--acp'],
    stdioMcp: false,
    setup: (url, home) => ({
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_STATE_HOME: join(home, '.local/state'),
      COPILOT_PROVIDER_TYPE: 'openai',
      COPILOT_PROVIDER_BASE_URL: url,
      COPILOT_PROVIDER_API_KEY: 'loopback',
      COPILOT_MODEL: MODEL,
      COPILOT_OFFLINE: 'true',
    }),
  },
  opencode: {
    pkg: 'opencode-ai',
    version: '1.18.33',
    bin: 'opencode',
    args: ['acp'],
    setup: (url, home) => {
      const config = join(home, 'opencode.json');
      writeFileSync(config, JSON.stringify(opencodeConfig(url)));
      writeFileSync(
        join(home, 'opencode-text-only.json'),
        JSON.stringify(opencodeConfig(url, false)),
      );
      return {
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
        XDG_DATA_HOME: join(home, '.local/share'),
        XDG_CACHE_HOME: join(home, '.cache'),
        XDG_STATE_HOME: join(home, '.local/state'),
        OPENCODE_CONFIG: config,
        OPENCODE_DISABLE_AUTOUPDATE: '1',
        OPENCODE_DISABLE_LSP_DOWNLOAD: 'true',
      };
    },
  },
};

interface Provider {
  options: object;
  models?: Record<string, { modalities?: unknown }>;
}

/**
 * The config docs/agents/opencode.md gives for a local endpoint, as written there, pointed at the
 * loopback model: the doc followed literally (its model's image input included).
 */
function opencodeConfig(url: string, images = true): { provider: Record<string, Provider> } {
  const doc = readFileSync(join(repo, 'docs/agents/opencode.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Offline, against a local endpoint'));
  const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/agents/opencode.md: no JSON config for a local endpoint');
  const config = JSON.parse(block) as { provider: Record<string, Provider> };
  for (const provider of Object.values(config.provider)) {
    provider.options = { ...provider.options, baseURL: url };
    // The same model without its image input: what the image-undeclared case runs.
    if (!images) for (const m of Object.values(provider.models ?? {})) delete m.modalities;
  }
  return config;
}

const CODEX_MODEL = 'gpt-5.4-mini';
AGENTS.codex = {
  pkg: '@zed-industries/codex-acp',
  version: '0.16.0',
  bin: 'codex-acp',
  args: [],
  // The Responses API of the loopback fake; the settings docs/agents/codex.md gives.
  setup: (url, home) => {
    const codexHome = join(home, '.codex');
    mkdirSync(codexHome, { recursive: true });
    writeFileSync(
      join(codexHome, 'config.toml'),
      [
        // A model Codex knows: for any other it prefixes every reply with a warning that it
        // has no metadata for it. The loopback model answers whatever the name.
        `model = "${CODEX_MODEL}"`,
        'model_provider = "loopback"',
        // Without an approval policy Codex asks no permission (Parley's policy never applies);
        // its workspace-write sandbox needs bubblewrap (bwrap), which a runner may not have:
        // every command then fails, so the lane runs unsandboxed, behind Parley's policy.
        'approval_policy = "untrusted"',
        'sandbox_mode = "danger-full-access"',
        '',
        '[model_providers.loopback]',
        'name = "Loopback"',
        `base_url = "${url}"`,
        'env_key = "LOOPBACK_MODEL_KEY"',
        'wire_api = "responses"',
        '',
      ].join('\n'),
    );
    return { HOME: home, CODEX_HOME: codexHome, LOOPBACK_MODEL_KEY: 'loopback' };
  },
  // Its only tool that writes is exec_command.
  writeKind: 'execute',
  ownArguments: false,
};
AGENTS.gemini = {
  pkg: '@google/gemini-cli',
  version: '0.61.0',
  bin: 'gemini',
  args: ['--acp', '--model', MODEL],
  // The Gemini API of the loopback fake (its base URL without /v1).
  setup: (url, home) => {
    // It connects no MCP server in a folder it does not trust (every Parley workspace) unless
    // folder trust is off: the setting docs/agents/gemini.md gives.
    mkdirSync(join(home, '.gemini'), { recursive: true });
    writeFileSync(
      join(home, '.gemini/settings.json'),
      JSON.stringify({ security: { folderTrust: { enabled: false } } }),
    );
    return {
      HOME: home,
      GOOGLE_GEMINI_BASE_URL: url.replace(/\/v1$/, ''),
      GEMINI_API_KEY: 'loopback',
    };
  },
  // Gemini CLI 0.61 fails every write through the client file system.
  agent: { fs: false },
  ownArguments: false,
};

const repo = resolve(import.meta.dirname, '..');
const cache = resolve(process.env.REAL_AGENTS_DIR ?? join(repo, '.real-agents'));
/** The `parley` command of the npm package: the bundle (dist/cli/), as users run it. */
const PARLEY_BIN = join(repo, 'bin/parley.js');
const BUNDLE = join(repo, 'dist/cli/index.js');
const RUN_LIMIT_MS = 150_000;
/** The tool process the kill case starts: found by this command line while it runs. */
const TOOL_COMMAND = 'sleep 317';
const INSTALL_LIMIT_MS = Number(process.env.REAL_AGENTS_INSTALL_LIMIT_MS ?? 300_000);

function log(text: string) {
  process.stdout.write(`[real-agents] ${text}\n`);
}

/** The pinned versions, installed once into the cache folder; why not, when npm could not. */
function install(names: string[]): string | undefined {
  const wanted = names.map((n) => `${AGENTS[n]!.pkg}@${AGENTS[n]!.version}`);
  const have = names.every((n) => {
    const file = join(cache, 'node_modules', AGENTS[n]!.pkg, 'package.json');
    return (
      existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === AGENTS[n]!.version
    );
  });
  if (have) return undefined;
  mkdirSync(cache, { recursive: true });
  log(`installing ${wanted.join(' ')} into ${cache}`);
  const npm = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', cache, ...wanted],
    { stdio: 'inherit', timeout: INSTALL_LIMIT_MS },
  );
  if (npm.error) return `npm install failed: ${npm.error.message}`;
  if (npm.signal) {
    return npm.signal === 'SIGTERM'
      ? `npm install did not finish within ${INSTALL_LIMIT_MS / 1000} s`
      : `npm install was killed (${npm.signal})`;
  }
  if (npm.status !== 0) return `npm install exited with code ${npm.status}`;
  return undefined;
}

/** Text of a chat message's content. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((p) => (typeof p === 'object' && p && 'text' in p ? String(p.text) : ''))
      .join('');
  }
  return '';
}

interface Tool {
  name: string;
  properties: Record<string, unknown>;
  required: string[];
}

function toolsOf(body: { tools?: unknown[] }): Tool[] {
  return (body.tools ?? []).flatMap((t) => {
    const f = (
      t as {
        function?: { name?: string; parameters?: { properties?: object; required?: string[] } };
      }
    ).function;
    if (!f?.name) return [];
    return [
      {
        name: f.name,
        properties: { ...(f.parameters?.properties ?? {}) },
        required: f.parameters?.required ?? [],
      },
    ];
  });
}

/** The agent's file-writing tool and arguments that write `content` to `path`. */
function writeCall(tools: Tool[], path: string, content: string) {
  const preferred = ['create', 'write', 'write_file', 'str_replace_based_edit_tool', 'edit'];
  // A file tool takes a path (Codex's write_stdin and create_goal do not).
  const takesPath = (t: Tool) => Object.keys(t.properties).some((k) => /path|file/i.test(k));
  const tool =
    preferred.map((n) => tools.find((t) => t.name === n)).find(Boolean) ??
    tools.find((t) => /write|create/i.test(t.name) && takesPath(t));
  if (!tool) return undefined;
  const args: Record<string, unknown> = {};
  for (const key of Object.keys(tool.properties)) {
    if (/content|text/i.test(key)) args[key] = content;
    else if (/path|file/i.test(key)) args[key] = path;
    else if (key === 'command') args[key] = 'create';
  }
  return { name: tool.name, arguments: args };
}

/** The agent's shell tool and arguments that run `command` (in `cwd` where the tool takes one). */
function shellCall(tools: Tool[], command: string, cwd: string | undefined) {
  const preferred = ['bash', 'shell', 'exec_command', 'run_shell_command', 'execute'];
  const tool =
    preferred.map((n) => tools.find((t) => t.name === n)).find(Boolean) ??
    tools.find((t) => /shell|bash|exec/i.test(t.name));
  if (!tool) return undefined;
  const args: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(tool.properties)) {
    const type = (schema as { type?: unknown } | undefined)?.type;
    if (/^(command|cmd)$/i.test(key)) {
      args[key] = type === 'array' ? ['bash', '-lc', command] : command;
    } else if (/description/i.test(key)) args[key] = 'Wait a while';
    else if (/^(workdir|cwd|dir|directory)$/i.test(key) && cwd) args[key] = cwd;
  }
  return { name: tool.name, arguments: args };
}

/** What the tools answered since the user's last message. */
function toolText(messages: { role: string; content: unknown }[], lastUser: number): string {
  return messages
    .slice(lastUser + 1)
    .filter((m) => m.role === 'tool')
    .map((m) => textOf(m.content))
    .join(' | ')
    .slice(0, 2000);
}

/** The loopback model: a rule per keyword of the user's message. */
function model(
  laneDir: string,
  onKill: () => void,
  sent: { name: string; arguments: Record<string, unknown> }[],
  debugLog?: string,
) {
  return (request: FakeRequest): FakeReply => {
    if (debugLog) appendFileSync(debugLog, `${JSON.stringify(request.raw ?? request.body)}\n`);
    const body = request.body as {
      messages?: { role: string; content: unknown }[];
      tools?: unknown[];
    };
    if (!body?.messages)
      return { status: 404, body: { error: { message: `no route ${request.path}` } } };
    const messages = body.messages;
    const lastUser = messages.map((m) => m.role).lastIndexOf('user');
    const user = textOf(messages[lastUser]?.content);
    const toolDone = messages.slice(lastUser + 1).some((m) => m.role === 'tool');
    const everything = messages.map((m) => textOf(m.content)).join('\n');
    // The run's workspace as the agent was told it: ws-<16 random hex digits> in the temp
    // directory (agents/workspace.ts). (Not the lane's own folder, which an agent may mention.)
    const cwd = [...everything.matchAll(/\/(?:tmp|var)[^\s"'`<>]*\/ws-[0-9a-f]{16}/g)]
      .map((m) => m[0])
      .find((path) => !path.startsWith(laneDir));
    const write = (file: string, done: string): FakeReply => {
      if (toolDone) return { content: done };
      const path = cwd ? join(cwd, file) : file;
      // An agent with no file-writing tool (Codex: exec_command only) writes with its shell.
      const call =
        writeCall(toolsOf(body), path, 'Hello, world!\n') ??
        shellCall(toolsOf(body), `printf 'Hello, world!\\n' > '${path}'`, cwd);
      if (call) {
        sent.push(call);
        return { toolCalls: [call] };
      }
      return {
        content: `no write tool among ${toolsOf(body)
          .map((t) => t.name)
          .join(', ')}`,
      };
    };
    if (user.includes('RUN-SLEEP')) {
      if (toolDone) return { content: 'The command ended.' };
      const call = shellCall(toolsOf(body), TOOL_COMMAND, cwd);
      return call ? { toolCalls: [call] } : { content: 'no shell tool' };
    }
    if (user.includes('HANG')) return { hang: true };
    if (user.includes('RUN-GH')) {
      if (toolDone) return { content: `The command said: ${toolText(messages, lastUser)}` };
      const call = shellCall(toolsOf(body), 'gh pr view 12', cwd);
      return call ? { toolCalls: [call] } : { content: 'no shell tool' };
    }
    if (user.includes('LOOKUP')) {
      if (toolDone) return { content: `The ticket: ${toolText(messages, lastUser)}` };
      // Named by each agent its own way: tickets-get, tickets_get, mcp__tickets.get, get.
      const tools = toolsOf(body);
      const tool =
        tools.find((t) => /tickets/.test(t.name) && /(^|[^a-z])get$/.test(t.name)) ??
        tools.find((t) => t.name === 'get');
      return tool
        ? { toolCalls: [{ name: tool.name, arguments: { id: 7 } }] }
        : { content: `no tickets tool among ${tools.map((t) => t.name).join(', ')}` };
    }
    if (user.includes('ECHO')) {
      if (toolDone) return { content: `The server said: ${toolText(messages, lastUser)}` };
      const tools = toolsOf(body);
      const tool =
        tools.find((t) => /echoer/.test(t.name) && /echo$/.test(t.name)) ??
        tools.find((t) => t.name === 'echo');
      return tool
        ? { toolCalls: [{ name: tool.name, arguments: { text: 'hello' } }] }
        : { content: `no echo tool among ${tools.map((t) => t.name).join(', ')}` };
    }
    if (user.includes('DESCRIBE')) {
      // The picture's bytes, as any API carries them (base64 of PNG's signature).
      const raw = JSON.stringify(request.raw ?? request.body);
      // Without one, what came in its place, as a model tells the user (OpenCode's error).
      return {
        content: raw.includes('iVBORw0KGgo') ? 'I see a picture.' : `No picture came: ${user}`,
      };
    }
    if (user.includes('KILL')) {
      onKill();
      return { hang: true };
    }
    if (user.includes('WRITE-DENIED')) return write('denied.txt', 'I could not write denied.txt.');
    if (user.includes('WRITE'))
      return write('greeting.txt', 'Created greeting.txt. Anything else?');
    if (user.includes('no, thanks')) return { content: 'Goodbye.' };
    return { content: 'Hello from the loopback model.' };
  };
}

/** pid -> [ppid, cmdline, session id] of every live process. */
function processes(): Map<number, [number, string, number]> {
  const found = new Map<number, [number, string, number]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (rest[0] === 'Z') continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      found.set(Number(entry), [Number(rest[1]), cmd, Number(rest[3])]);
    } catch {
      // gone
    }
  }
  return found;
}

function descendants(root: number): number[] {
  const all = processes();
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const [child, [ppid]] of all) {
      if (ppid === pid) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return out;
}

/**
 * The lane's own tag: set on every parley run it starts and in the agent's environment, so
 * whatever the agent starts carries it (unless a program clears its environment). Leftovers are
 * found by it (and by the parley run's session), never by a command line: a process of the same
 * name that the lane did not start is none of its business.
 */
const LANE_TAG_VARIABLE = 'PARLEY_REAL_AGENTS_LANE';
const laneTag = `${process.pid}-${randomBytes(8).toString('hex')}`;
const laneMarker = `${LANE_TAG_VARIABLE}=${laneTag}`;

function tagged(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(laneMarker);
  } catch {
    return false;
  }
}

/** Processes this lane started (its tag, or the parley run's session) still alive. */
function laneLeft(session: number): string[] {
  return [...processes()]
    .filter(([pid, [, , sid]]) => pid !== process.pid && (sid === session || tagged(pid)))
    .map(([pid, [, cmd]]) => `${pid} ${cmd.slice(0, 120)}`);
}

/** An exit message that says the agent wrote no stderr is true of the record's stderr. */
function noStderrClaim(r: RunRecord): [boolean, string] {
  const said = /written nothing to stderr/.test(r.error?.message ?? '');
  return [
    !(said && (r.stderr ?? '').length > 0),
    `the message says it wrote no stderr, the record's stderr holds ${(r.stderr ?? '').length} characters`,
  ];
}

async function runAgent(name: string): Promise<string[]> {
  const lane = AGENTS[name]!;
  const failures: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), `parley-real-${name}-`));
  const home = join(dir, 'home');
  mkdirSync(home, { recursive: true });
  let parleyPid = 0;
  /** The file-writing calls the model asked for in the current case, as it sent them. */
  const sent: { name: string; arguments: Record<string, unknown> }[] = [];
  const kill = (pid: number, why: string) => {
    log(`${name}: kill -9 ${pid} (${why})`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  };
  const server = await startFakeOpenAI(
    model(
      dir,
      () => {
        // kill -9 of the agent (Parley's child running the agent's binary) mid-turn.
        const all = processes();
        const agent = descendants(parleyPid).find((pid) => all.get(pid)?.[1].includes(cache));
        if (agent) kill(agent, 'the agent, mid-turn');
      },
      sent,
      process.env.REAL_AGENTS_DEBUG ? join(dir, 'requests.jsonl') : undefined,
    ),
  );
  /** While the tool runs: kill -9 the agent process that started it (its nearest one). */
  const killWhileToolRuns = () => {
    const all = processes();
    const tool = descendants(parleyPid).find((pid) => all.get(pid)?.[1].startsWith(TOOL_COMMAND));
    if (tool === undefined) return false;
    for (let pid = all.get(tool)?.[0]; pid && pid > 1; pid = all.get(pid)?.[0]) {
      if (all.get(pid)?.[1].includes(cache)) {
        kill(pid, `the agent, while its tool ${tool} runs`);
        return true;
      }
    }
    return false;
  };
  const env = { ...lane.setup(server.url, home), [LANE_TAG_VARIABLE]: laneTag };
  const command = join(cache, 'node_modules', '.bin', lane.bin);
  /**
   * One parley run per case. Each says how Parley must exit (0: every run passed; 1: a run
   * failed or errored) and what its one record must hold: a case whose run did not happen, or
   * ended otherwise, fails.
   */
  const cases: {
    task: { id: string; [key: string]: unknown };
    /** More of eval.yaml (command_mocks, mcp_mocks), and of its config (mcp_servers). */
    suite?: Record<string, unknown>;
    suiteConfig?: Record<string, unknown>;
    /** Files beside eval.yaml; with `jsonl`, the task is the Yao file tests.jsonl instead. */
    files?: Record<string, string | Buffer>;
    jsonl?: true;
    /** Agent arguments instead of the lane's. */
    args?: string[];
    /** More of the agent's environment. */
    env?: Record<string, string>;
    /** Only on this agent. */
    agentOnly?: string;
    exit: number;
    checks: (record: RunRecord) => [boolean, string][];
  }[] = [
    {
      task: {
        id: 'conversation',
        inputs: {
          prompt: 'Please WRITE greeting.txt with a greeting.',
          responder: {
            instructions: 'You want greeting.txt and nothing else.',
            max_followups: 2,
            rules: [{ when: 'Anything else', reply: 'no, thanks' }],
          },
        },
        assertions: [
          {
            type: 'tool_called',
            value: lane.writeKind
              ? { kind: lane.writeKind }
              : { kind: 'edit', path: 'greeting.txt' },
          },
        ],
        graders: [
          {
            type: 'file',
            name: 'greeting',
            config: {
              must_exist: ['greeting.txt'],
              content_patterns: [{ path: 'greeting.txt', must_match: ['Hello'] }],
            },
          },
          {
            type: 'tool_calls',
            name: 'edited',
            config: { expect: [{ tool: '.', kind: lane.writeKind ?? 'edit' }] },
          },
        ],
      },
      exit: 0,
      checks: (r) => {
        const call = r.turns[0]?.tool_calls[0];
        const asked = sent[0];
        const args = (call?.arguments ?? {}) as Record<string, unknown>;
        return [
          // The call's arguments as the agent sent them (the model's), not its permission
          // request's (Copilot shows a write as {fileName, diff}).
          ...(lane.ownArguments === false
            ? []
            : ([
                [
                  !!asked &&
                    Object.entries(asked.arguments).every(
                      ([key, value]) => JSON.stringify(args[key]) === JSON.stringify(value),
                    ),
                  `the write's arguments as the model sent them: ${JSON.stringify(asked?.arguments)}, recorded ${JSON.stringify(args)}`,
                ],
              ] as [boolean, string][])),
          [r.status === 'passed', `status ${r.status}/${r.outcome}`],
          [r.turns.length >= 2, `at least two turns, got ${r.turns.length}`],
          [
            !!call && !/greeting/.test(call.name),
            `a stable tool name, not the title: ${call?.name}`,
          ],
        ];
      },
    },
    {
      task: {
        id: 'denied',
        inputs: { prompt: 'Please WRITE-DENIED denied.txt.' },
        agent: { permissions: 'deny' },
        graders: [
          { type: 'file', name: 'not-written', config: { must_not_exist: ['denied.txt'] } },
        ],
      },
      exit: 0,
      checks: (r) => {
        const permissions = r.turns.flatMap((t) => t.permissions ?? []);
        return [
          [r.status === 'passed', `status ${r.status}/${r.outcome}`],
          [
            permissions.length > 0 && permissions.every((p) => !p.allowed),
            'a permission recorded, refused',
          ],
        ];
      },
    },
    // The deadline covers the agent's start too: OpenCode takes 10-20 s to start on a loaded
    // 2-core machine, so the model's hang must outlast that for the turn itself to time out.
    {
      task: { id: 'hang', inputs: { prompt: 'HANG please.' }, timeout_seconds: 40 },
      exit: 1,
      checks: (r) => [
        [r.outcome === 'timeout', `outcome ${r.outcome}`],
        [r.turns[0]?.stop_reason === 'timeout', `stop_reason ${r.turns[0]?.stop_reason}`],
      ],
    },
    // A model that never answers, caught by the first-event clock: the updates every agent
    // sends unprompted (its commands, config, session info) are not a first event.
    {
      task: {
        id: 'first-event',
        inputs: { prompt: 'HANG please.' },
        first_event_timeout_seconds: 5,
        timeout_seconds: 100,
      },
      exit: 1,
      checks: (r) => [
        [r.outcome === 'first_event_timeout', `outcome ${r.outcome}`],
        [
          r.turns[0]?.stop_reason === 'first_event_timeout',
          `stop_reason ${r.turns[0]?.stop_reason}`,
        ],
      ],
    },
    // command_mocks: the agent's shell finds the shim first on PATH (Codex's is a login shell).
    {
      task: {
        id: 'command-mocks',
        inputs: { prompt: 'Please RUN-GH now.' },
        expected: { output_contains: ['PR 12: open'] },
      },
      suite: {
        command_mocks: [
          {
            name: 'gh',
            expect_calls: 1,
            responses: [{ args: ['pr', 'view', '12'], stdout: 'PR 12: open' }],
          },
        ],
      },
      exit: 0,
      checks: (r) => [
        [r.status === 'passed', `status ${r.status}/${r.outcome}: ${JSON.stringify(r.graders)}`],
      ],
    },
    // mcp_mocks: served by Parley over loopback HTTP, reached by the agent's MCP client.
    {
      task: {
        id: 'mcp-mocks',
        inputs: { prompt: 'Please LOOKUP ticket 7.' },
        expected: { output_contains: ['ticket 7: closed'] },
        // One grader for every agent: the call recorded as the MCP tool's own name, kind mcp,
        // its arguments flat (agents/acp/mcp-call.ts).
        graders: [
          {
            type: 'tool_calls',
            name: 'looked-up',
            config: {
              required_tools: ['get'],
              expect: [{ tool: '^get$', kind: 'mcp', args: { id: { equals: 7 } } }],
            },
          },
        ],
      },
      suite: {
        mcp_mocks: [
          {
            name: 'tickets',
            tools: {
              get: {
                description: 'Get a ticket by its number',
                input_schema: {
                  type: 'object',
                  properties: { id: { type: 'number' } },
                  required: ['id'],
                },
                responses: [{ match: { id: 7 }, return: 'ticket 7: closed' }],
              },
            },
          },
        ],
      },
      exit: 0,
      checks: (r) => [
        [r.status === 'passed', `status ${r.status}/${r.outcome}: ${JSON.stringify(r.graders)}`],
        [!r.warnings?.length, `no warnings, got ${JSON.stringify(r.warnings)}`],
        [
          r.graders.some((g) => g.name === 'looked-up' && g.passed),
          `the tool_calls grader on get {id: 7}: ${JSON.stringify(r.turns.flatMap((t) => t.tool_calls))}`,
        ],
      ],
    },
    // A suite's own stdio MCP server: started by the agent and its tool called, or (Copilot,
    // which starts no stdio server from session/new) a warning that it never was.
    {
      task: {
        id: 'mcp-servers',
        inputs: { prompt: 'Please ECHO hello.' },
        ...(lane.stdioMcp === false ? {} : { expected: { output_contains: ['echo: hello'] } }),
      },
      suiteConfig: {
        mcp_servers: {
          echoer: { command: process.execPath, args: [join(repo, 'test/fakes/mcp-server.mjs')] },
        },
      },
      exit: 0,
      checks: (r) => {
        const never = (r.warnings ?? []).some((w) =>
          /never started any of the MCP servers/.test(w),
        );
        return [
          [r.status === 'passed', `status ${r.status}/${r.outcome}: ${r.turns[0]?.output}`],
          [
            never === (lane.stdioMcp === false),
            `${lane.stdioMcp === false ? 'a' : 'no'} warning that the server never started, got ${JSON.stringify(r.warnings)}`,
          ],
        ];
      },
    },
    // A picture in the prompt (a Yao content part) reaches the model.
    {
      task: { id: 'image' },
      jsonl: true,
      files: {
        'receipt.png': readFileSync(join(repo, 'test/fixtures/compat/32-yao-media/receipt.png')),
        'tests.jsonl': `${JSON.stringify({
          id: 'image',
          input: {
            role: 'user',
            content: [
              { type: 'text', text: 'Please DESCRIBE this picture.' },
              { type: 'image', source: 'file://receipt.png' },
            ],
          },
          assert: [{ type: 'contains', value: 'I see a picture' }],
        })}\n`,
      },
      exit: 0,
      checks: (r) => [
        [r.status === 'passed', `status ${r.status}/${r.outcome}: ${r.turns[0]?.output}`],
      ],
    },
    // OpenCode with a model whose config does not declare image input: the picture never
    // reaches the model, and the run says so (agents/acp/media-unseen.ts).
    {
      task: { id: 'image-undeclared' },
      agentOnly: 'opencode',
      jsonl: true,
      env: { OPENCODE_CONFIG: join(home, 'opencode-text-only.json') },
      files: {
        'receipt.png': readFileSync(join(repo, 'test/fixtures/compat/32-yao-media/receipt.png')),
        'tests.jsonl': `${JSON.stringify({
          id: 'image-undeclared',
          input: {
            role: 'user',
            content: [
              { type: 'text', text: 'Please DESCRIBE this picture.' },
              { type: 'image', source: 'file://receipt.png' },
            ],
          },
        })}\n`,
      },
      exit: 0,
      checks: (r) => [
        [
          (r.warnings ?? []).some((w) => /image may never have reached the model/.test(w)),
          `a warning that the image never reached the model, got ${JSON.stringify(r.warnings)}: ${r.turns[0]?.output}`,
        ],
      ],
    },
    // An agent that exits at start (an unknown option): its own words, in the message and record.
    {
      task: { id: 'stderr-at-start', inputs: { prompt: 'Hello.' } },
      args: [...lane.args, '--no-such-option-parley'],
      exit: 1,
      checks: (r) => [
        [r.outcome === 'agent_error', `outcome ${r.outcome}`],
        [(r.stderr ?? '').length > 0, 'stderr recorded'],
        [
          /stderr/.test(r.error?.message ?? '') && !/wrote nothing/.test(r.error?.message ?? ''),
          `the message quotes its stderr: ${r.error?.message}`,
        ],
      ],
    },
    {
      task: { id: 'killed', inputs: { prompt: 'KILL please.' } },
      exit: 1,
      checks: (r) => [
        [r.outcome === 'agent_error', `outcome ${r.outcome}`],
        [/SIGKILL/.test(r.error?.message ?? ''), `error ${r.error?.message}`],
        noStderrClaim(r),
      ],
    },
    // kill -9 of the agent while its shell command runs: the call is recorded unfinished, and
    // the command (in a session of its own with Copilot and OpenCode) does not outlive the run.
    {
      task: { id: 'tool-killed', inputs: { prompt: 'Please RUN-SLEEP now.' } },
      exit: 1,
      checks: (r) => {
        const calls = r.turns[0]?.tool_calls ?? [];
        return [
          [r.outcome === 'agent_error', `outcome ${r.outcome}`],
          // The agent's own process was killed; an npm wrapper above it (Codex's) may then exit
          // with a code of its own.
          [/exited unexpectedly/.test(r.error?.message ?? ''), `error ${r.error?.message}`],
          noStderrClaim(r),
          [
            calls.length === 1 && calls[0]!.success === false && calls[0]!.status !== 'completed',
            `one unfinished call, got ${JSON.stringify(calls.map((c) => [c.name, c.status]))}`,
          ],
        ];
      },
    },
  ];
  const only = process.env.REAL_AGENTS_CASES?.split(',');
  for (const { task, exit, checks: caseChecks, ...more } of cases) {
    if (only && !only.includes(task.id)) continue;
    if (more.agentOnly && more.agentOnly !== name) continue;
    sent.length = 0;
    const suite = join(dir, task.id);
    mkdirSync(suite, { recursive: true });
    for (const [file, content] of Object.entries(more.files ?? {})) {
      writeFileSync(join(suite, file), content);
    }
    writeFileSync(
      join(suite, 'eval.yaml'),
      JSON.stringify({
        name: `real-${name}-${task.id}`,
        config: {
          executor: 'acp',
          timeout_seconds: 60,
          agent: {
            command,
            args: more.args ?? lane.args,
            env: { ...env, ...more.env },
            permissions: 'allow_workspace',
            ...lane.agent,
          },
          ...more.suiteConfig,
        },
        ...more.suite,
        tasks: more.jsonl ? ['tests.jsonl'] : [task],
      }),
    );
    const out = join(suite, 'out');
    const started = Date.now();
    const child = spawn(
      process.execPath,
      // One attempt per run: each case checks how one agent process ended (a hang, a kill -9);
      // a retried errored run would start the agent again and double the hang cases' time.
      // The bundled CLI, as the action and the npm package run it.
      [PARLEY_BIN, 'run', suite, '-o', out, '--retry-errors', '0'],
      {
        cwd: repo,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, [LANE_TAG_VARIABLE]: laneTag },
        // A session of its own: what it starts (and does not move to a session of its own) is
        // found by that session too.
        detached: true,
      },
    );
    parleyPid = child.pid ?? 0;
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const limit = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
    let toolKilled = false;
    const watcher =
      task.id === 'tool-killed'
        ? setInterval(() => {
            if (!toolKilled) toolKilled = killWhileToolRuns();
          }, 200)
        : undefined;
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child.on('close', (c, s) => done([c, s])),
    );
    clearTimeout(limit);
    clearInterval(watcher);
    log(`${name} ${task.id}: parley run took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const fail = (what: string) =>
      failures.push(`${name} ${task.id}: ${what}\n${output.slice(-3000)}`);
    // How Parley ended, then one record of this task, then what the record holds.
    checks++;
    if (signal || code !== exit) {
      fail(
        signal
          ? `parley did not exit by itself within ${RUN_LIMIT_MS / 1000} s (${signal})`
          : `parley exited with code ${code}, expected ${exit}`,
      );
    }
    let records: RunRecord[] = [];
    try {
      records = readResults(join(out, 'results.jsonl'));
    } catch (error) {
      fail(`no results: ${String(error)}`);
    }
    checks++;
    const record = records.length === 1 && records[0]!.task_id === task.id ? records[0] : undefined;
    if (!record) {
      fail(
        `expected one record of ${task.id}, got ${records.map((r) => r.task_id).join(', ') || 'none'}`,
      );
    } else {
      for (const [ok, what] of caseChecks(record)) {
        checks++;
        if (!ok) fail(`${what}\n${JSON.stringify(record, null, 1).slice(0, 4000)}`);
      }
    }
    // After each run, no process of the agent may be left (one being killed may take a moment).
    checks++;
    let left = laneLeft(parleyPid);
    for (let i = 0; i < 20 && left.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = laneLeft(parleyPid);
    }
    if (left.length) fail(`processes left: ${left.join('; ')}`);
    for (const line of left) {
      try {
        process.kill(Number(line.split(' ')[0]), 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  await server.close();
  if (failures.length === 0) rmSync(dir, { recursive: true, force: true });
  else log(`${name}: kept ${dir}`);
  return failures;
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(AGENTS);
const unknown = names.filter((n) => !AGENTS[n]);
if (unknown.length) {
  process.stderr.write(
    `unknown agent(s): ${unknown.join(', ')} (known: ${Object.keys(AGENTS).join(', ')})\n`,
  );
  process.exit(2);
}
if (!existsSync(BUNDLE)) {
  process.stderr.write(`FAIL ${BUNDLE} does not exist: build it first (npm run bundle)\n`);
  console.log('real agents: 0 passed, 1 failed (no bundle)');
  process.exit(1);
}
const started = Date.now();
// An agent that cannot be installed is a failure of the lane, never a skip: a lane that passes
// without running an agent tests nothing.
const notInstalled = install(names);
if (notInstalled) {
  process.stderr.write(
    `FAIL could not install ${names.map((n) => `${AGENTS[n]!.pkg}@${AGENTS[n]!.version}`).join(' ')}: ${notInstalled}\n`,
  );
  console.log('real agents: 0 passed, 1 failed (not installed)');
  process.exit(1);
}
const failures: string[] = [];
for (const name of names) {
  const missing = join(cache, 'node_modules', '.bin', AGENTS[name]!.bin);
  if (!existsSync(missing)) {
    failures.push(`${name}: ${missing} is not in the installed package`);
    continue;
  }
  failures.push(...(await runAgent(name)));
}
log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) {
  for (const f of failures) process.stderr.write(`FAIL ${f}\n`);
  console.log(
    `real agents: ${Math.max(0, checks - failures.length)} passed, ${failures.length} failed`,
  );
  process.exit(1);
}
log(`passed: ${names.join(', ')}`);
// The plain closing line CI reads: every per-case run and every check of its record.
console.log(`real agents: ${checks} passed, 0 failed`);
