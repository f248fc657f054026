/**
 * Token bucket per connection: `burst` messages at once, refilled at `perSecond`. Browser-safe (no Node imports).
 */
export interface RateLimit {
  perSecond: number;
  burst: number;
  /** Refused messages (in a row, without a quiet second between them) before the connection is closed. */
  closeAfter: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 50, burst: 200, closeAfter: 1000 };

export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Refusals since the bucket last had a token to spare. */
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
      this.refusals = 0;
      return true;
    }
    this.refusals++;
    return false;
  }

  /** Past the point where the peer is flooding rather than bursting. */
  get abusive(): boolean {
    return this.refusals >= this.limit.closeAfter;
  }
}
