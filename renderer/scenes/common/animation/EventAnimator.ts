import type { GameEvent } from '../../../../engine/core/types';
import type { WireEvent } from '../../../../protocol/messages';
import { useActing } from '../acting';
import { runEvent, type EventTable } from './eventTable';
import { Motion } from './Motion';
import { batchPace, type BatchKind, type BatchPace } from './pace';

/** One line of a table's game log: an event of the game (`E`: its event union) and the batch it came in. */
export interface LogLine<E extends GameEvent = GameEvent> {
  seq: number;
  event: E;
}

/** What the core needs of a table's store: the log it appends to and the busy flag the HUD waits on. */
export interface AnimatedStore<E extends GameEvent = GameEvent> {
  getState(): { log: LogLine<E>[]; busy: boolean; set(p: { busy?: boolean; log?: LogLine<E>[] }): void };
}

/** What `debug()` reports, for diagnostics in the end-to-end tests. */
export interface AnimatorState {
  processed: number;
  latest: number | null;
  queued: number[];
  running: boolean;
  disposed: boolean;
}

const LOG_LINES = 400;

/**
 * The part every table's animator shares: host event batches queue up and play one at a time in seq order; when the
 * queue is empty the table snaps to the newest view from the host, so any drift is corrected; a missed seq (a lost
 * message) jumps to the newest view rather than animate from a wrong start. The host never waits for this.
 *
 * Reduced motion (speed 0), the one rule for every table: a batch lands at once, with no flights and no waits; each
 * event is still logged, still publishes its camera shot (`publish`) and still does its `still` bookkeeping; the
 * table then snaps to the newest view.
 *
 * Pace (pace.ts), the one rule for every table: the player's own batch plays in full; another seat's batch is sped
 * up to fit its budget (how long each event type took last time is remembered) and cut where it runs over; the more
 * batches wait, the faster each plays, down to no time at all for a long backlog (the events still run, in order, so
 * the display stays right and the log shows every move).
 *
 * The player's own batch often goes on into the next seat's turn (its opening flood, say): from a `turnStarts` event
 * of a seat not played at this screen, the rest of the batch plays as another seat's move, with a budget of its own.
 *
 * A game supplies only what its events do: its table of event functions, `showView`, and optionally `publish`,
 * `still` and `turnStarts`.
 */
export abstract class EventAnimator<V, E extends GameEvent, T> {
  private queue: { seq: number; events: E[] }[] = [];
  private processed = -1;
  private latest: { seq: number; view: V } | null = null;
  private running = false;
  private disposed = false;
  /** The table's own intro (a deal) playing: the view at `processed` is not on screen until it ends. */
  private introPlaying: object | null = null;
  /** Animation seconds (at 1×) each event type asked for when it last played. */
  private readonly nominal = new Map<string, number>();
  private readonly kind: (seq: number) => BatchKind;
  private readonly mine: (seat: number) => boolean;
  private readonly store: AnimatedStore<E>;
  protected readonly motion: Motion;
  /** What the game's event functions work with. */
  protected readonly table: T;

  /**
   * @param table makes the game's table (its display and places) around the core's Motion
   * @param playEvents one function per event type; an event without one runs `otherwise`
   */
  protected constructor(
    deps: { store: AnimatedStore<E>; speed(): number; batchKind?(seq: number): BatchKind; mine?(seat: number): boolean },
    table: (motion: Motion) => T,
    private readonly playEvents: EventTable<E, T>,
    private readonly otherwise?: (t: T, e: E) => void,
  ) {
    this.store = deps.store;
    this.kind = (seq) => deps.batchKind?.(seq) ?? 'other';
    this.mine = (seat) => deps.mine?.(seat) ?? false;
    this.motion = new Motion(() => deps.speed());
    this.table = table(this.motion);
  }


  get seq(): number {
    return this.processed;
  }

  /**
   * The seq whose view the table shows (useShown: the tutorial's text and the showcase's captions wait for it): `seq`,
   * but nothing (-1) while the table's intro plays, since the view it starts from is on screen only once dealt.
   */
  get shownSeq(): number {
    return this.introPlaying === null ? this.processed : -1;
  }

