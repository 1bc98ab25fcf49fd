// Work a job needs only after its first model reply (the graders and the responder, loaded)
// or when it ends (the summary's task identities and commit, the modules that write the
// reports) is done while its runs wait on the network: a moment after the first model
// request is sent, when every worker has sent its own and the CPU would idle — not before the
// first request (start-up is part of every run's wall time) and not after the last reply (so
// is finishing). A job whose agents make no model request through Parley (ACP, http, mock
// agents without an LLM responder) does the work when its result is asked for, as before.
export interface WhileWaiting {
  /** Give to every Llm of the job (LlmOptions.onRequest). */
  onRequest(): void;
  /** `work` runs then (or when the result is asked for, whichever is first), once. */
  later<T>(work: () => T): () => Promise<T>;
}

export function whileWaiting(): WhileWaiting {
  let started = false;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  const start = () => {
    started = true;
    for (const work of waiting.splice(0)) work();
  };
  return {
    onRequest() {
      // The timers phase comes after the other workers' requests of this turn of the loop.
      if (scheduled || !waiting.length) return;
      scheduled = true;
      setTimeout(start, 1);
    },
    later<T>(work: () => T) {
      let result: Promise<T> | undefined;
      const run = () => (result ??= new Promise<T>((resolve) => resolve(work())));
      if (started) void run().catch(() => undefined);
      else waiting.push(() => void run().catch(() => undefined));
      return run;
    },
  };
}
