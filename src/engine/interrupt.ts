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

/**
 * Settles with the promise, or rejects with the signal's reason as soon as it aborts: a deadline
 * holds even against an adapter that ignores its signal.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      promise.catch(() => {});
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * A signal that aborts with an Interrupt after ms (0 = never) or when the parent aborts.
 * clear() stops the clock only (the parent still aborts it); dispose() also unlinks it from the
 * parent, once its work is over. Not AbortSignal.any: a signal derived that way stays alive as
 * long as its long-lived parent when anything (the openai SDK does) leaves an abort listener on
 * it, so every run's signal and listeners would pile up until the job ends.
 */
export function timer(ms: number, interrupt: () => Interrupt, parent?: AbortSignal) {
  const controller = new AbortController();
  // The openai SDK adds an abort listener for each request and never removes it: they go with
  // this signal, so their number is the requests of one run or turn, not a leak to warn of.
  setMaxListeners(0, controller.signal);
  const handle = ms > 0 ? setTimeout(() => controller.abort(interrupt()), ms) : undefined;
  const follow = () => controller.abort(parent?.reason);
  if (parent?.aborted) follow();
  else parent?.addEventListener('abort', follow, { once: true });
  const clear = () => clearTimeout(handle);
  return {
    signal: controller.signal,
    clear,
    dispose: () => {
      clear();
      parent?.removeEventListener('abort', follow);
    },
  };
}
