// Why a run or a turn was cut short. The engine aborts signals with an Interrupt as the reason,
// so whoever sees the abort (an adapter, the responder, the loop) can tell a timeout from a
// cancelled job without guessing from error messages.
import { setMaxListeners } from 'node:events';

export type InterruptKind = 'timeout' | 'first_event_timeout' | 'cancelled';

export class Interrupt extends Error {
  constructor(
    readonly kind: InterruptKind,
    message: string,
  ) {
    super(message);
    this.name = 'Interrupt';
  }
}

/** The Interrupt behind an aborted signal, if that is why it aborted. */
export function interruptOf(signal: AbortSignal): Interrupt | undefined {
  return signal.aborted && signal.reason instanceof Interrupt ? signal.reason : undefined;
}

export interface Clock {
  /** Aborts with an Interrupt when a clock runs out, or with the parent's reason. */
  readonly signal: AbortSignal;
  /** Stops the clocks, this one's and within()'s (the parent still aborts the signal). */
  clear(): void;
  /** Also unlinks from the parent, once the work is over. */
  dispose(): void;
  /**
   * Settles with the promise, or rejects with the signal's reason as soon as it aborts: a
   * deadline holds even against an adapter that ignores its signal.
   */
  race<T>(promise: Promise<T>): Promise<T>;
  /**
   * A second clock on the same signal (a turn's first event): aborts it with interrupt() after
   * ms (0 = never) unless the returned function stops it first.
   */
  within(ms: number, interrupt: () => Interrupt): () => void;
}

const ignore = () => {};

/**
 * A signal that aborts with an Interrupt after ms (0 = never) or when the parent aborts.
 * One AbortController and one listener on the parent for the whole run: a turn adds a timeout
 * and its races a closure to a set, not a controller and listeners of their own (at 16 workers
 * on 2 cores that churn was the largest part of the engine's own CPU time; docs/benchmarks.md).
 * Not AbortSignal.any: a signal derived that way stays alive as long as its long-lived parent
 * when anything (the openai SDK does) leaves an abort listener on it, so every run's signal and
 * listeners would pile up until the job ends.
 */
export function timer(ms: number, interrupt: () => Interrupt, parent?: AbortSignal): Clock {
  const controller = new AbortController();
  const { signal } = controller;
  // The openai SDK adds an abort listener for each request and never removes it: they go with
  // this signal, so their number is the requests of one run, not a leak to warn of.
  setMaxListeners(0, signal);
  const abort = (reason: unknown) => controller.abort(reason);
  const handle = ms > 0 ? setTimeout(() => abort(interrupt()), ms) : undefined;
  let second: ReturnType<typeof setTimeout> | undefined;
  // What the races under way do when the signal aborts: reject.
  const racing = new Set<(reason: unknown) => void>();
  signal.addEventListener(
    'abort',
    () => {
      for (const reject of racing) reject(signal.reason);
      racing.clear();
    },
    { once: true },
  );
  const follow = () => abort(parent?.reason);
  if (parent?.aborted) follow();
  else parent?.addEventListener('abort', follow, { once: true });
  const clear = () => {
    clearTimeout(handle);
    clearTimeout(second);
  };
  return {
    signal,
    clear,
    dispose: () => {
      clear();
      parent?.removeEventListener('abort', follow);
    },
    race<T>(promise: Promise<T>): Promise<T> {
      if (signal.aborted) {
        promise.catch(ignore);
        return Promise.reject(signal.reason as Error);
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = (reason: unknown) => {
          promise.catch(ignore);
          reject(reason as Error);
        };
        racing.add(onAbort);
        promise.then(
          (value) => {
            racing.delete(onAbort);
            resolve(value);
          },
          (error: unknown) => {
            racing.delete(onAbort);
            reject(error as Error);
          },
        );
      });
    },
    within(ms: number, interrupt: () => Interrupt) {
      clearTimeout(second);
      if (ms <= 0) return ignore;
      const started = setTimeout(() => abort(interrupt()), ms);
      second = started;
      return () => clearTimeout(started);
    },
  };
}
