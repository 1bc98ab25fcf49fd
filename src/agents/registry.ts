// Executor name -> adapter. Adapters load on demand so a run pulls in only what it uses.
import type { ExecutorName } from '../spec/model.js';
import type { AgentFactory } from './types.js';

export async function agentFactory(executor: ExecutorName): Promise<AgentFactory> {
  switch (executor) {
    case 'mock':
      return (await import('./mock.js')).createMockAgent;
    case 'openai':
      return (await import('./openai/index.js')).createOpenAiAgent;
    case 'http':
      return (await import('./http.js')).createHttpAgent;
    case 'acp':
      return (await import('./acp.js')).createAcpAgent;
    default:
      throw new Error(`executor "${executor}" is not available yet`);
  }
}