  /** Internal state, for diagnostics in the end-to-end tests. */
  debug(): AnimatorState {
    return { processed: this.processed, latest: this.latest?.seq ?? null, queued: this.queue.map((q) => q.seq), running: this.running, disposed: this.disposed };
  }

  /** Start from a view (first snapshot, resync, or a new perspective). */
  reset(view: V, seq: number): void {
    this.restart(view, seq);
    this.showView(view, 'reset');
    this.idle();
  }

  events(seq: number, events: readonly WireEvent[]): void {
    if (seq <= this.processed || this.queue.some((q) => q.seq === seq)) return;
    // The wire's events are the game's own (its eventView made them); the protocol checks only their type.
    this.queue.push({ seq, events: events as E[] });
    this.queue.sort((a, b) => a.seq - b.seq);
    this.pump();
  }

  snapshot(seq: number, view: V, resync: boolean): void {
    if (this.latest && seq < this.latest.seq && !resync) return;
    this.latest = { seq, view };
    // Missed events (a resume with a snapshot): jump.
    if (resync && seq !== this.processed) return this.reset(view, seq);
    this.pump();
  }

  /**
   * The log as the match's past batches tell it, up to what the table shows (a table that starts at a later seq: a
   * resumed game, a late joiner, a replay's jump): the lines of each batch up to the shown seq come from `batches`;
   * lines of seqs they do not cover (older than the host kept, or played here after) stay.
   */
  seedLog(batches: readonly { seq: number; events: readonly WireEvent[] }[]): void {
    const shown = this.processed;
    const past = batches.filter((b) => b.seq <= shown);
    const covered = new Set(past.map((b) => b.seq));
    // The wire's events are the game's own (its eventView made them), as in `events`.
    const lines = past.flatMap((b) => b.events.map((event) => ({ seq: b.seq, event: event as E })));
    const st = this.store.getState();
    // A stable sort by seq: each batch's lines keep their order.
    const log = [...st.log.filter((l) => !covered.has(l.seq)), ...lines].sort((x, y) => x.seq - y.seq);
    st.set({ log: log.slice(-LOG_LINES) });
  }

  /** Re-derive what is shown from the newest view (e.g. the revealed seat changed); not while events play. */
  refresh(): void {
    if (this.latest && !this.running && this.queue.length === 0) this.refreshView(this.latest.view);
  }

  /** Undo dispose() (React re-runs effects when a suspended tree is shown again). */
  revive(): void {
    if (!this.disposed) return;
    this.disposed = false;
    this.running = false;
    this.pump();
  }

  /** Stops playing: cancels every timer and flight. Idempotent. */
  dispose(): void {
    this.disposed = true;
    this.motion.cancel();
  }

  // --- what a game supplies ---------------------------------------------------------------------------------------

  /** Show `view` as it is: after a reset, a resync or a gap ('reset'), or when the queue is caught up ('caughtUp'). */
  protected abstract showView(view: V, why: 'reset' | 'caughtUp'): void;
  /** Play one event with motion (flights, waits, sounds), leaving the display as the event left the table. */
  protected play(e: E): Promise<void> | void {
    return runEvent(this.playEvents, this.table, e, this.otherwise);
  }
  /** A camera shot for the showcase, published with or without motion. */
  protected publish(_e: E): void {}
  /** With reduced motion: what the event still does without moving anything (Motion neither waits nor flies). */
  protected still(_e: E): Promise<void> | void {}
  /** The seat whose turn `e` starts, if it starts one (the rest of the player's own batch is then that seat's). */
  protected turnStarts(_e: E): number | null {
    return null;
  }
  /** `refresh()`'s re-derivation; by default the caught-up view. */
  protected refreshView(view: V): void {
    this.showView(view, 'caughtUp');
  }

  // --- the queue ----------------------------------------------------------------------------------------------------

  /** Forget the queue and start over from `view` at `seq`, showing nothing yet (a table's own intro may follow). */
  protected restart(view: V, seq: number): void {
    // Going back (an undo): the log lines of the moves taken back go too.
    const st = this.store.getState();
    if (st.log.some((l) => l.seq > seq)) st.set({ log: st.log.filter((l) => l.seq <= seq) });
    this.queue = [];
    this.processed = seq;
    this.introPlaying = null;
    this.latest = { seq, view };
    this.motion.cancelFlights();
  }

