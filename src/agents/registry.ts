// Executor name -> adapter. Adapters load on demand so a run pulls in only what it uses.
import type { ExecutorName } from '../suites/model.js';
import type { AgentFactory } from './types.js';

/** One import per executor: every run asks, and a dynamic import is not free even when cached. */
const loaded = new Map<ExecutorName, Promise<AgentFactory>>();

export function agentFactory(executor: ExecutorName): Promise<AgentFactory> {
  let factory = loaded.get(executor);
  if (!factory) {
    factory = load(executor);
    // A failed load is not cached: the next run reports it again.
    factory.catch(() => loaded.delete(executor));
    loaded.set(executor, factory);
  }
  return factory;
}

// Each adapter takes its own executor's config: sound, because the engine passes task.agent to
// the factory loaded for task.agent.executor.
async function load(executor: ExecutorName): Promise<AgentFactory> {
  switch (executor) {
    case 'mock':
      return (await import('./mock/index.js')).createMockAgent as AgentFactory;
    case 'openai':
      return (await import('./openai/index.js')).createOpenAiAgent as AgentFactory;
    case 'http':
      return (await import('./http/index.js')).createHttpAgent as AgentFactory;
    case 'acp':
      return (await import('./acp/index.js')).createAcpAgent as AgentFactory;
    default:
      throw new Error(`executor "${executor}" is not available yet`);
  }
}
