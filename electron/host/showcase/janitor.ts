import type { MatchSummary } from '../../../protocol/messages';

/** The part of the Host the janitor uses (tests pass a fake). */
export interface JanitorHost {
  listMatches(): MatchSummary[];
  closeMatch(id: string, opts?: { discard?: boolean }): void;
}

export interface JanitorOptions {
  /** A match not over whose seq has not moved for this long is closed (the screen has moved on by then). */
  staleMs: number;
  /** A finished match is closed this long after it ended (the host's own sweep waits hours). */
  overMs: number;
  /** How often to look. */
  everyMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

/**
 * Host-side watchdog of showcase mode, where the host runs nothing but the event's games all day: it closes stalled
 * matches (no move for `staleMs`, e.g. a visitor who walked away holding a seat) and finished ones soon after they
 * end, so an unattended day never piles matches up in memory. The screen's own watchdog (renderer/showcase) restarts
 * the game; this one makes sure the stalled match is gone for good.
 */
export class ShowcaseJanitor {
  private readonly seen = new Map<string, { seq: number; status: string; since: number }>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => number;
  closed = 0;

  constructor(
    private readonly host: JanitorHost,
    private readonly o: JanitorOptions,
  ) {
    this.now = o.now ?? Date.now;
  }

  start(): this {
    this.timer ??= setInterval(() => this.sweep(), this.o.everyMs ?? 5000);
    this.timer.unref?.();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look at every match; returns the ids closed. */
  sweep(): string[] {
    const now = this.now();
    const out: string[] = [];
    const live = new Set<string>();
    for (const m of this.host.listMatches()) {
      live.add(m.id);
      const prev = this.seen.get(m.id);
      if (!prev || prev.seq !== m.seq || prev.status !== m.status) {
        this.seen.set(m.id, { seq: m.seq, status: m.status, since: now });
        continue;
      }
      const idle = now - prev.since;
      const limit = m.status === 'over' ? this.o.overMs : this.o.staleMs;
      if (idle < limit) continue;
      try {
        this.host.closeMatch(m.id, { discard: true });
        this.closed++;
        out.push(m.id);
        this.o.log?.(`showcase: closed ${m.status === 'over' ? 'finished' : 'stalled'} match ${m.id} (${m.game}, no change for ${Math.round(idle / 1000)} s)`);
      } catch (e) {
        this.o.log?.(`showcase: could not close match ${m.id}: ${(e as Error).message}`);
      }
      this.seen.delete(m.id);
    }
    for (const id of [...this.seen.keys()]) if (!live.has(id)) this.seen.delete(id);
    return out;
  }
}