  /** Start over from `view` at `seq` with the table's intro (`task`, a deal): shown once it has played. */
  protected intro(view: V, seq: number, task: () => Promise<void>): void {
    this.restart(view, seq);
    // This intro's own token: one that a later reset or intro replaced leaves the newer one alone when it ends.
    const mine = {};
    this.introPlaying = mine;
    this.exclusive(() =>
      task().finally(() => {
        if (this.introPlaying === mine) this.introPlaying = null;
      }),
    );
  }

  /** Run `task` (e.g. a deal) with the table busy and the queue held until it ends. */
  private exclusive(task: () => Promise<void>): void {
    this.running = true;
    this.store.getState().set({ busy: true });
    void task().finally(() => {
      useActing.getState().clear();
      this.running = false;
      this.pump();
    });
  }

  private idle(): void {
    if (this.store.getState().busy) this.store.getState().set({ busy: false });
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const next = this.queue[0];
    const latest = this.latest;
    if (!next) {
      // Caught up: the newest view is the truth.
      if (latest && latest.seq >= this.processed) {
        this.showView(latest.view, 'caughtUp');
        this.idle();
        this.processed = latest.seq;
      }
      return;
    }
    if (next.seq !== this.processed + 1 && latest && latest.seq >= next.seq) {
      // A gap (lost message): jump to the newest view rather than animate from a wrong start.
      this.queue = this.queue.filter((q) => q.seq > latest.seq);
      const rest = this.queue;
      this.reset(latest.view, latest.seq);
      this.queue = rest;
      this.pump();
      return;
    }
    this.queue.shift();
    if (this.motion.speed() <= 0) this.land(next);
    else this.animate(next);
  }

  /** The pace of `next`'s events from `from` on, as `kind`'s, given what waits behind it now and how long those events took last time. */
  private paceOf(next: { seq: number; events: E[] }, kind: BatchKind, from: number): BatchPace {
    const nominal = next.events.slice(from).reduce((sum, e) => sum + (this.nominal.get(e.type) ?? 0), 0);
    return batchPace(kind, this.queue.length, nominal);
  }

  private log(seq: number, events: E[]): void {
    const st = this.store.getState();
    st.set({ log: [...st.log, ...events.map((event) => ({ seq, event }))].slice(-LOG_LINES) });
  }

  /** Reduced motion: the batch lands at once (a table whose `still` steps are async holds the queue meanwhile). */
  private land(next: { seq: number; events: E[] }): void {
    this.log(next.seq, next.events);
    const pending = this.stillFrom(next.events, 0);
    if (!pending) {
      this.processed = next.seq;
      return this.pump();
    }
    this.exclusive(async () => {
      await pending;
      this.processed = next.seq;
    });
  }

  /** Each event's shot and `still` step in order, from `i` on; a promise as soon as one step is async. */
  private stillFrom(events: E[], i: number): Promise<void> | void {
    for (; i < events.length; i++) {
      const e = events[i]!;
      this.publish(e);
      const step = this.still(e);
      if (step) {
        const rest = i + 1;
        return step.then(() => (this.disposed ? undefined : this.stillFrom(events, rest)));
      }
    }
  }

  private animate(next: { seq: number; events: E[] }): void {
    this.exclusive(async () => {
      let kind = this.kind(next.seq);
      // Asked at each step: batches that arrive meanwhile speed up the rest of this one.
      this.motion.begin(() => this.paceOf(next, kind, 0));
      try {
        for (const [i, e] of next.events.entries()) {
          if (this.disposed) return;
          this.log(next.seq, [e]);
          try {
            this.publish(e);
            await this.play(e);
          } catch (err) {
            console.error('river-tables: animation failed', err);
          }
          // What the event moved has landed: the next event names its own pieces.
          useActing.getState().clear();
          this.nominal.set(e.type, this.motion.takeAsked());
          const turn = this.turnStarts(e);
          if (kind === 'own' && turn !== null && !this.mine(turn)) {
            kind = 'other';
            this.motion.begin(() => this.paceOf(next, 'other', i + 1));
          }
        }
      } finally {
        this.motion.end();
      }
      this.processed = next.seq;
    });
  }
}
