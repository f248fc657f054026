import { randomBot } from '../engine/ai';
import { createRng } from '../engine/core/rng';
import type { Action, Seat } from '../engine/core/types';
import type { BotRunner } from './bots/runner';
import { HostError, toHostError } from './errors';
import type { Match } from './match';
import { PACE_DEFAULTS, Pacers, type PaceOptions } from './pacers';

export interface SeatBotsOptions {
  /** A human seat away this long is played by the takeover bot; null: never. */
  awayTimeoutMs: number | null;
  takeoverBot: string;
  botDelayMs: number;
  runner: () => BotRunner;
  /** Apply an action through the host's normal path (validation, journal, broadcast). Throws when refused. */
  act: (m: Match, seat: Seat, seq: number, action: Action) => void;
  /** Seats were just taken over: tell everyone (presence, snapshots without their legal actions). */
  takenOver: (m: Match) => void;
  log: (line: string) => void;
  now: () => number;
  /** Pacing viewers: how far ahead of them the bots may run (default PACE_DEFAULTS). */
  pace?: PaceOptions;
}

/**
 * Who plays seats without a person: bot seats, and human seats taken over after being away too long (handed back the
 * moment their player returns). Decisions run in the bot pool's worker threads; a late answer for a seat that was
 * handed back, or a match that is gone, is dropped.
 */
