/**
 * Token bucket per connection: `burst` messages at once, refilled at `perSecond`. Browser-safe (no Node imports).
 *
 * Refused messages are counted until the peer has been quiet (no refusal) for `forgiveMs`; a refill does not forgive
 * them, or a flooder that gets one message through every 20 ms would never reach `closeAfter`.
 */
export interface RateLimit {
  perSecond: number;
  burst: number;
  /** Refused messages (with no quiet `forgiveMs` between them) before the connection is closed. */
  closeAfter: number;
  /** A quiet time without refusals after which earlier refusals are forgiven. */
  forgiveMs?: number;
}

export const DEFAULT_RATE_LIMIT: Required<RateLimit> = { perSecond: 50, burst: 200, closeAfter: 200, forgiveMs: 5000 };

/** A bucket for requests a connection may make `burst` at once, then one per `everyMs` (refusals never close it). */
export function requestBucket(limit: { burst: number; everyMs: number }, now: () => number): TokenBucket {
  return new TokenBucket({ burst: limit.burst, perSecond: 1000 / limit.everyMs, closeAfter: Infinity }, now);
}

export class TokenBucket {
  private tokens: number;
  private last: number;
  private lastRefusal = -Infinity;
  /** Refused messages in the current episode (since the last quiet `forgiveMs`). */
  refusals = 0;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst;
    this.last = now();
  }

  /** Whether one more message may pass now. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((t - this.last) / 1000) * this.limit.perSecond);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.strike(t);
    return false;
  }

  /** Count one refused message (over the rate, too big, binary…) towards `closeAfter`. */
  strike(t: number = this.now()): void {
    if (t - this.lastRefusal > (this.limit.forgiveMs ?? DEFAULT_RATE_LIMIT.forgiveMs)) this.refusals = 0;
    this.lastRefusal = t;
    this.refusals++;
  }

  /** The refusal just counted opened a new episode: the one a peer is told about (later ones are dropped silently). */
  get firstRefusal(): boolean {
    return this.refusals === 1;
  }

  /** Past the point where the peer is flooding rather than bursting. */
  get abusive(): boolean {
    return this.refusals >= this.limit.closeAfter;
  }
}
