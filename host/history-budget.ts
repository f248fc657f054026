/**
 * How often one connection may ask for a match's history: building it runs `eventView` over up to
 * LIMITS.maxHistoryBatches batches, so a hostile client must not make the host do it in a loop. A table asks once
 * when it opens; `burst` requests at once, then one every `refillMs`.
 */
export class HistoryBudget {
  private tokens: number;
  private at: number;

  constructor(
    now: number,
    private readonly burst = 8,
    private readonly refillMs = 5_000,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Spend one request; false when the connection asked too often. */
  take(now: number): boolean {
    const earned = Math.floor((now - this.at) / this.refillMs);
    if (earned > 0) {
      this.tokens = Math.min(this.burst, this.tokens + earned);
      this.at += earned * this.refillMs;
    }
    if (this.tokens <= 0) return false;
    this.tokens--;
    return true;
  }
}
