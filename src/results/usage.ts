// Token usage arithmetic (a run's, a role's, a job's), without zod: the engine, the LLM client
// and the adapters count with it on the run path; the Usage schema is in schema.ts.
import type { Usage, UsageByRole } from './schema.js';

export function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, total_tokens: 0, requests: 0 };
}

export function emptyUsageByRole(): UsageByRole {
  return { agent: emptyUsage(), responder: emptyUsage(), judge: emptyUsage() };
}

export function addUsage(into: Usage, more: Usage): Usage {
  // Not reported stays not reported only while nothing reported is added.
  if (more.reported === false && into.requests === 0 && into.total_tokens === 0) {
    into.reported = false;
  } else if (more.reported !== false && 'reported' in into) {
    // Only when there is one: a delete of a missing key is still a call into the runtime.
    delete into.reported;
  }
  into.input_tokens += more.input_tokens;
  into.output_tokens += more.output_tokens;
  into.total_tokens += more.total_tokens;
  into.requests += more.requests;
  if (more.cached_input_tokens !== undefined) {
    into.cached_input_tokens = (into.cached_input_tokens ?? 0) + more.cached_input_tokens;
  }
  if (more.models) {
    const models = (into.models ??= {});
    for (const [model, t] of Object.entries(more.models)) {
      // Own keys only, and defined rather than assigned: a model named `__proto__` or
      // `constructor` is counted as a model, never written onto Object.prototype or Object.
      let sum = Object.hasOwn(models, model) ? models[model] : undefined;
      if (!sum) {
        sum = { input_tokens: 0, cached_input_tokens: 0, output_tokens: 0 };
        Object.defineProperty(models, model, {
          value: sum,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      sum.input_tokens += t.input_tokens;
      sum.cached_input_tokens += t.cached_input_tokens;
      sum.output_tokens += t.output_tokens;
    }
  }
  return into;
}