export class SeatBots {
  private ticket = 0;
  private readonly delays = new Set<ReturnType<typeof setTimeout>>();
  private readonly takeoverTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private closed = false;
  /** Clients the bots wait for (`join` with `pace`), and per match the timer that ends a wait at the bound. */
  readonly pacers: Pacers;
  private readonly paceTimers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly o: SeatBotsOptions) {
    this.pacers = new Pacers(o.pace ?? PACE_DEFAULTS, o.now);
  }

  close(): void {
    this.closed = true;
    for (const t of this.delays) clearTimeout(t);
    for (const t of this.takeoverTimers.values()) clearTimeout(t);
    for (const t of this.paceTimers.values()) clearTimeout(t);
    this.delays.clear();
    this.takeoverTimers.clear();
    this.paceTimers.clear();
  }

  // --- pacing -------------------------------------------------------------------------------------------------------

  /** `who` (a connection id) asks the bots of `m` to wait for what it has shown (acks via `shown`). */
  pace(m: Match, who: string): void {
    this.pacers.add(m.id, who, m.seq);
  }

  /** A pacer's ack: when it is progress, bots that waited for it may go on. False: `who` does not pace `m`. */
  shown(m: Match, who: string, seq: number): boolean {
    if (!this.pacers.has(m.id, who)) return false;
    if (this.pacers.shown(m.id, who, seq, m.seq)) this.schedule(m);
    return true;
  }

  /** `who` stops pacing these matches (it left one, or went away: all); bots waiting for it go on. */
  unpace(who: string, matches: Iterable<Match>): void {
    for (const m of matches) if (this.pacers.remove(m.id, who)) this.schedule(m);
  }

  /** The match is gone: forget its pacers and wait. */
  forget(m: Match): void {
    this.pacers.forget(m.id);
    this.clearPaceTimer(m);
  }

  private clearPaceTimer(m: Match): void {
    const t = this.paceTimers.get(m.id);
    if (t) clearTimeout(t);
    this.paceTimers.delete(m.id);
  }

  /** Whether the bots of `m` must wait for a pacer now; if so, they are scheduled again when the wait's bound ends. */
  private held(m: Match): boolean {
    this.clearPaceTimer(m);
    const ms = this.pacers.holdMs(m.id, m.seq);
    if (ms <= 0) return false;
    const t = setTimeout(() => {
      this.paceTimers.delete(m.id);
      this.schedule(m);
    }, ms);
    this.paceTimers.set(m.id, t);
    return true;
  }

  /** Hand a seat back to its player: a decision in flight for it is dropped, its takeover timer cancelled. */
  handBack(m: Match, seat: Seat): void {
    const slot = m.seats[seat]!;
    if (slot.takenOver) this.o.log(`match ${m.id}: seat ${seat} handed back from the bot`);
    slot.takenOver = false;
    m.botBusy[seat] = null;
    this.clearTimer(m, seat);
  }

  clearTimer(m: Match, seat: Seat): void {
    const key = `${m.id}:${seat}`;
    const t = this.takeoverTimers.get(key);
    if (t) {
      clearTimeout(t);
      this.takeoverTimers.delete(key);
    }
  }

  /** Seats away longer than awayTimeoutMs are taken over now; the others get a timer for when they will be. */
  checkTakeovers(m: Match): void {
    const limit = this.o.awayTimeoutMs;
    if (limit === null || m.closed || this.closed || m.status !== 'playing') return;
    const now = this.o.now();
    let changed = false;
    for (const slot of m.seats) {
      if (slot.kind !== 'human' || slot.holder || !slot.tokenHash || slot.awaySince === null || slot.takenOver) continue;
      // Nobody else is at the table (a solo game, a hot-seat window closed): nobody waits, so the seat waits for its player.
      if (!someoneElseHere(m, slot.seat)) continue;
      const key = `${m.id}:${slot.seat}`;
      const left = slot.awaySince + limit - now;
      if (left <= 0) {
        this.clearTimer(m, slot.seat);
        slot.takenOver = true;
        changed = true;
        this.o.log(`match ${m.id}: seat ${slot.seat} away for ${limit} ms, a bot plays it`);
      } else if (!this.takeoverTimers.has(key)) {
        const t = setTimeout(() => {
          this.takeoverTimers.delete(key);
          this.checkTakeovers(m);
        }, left);
        this.takeoverTimers.set(key, t);
      }
    }
    if (changed) {
      this.o.takenOver(m);
      this.schedule(m);
    }
  }

  /** Ask the bots for every seat they play that must act now (at most one decision in flight per seat). */
  schedule(m: Match): void {
    if (m.status !== 'playing' || m.closed || this.closed) return;
    let checked = false;
    for (const seat of m.toAct()) {
      if (!m.botPlays(seat) || m.botBusy[seat] !== null) continue;
      // A pacing viewer is too far behind: no new decision until it catches up (or the bound passes).
      if (!checked && this.held(m)) return;
      checked = true;
      const ticket = ++this.ticket;
      m.botBusy[seat] = ticket;
      const seq = m.seq;
      const slot = m.seats[seat]!;
      // The bot sees exactly what the seat may see: its view and its legal actions (and a seed that is not the game's).
      const req = {
        game: m.game.id, bot: slot.bot ?? this.o.takeoverBot, view: m.game.view(m.state, seat), seat,
        legal: m.game.legalActions(m.state, seat) as Action[], players: m.players, seed: `${m.botSeed}/${seat}/${seq}`,
      };
      const live = () => !m.closed && !this.closed && m.botBusy[seat] === ticket;
      const done = (action: Action | null, why?: string) => {
        if (!live()) return; // handed back, or the match is gone
        m.botBusy[seat] = null;
        if (action === null) this.o.log(`match ${m.id}: bot for seat ${seat} failed (${why}); playing a random legal action`);
        try {
          this.o.act(m, seat, seq, action ?? fallbackAction(m, seat));
        } catch (e) {
          // E.g. a simultaneous choice of another seat changed what is legal: decide again on the new state once.
          this.o.log(`match ${m.id}: bot action for seat ${seat} refused (${toHostError(e).code}); playing a random legal action`);
          try {
            this.o.act(m, seat, m.seq, fallbackAction(m, seat));
          } catch (e2) {
            this.o.log(`match ${m.id}: seat ${seat} is stuck: ${toHostError(e2).message}`);
          }
        }
      };
      const go = () => {
        if (live()) this.o.runner().choose(req).then((a) => done(a), (e: Error) => done(null, e.message));
      };
      if (this.o.botDelayMs > 0) {
        const t = setTimeout(() => {
          this.delays.delete(t);
          go();
        }, this.o.botDelayMs);
        this.delays.add(t);
      } else go();
    }
  }
}

/** A random legal action, chosen on the host thread (cheap): when a bot failed, timed out or was refused. */
function fallbackAction(m: Match, seat: Seat): Action {
  const legal = m.game.legalActions(m.state, seat) as Action[];
  if (legal.length === 0) throw new HostError('INTERNAL', `seat ${seat} must act but has no legal action`);
  return randomBot({ game: m.game, view: null, seat, legal, rng: createRng(`${m.botSeed}/fallback/${m.seq}`) });
}

/** Whether a person other than seat `seat`'s is connected at the match (then an away seat holds them up). */
function someoneElseHere(m: Match, seat: Seat): boolean {
  return m.seats.some((s) => s.kind === 'human' && s.seat !== seat && s.holder !== null);
}
