/** How far a match's bots may run ahead of the clients that asked to be waited on (`join` with `pace: true`). */
export interface PaceOptions {
  /** Batches (actions) a pacer may be behind while the next bot decision still starts: 1 lets the bot think while the last move plays. */
  ahead: number;
  /**
   * How long the bots wait for a pacer that says nothing (no ack, not even a repeated one while a long batch plays):
   * a frozen or departed kiosk must not stall the match. After that it is not waited on until it acks again.
   */
  boundMs: number;
  /**
   * How long the bots wait for a pacer that acks but shows nothing new (a live page whose table is stuck): a long
   * batch (a scoring sequence on a slowed renderer) is waited for, a table that never gets on is not.
   */
  capMs: number;
}

/**
 * A pacing page repeats its ack every few seconds while its table is behind (renderer/showcase/director.ts
 * PACE_BEAT_MS), so 12 s of silence means it froze or left: the game is held up once, briefly. 60 s is longer than
 * the slowest single batch a table plays at a quarter of its speed (a NILE turn with its harvest, ~30 s on a loaded
 * machine), so a slow kiosk is never overtaken, but a stuck one is given up on.
 */
export const PACE_DEFAULTS: PaceOptions = { ahead: 1, boundMs: 12_000, capMs: 60_000 };

interface Pacer {
  /** The last seq the client said its table has shown. */
  shown: number;
  /** When it last showed something new (or started pacing). */
  progressAt: number;
  /** When it last acked at all. */
  aliveAt: number;
}

/**
 * The pacing viewers of every match, by match id then by connection id. Costs nothing for a match without one:
 * `holdMs` is then a map miss.
 */
export class Pacers {
  private readonly byMatch = new Map<string, Map<string, Pacer>>();

  constructor(
    private readonly o: PaceOptions,
    private readonly now: () => number,
  ) {}

  /** `who` starts pacing `match`, having just been sent the match at `seq`. */
  add(match: string, who: string, seq: number): void {
    let m = this.byMatch.get(match);
    if (!m) this.byMatch.set(match, (m = new Map()));
    const now = this.now();
    m.set(who, { shown: seq, progressAt: now, aliveAt: now });
  }

  has(match: string, who: string): boolean {
    return this.byMatch.get(match)?.has(who) ?? false;
  }

  /** `who` stops pacing `match` (left it); true when it was a pacer. */
  remove(match: string, who: string): boolean {
    const m = this.byMatch.get(match);
    if (!m?.delete(who)) return false;
    if (m.size === 0) this.byMatch.delete(match);
    return true;
  }

  forget(match: string): void {
    this.byMatch.delete(match);
  }

  /**
   * `who` has shown `match` up to `seq` (at most `hostSeq`: a client cannot have shown more than was played). True
   * when that is progress, i.e. the bots may have been waiting for it; a repeated ack only says the pacer is alive.
   */
  shown(match: string, who: string, seq: number, hostSeq: number): boolean {
    const p = this.byMatch.get(match)?.get(who);
    if (!p) return false;
    p.aliveAt = this.now();
    const s = Math.min(seq, hostSeq);
    if (s <= p.shown) return false;
    p.shown = s;
    p.progressAt = p.aliveAt;
    return true;
  }

  /** How long the bots of `match` (at `hostSeq`) must still wait before their next decision; 0: go now. */
  holdMs(match: string, hostSeq: number): number {
    const m = this.byMatch.get(match);
    if (!m) return 0;
    const now = this.now();
    let hold = 0;
    for (const p of m.values()) {
      // After an undo the match went back: what was shown beyond it counts as shown up to it.
      if (p.shown > hostSeq) p.shown = hostSeq;
      if (hostSeq - p.shown <= this.o.ahead) continue;
      hold = Math.max(hold, Math.min(p.aliveAt + this.o.boundMs, p.progressAt + this.o.capMs) - now);
    }
    return hold;
  }
}
