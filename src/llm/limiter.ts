// A per-endpoint concurrency limiter with AIMD control: the limit halves when the server
// throttles (429) and grows back by one after about `limit` successes. All Llm instances of the
// same base URL share one limiter, so parallel workers back off together.

export interface Permit {
  /** Gives the slot back (idempotent). */
  release(): void;
  /** The limit epoch the permit was granted in: one throttle per epoch halves the limit. */
  readonly epoch: number;
}

export class AimdLimiter {
  private current: number;
  private active = 0;
  private growth = 0;
  private epochCounter = 0;
  private readonly waiters: { grant: () => void }[] = [];

  constructor(private maxLimit: number) {
    if (!(maxLimit >= 1)) throw new RangeError('maxConcurrency must be >= 1');
    this.maxLimit = Math.floor(maxLimit);
    this.current = this.maxLimit;
  }

  get limit(): number {
    return this.current;
  }
  get max(): number {
    return this.maxLimit;
  }
  get inFlight(): number {
    return this.active;
  }
  get queued(): number {
    return this.waiters.length;
  }

  /** Raises the ceiling (a later Llm of the same endpoint asked for more). */
  raiseMax(max: number): void {
    const m = Math.floor(max);
    if (m > this.maxLimit) {
      this.maxLimit = m;
      this.current = Math.max(this.current, 1);
      this.pump();
    }
  }

  /** Waits for a slot; rejects with the signal's reason when aborted while waiting. */
  acquire(signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.current && this.waiters.length === 0) {
      return Promise.resolve(this.grant());
    }
    return new Promise<Permit>((resolve, reject) => {
      const waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.grant());
        },
      };
      const onAbort = () => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) this.waiters.splice(i, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  /** The server throttled a request of this permit: halve the limit (once per epoch). */
  throttled(permit: Permit): void {
    if (permit.epoch !== this.epochCounter) return;
    this.epochCounter++;
    this.current = Math.max(1, Math.floor(this.current / 2));
    this.growth = 0;
  }

  /** A request succeeded: additive increase, +1 after `limit` successes, up to the maximum. */
  succeeded(): void {
    if (this.current >= this.maxLimit) return;
    this.growth += 1 / this.current;
    if (this.growth >= 1) {
      this.growth = 0;
      this.current++;
      this.pump();
    }
  }

  private grant(): Permit {
    this.active++;
    let released = false;
    return {
      epoch: this.epochCounter,
      release: () => {
        if (released) return;
        released = true;
        this.active--;
        this.pump();
      },
    };
  }

  private pump(): void {
    while (this.active < this.current && this.waiters.length > 0) this.waiters.shift()!.grant();
  }
}

const shared = new Map<string, AimdLimiter>();

/** The limiter shared by every Llm of this base URL. */
export function limiterFor(baseURL: string, maxConcurrency: number): AimdLimiter {
  const key = baseURL.replace(/\/+$/, '');
  let limiter = shared.get(key);
  if (!limiter) {
    limiter = new AimdLimiter(maxConcurrency);
    shared.set(key, limiter);
  } else limiter.raiseMax(maxConcurrency);
  return limiter;
}
