import type { Seat } from '../../engine/core/types';
import type { Session } from '../../client/session';
import { useEmphasis } from '../scenes/common/emphasis';
import { sameAction } from '../scenes/common/emphasisTargets';
import { scriptedSeats, shownSteps, type TutorialScript, type TutorialStep } from './script';
import type { TutorialControl, TutorialRun } from './store';

/** What the runner needs of the session: a seat's latest snapshot, sending for a held seat, leaving one. */
export type TutorialSession = Pick<Session, 'snapshot' | 'act' | 'leave' | 'events'>;

/** The pause before an opponent's scripted move at the normal animation speed (ms). */
export const OPPONENT_PAUSE_MS = 700;

export interface RunnerOptions {
  /** Each change of what the panel shows. */
  publish(run: TutorialRun): void;
  /** Pause before an opponent's scripted move, so the learner sees the table settle (ms); read at each move. */
  opponentDelayMs?: () => number;
  /** The script broke: logged loudly (tests fail on it through the probe). */
  onError?(why: string): void;
}

/**
 * Plays a tutorial script through the real host: the page holds every seat; the learner's moves come from the table
 * (the step's action emphasised with `only`, so nothing else can be clicked), the other seats' scripted moves are sent
 * by the runner with `session.act`, like any seat's. Before each move it checks that the seat is to act and that the
 * scripted action is legal in the state the host sent: a script an engine change broke stops with an error instead of
 * drifting. After the last step, `finish` leaves the other seats: their stand-in (the easy bot, see start.ts) plays them from then on.
 */
export class TutorialRunner implements TutorialControl {
  private i = 0;
  /** The seq the current step starts from (snapshots older than this are stale). */
  private from = 0;
  /** The current move was sent (or offered to the learner) at this seq: waiting for a newer snapshot. */
  private movedAt: number | null = null;
  private free = false;
  private error: string | null = null;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly off: () => void;
  private readonly puppets: Seat[];

  constructor(
    private readonly session: TutorialSession,
    private readonly match: string,
    private readonly script: TutorialScript,
    private readonly opts: RunnerOptions,
  ) {
    this.puppets = scriptedSeats(script);
    this.off = session.events.on((e) => {
      if (e.kind === 'snapshot' && e.match === match) this.pump();
    });
    this.pump();
  }

  next(): void {
    if (this.step()?.kind !== 'explain') return;
    this.i++;
    this.pump();
  }

  finish(): void {
    if (this.free || this.stopped) return;
    this.free = true;
    this.clearTimer();
    useEmphasis.getState().set(null);
    for (const seat of this.puppets) void this.session.leave(this.match, seat).catch(() => {});
    this.show(null);
  }

  /** Leave the tutorial: the other seats go to the bot, the panel goes (the run stays published as free). */
  stop(): void {
    if (this.stopped) return;
    this.finish();
    this.stopped = true;
    this.off();
  }

  private step(): TutorialStep | undefined {
    return this.script.steps[this.i];
  }

  private pump(): void {
    while (!this.free && !this.error && !this.stopped) {
      const step = this.step();
      if (!step) return this.show('done', { last: true });
      if (step.kind === 'explain') return this.show(step.text, { next: true });
      const seat = step.kind === 'do' ? this.script.player : step.seat;
      const snap = this.session.snapshot(this.match, seat);
      if (!snap || snap.seq < this.from) return;
      if (this.movedAt !== null) {
        if (snap.seq <= this.movedAt) return;
        // The move was played: the next step starts from the state it left.
        this.movedAt = null;
        this.from = snap.seq;
        this.i++;
        continue;
      }
      const why = !snap.toAct.includes(seat)
        ? `seat ${seat} is not to act`
        : !(snap.legal ?? []).some((a) => sameAction(a, step.action))
          ? `${JSON.stringify(step.action)} is not legal for seat ${seat}`
          : null;
      if (why) return this.fail(`step ${this.i + 1} (${step.kind}) at seq ${snap.seq}: ${why}`);
      this.movedAt = snap.seq;
      if (step.kind === 'do') return this.show(step.text, { action: step });
      this.show(null);
      this.timer = setTimeout(() => {
        this.timer = null;
        if (!this.stopped) this.session.act(this.match, seat, step.action);
      }, this.opts.opponentDelayMs?.() ?? OPPONENT_PAUSE_MS);
      return;
    }
  }

  private fail(why: string): void {
    this.error = why;
    this.opts.onError?.(why);
    useEmphasis.getState().set(null);
    this.show(null);
  }

  private show(text: string | null, o: { next?: boolean; last?: boolean; action?: Extract<TutorialStep, { kind: 'do' }> } = {}): void {
    if (!this.free && !this.error) {
      // Explaining (and between moves) the table holds every target back; a move step points at its one action.
      useEmphasis.getState().set({ source: 'tutorial', actions: o.action ? [o.action.action] : [], only: true });
    }
    const before = this.script.steps.slice(0, this.i).filter((s) => s.kind !== 'opponent').length;
    this.opts.publish({
      match: this.match,
      game: this.script.game,
      puppets: this.puppets,
      text: this.error ? null : text,
      seq: this.from,
      step: Math.min(before + 1, shownSteps(this.script)),
      total: shownSteps(this.script),
      canNext: !!o.next,
      last: !!o.last,
      free: this.free,
      error: this.error,
    });
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
