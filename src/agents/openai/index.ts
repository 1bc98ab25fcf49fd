// executor `openai`: the built-in agent over any OpenAI-compatible Chat Completions endpoint,
// with skills, instruction files, workspace file tools, mock tools and MCP servers.
import type { AgentConfigOf, McpMockSpec, McpServerSpec } from '../../suites/model.js';
import type { AgentContext, AgentFactory } from '../types.js';
import { AgentError } from '../types.js';
import type { McpConnections } from './mcp.js';
import { mockTools } from './mock-tools.js';
import { fileTools } from './file-tools.js';
import { OpenAiSession } from './session.js';
import { loadSkillSet, loadSkillTool } from './skills.js';
import { buildSystemPrompt, workspaceNote } from './system-prompt.js';

export const DEFAULT_MAX_ITERATIONS = 20;

/** A suite without MCP servers: no tools, nothing to close. */
const NO_MCP: McpConnections = { tools: [], close: async () => undefined };

/**
 * The suite's MCP servers and `mcp_mocks`, connected. The MCP SDK (and its JSON-schema
 * validator) loads only for a suite that has either: most runs of this agent have none, and it
 * is a fifth of the bundle's start-up.
 */
async function mcpTools(
  config: { mcpServers: McpServerSpec[]; mcpMocks?: McpMockSpec[] },
  cwd: string,
  signal: AbortSignal | undefined,
): Promise<McpConnections> {
  if (!config.mcpServers.length && !config.mcpMocks?.length) return NO_MCP;
  const [{ startMockMcpServers }, { connectMcpServers }] = await Promise.all([
    import('../mcp-mock.js'),
    import('./mcp.js'),
  ]);
  const mocks = await startMockMcpServers(config.mcpMocks);
  try {
    const mcp = await connectMcpServers([...config.mcpServers, ...mocks.specs], cwd, signal);
    return {
      tools: mcp.tools,
      close: async () => {
        await mcp.close();
        await mocks.close();
      },
    };
  } catch (error) {
    await mocks.close();
    throw error;
  }
}

export const createOpenAiAgent: AgentFactory<AgentConfigOf<'openai'>> = async (
  context: AgentContext<AgentConfigOf<'openai'>>,
) => {
  const { suite, task, agent } = context;
  const model = context.model;
  // Preflight refuses a run without one; an API caller that skips it still gets a clear error.
  if (!model) {
    throw new AgentError(
      'executor openai needs a model: set config.model or pass --model',
      'config_error',
    );
  }
  const maxIterations = agent.maxIterations ?? DEFAULT_MAX_ITERATIONS;
  if (!Number.isInteger(maxIterations) || maxIterations < 1) {
    throw new AgentError('config.agent.max_iterations must be a positive integer', 'config_error');
  }
  const cwd = context.cwd ?? context.workspace;
  const skills = await loadSkillSet(suite, task);
  // config.agent.tools: the file tools offered (unset: all). A task that never touches files
  // saves their definitions in every request.
  const prepare = context.prepareWorkspace ?? (async () => undefined);
  const files = fileTools(context.workspace, cwd, prepare).filter(
    (tool) => !agent.tools || (agent.tools as readonly string[]).includes(tool.name),
  );
  const system = await buildSystemPrompt(suite, task, skills, {
    fileTools: files.map((tool) => tool.name),
    hasMockTools: task.tools.length > 0,
  });
  // File tools and MCP servers work in the workspace; without them the agent is not told of it.
  // Its path is drawn here either way; the directory is made before an MCP server starts in it,
  // else on the first file-tool call (or for a grader that reads it): a run whose model never
  // touches a file makes none.
  const usesWorkspace = files.length > 0 || suite.config.mcpServers.length > 0;
  if (suite.config.mcpServers.length > 0) await prepare();
  const mcp = await mcpTools(suite.config, cwd, context.signal);
  const tools = [
    ...files,
    ...(skills.skills.length > 0 ? [loadSkillTool(skills)] : []),
    ...mcp.tools,
    ...mockTools(task.tools),
  ];
  return new OpenAiSession({
    llm: context.llm,
    model,
    system,
    ...(usesWorkspace ? { firstTurnNote: workspaceNote(cwd) } : {}),
    tools,
    maxIterations,
    ...(agent.temperature !== undefined ? { temperature: agent.temperature } : {}),
    onClose: () => mcp.close(),
  });
};
