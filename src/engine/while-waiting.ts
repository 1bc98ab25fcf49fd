// Work a job needs only after its first model reply (the graders and the responder, loaded)
// or when it ends (the summary's task identities and commit, the modules that write the
// reports) is done while its runs wait on the network: once every model request started so far
// is on the wire, when the CPU would idle — not before the first requests leave (start-up is
// part of every run's wall time, and work started before a request's connection is made holds
// the request back: on Node 22 the first request reached the server later when the work began a
// millisecond after it was asked for; docs/benchmarks.md) and not after the last reply (so is
// finishing).
// Node's fetch (undici, under the openai SDK) says when a request's body is sent on the
// `undici:request:bodySent` diagnostics channel; if it never says so (a request that failed
// before it was sent, another fetch), the work starts MAX_WAIT_MS after the first request. A job
// whose agents make no model request through Parley (ACP, http, mock agents without an LLM
// responder) does the work when its result is asked for, as before.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';

const SENT = 'undici:request:bodySent';
/** The longest the work waits for the requests to be sent. */
const MAX_WAIT_MS = 50;

export interface WhileWaiting {
  /** Give to every Llm of the job (LlmOptions.onRequest). */
  onRequest(): void;
  /** `work` runs then (or when the result is asked for, whichever is first), once. */
  later<T>(work: () => T): () => Promise<T>;
}

export function whileWaiting(): WhileWaiting {
  let started = false;
  let unsent = 0;
  let fallback: NodeJS.Timeout | undefined;
  const waiting: (() => void)[] = [];
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(fallback);
    unsubscribe(SENT, sent);
    for (const work of waiting.splice(0)) work();
  };
  function sent() {
    // The other requests of this turn of the event loop are counted already: when the last one
    // is sent, the work goes after whatever I/O is ready now.
    if (--unsent === 0) setImmediate(start);
  }
  return {
    onRequest() {
      if (started || !waiting.length) return;
      if (!fallback) {
        subscribe(SENT, sent);
        fallback = setTimeout(start, MAX_WAIT_MS);
      }
      unsent++;
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
