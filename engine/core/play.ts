import { createRng, type RngState } from './rng';
import type { Action, AnyGame, GameEvent, Seat } from './types';
import { newRecord, type MatchRecord } from './record';

/** What a bot gets: only its own seat's view and legal actions, never the host's full state. */
export interface BotInput<A extends Action = Action> {
  game: AnyGame;
  view: unknown;
  seat: Seat;
  legal: A[];
  rng: RngState;
  /** Number of seats in the match (search bots need it to score playouts). */
  players?: number;
}

export type Bot = <A extends Action>(input: BotInput<A>) => A;

export interface PlayedGame<S> {
  record: MatchRecord;
  final: S;
  /** Number of applied actions. */
  actions: number;
  /** True when the game was cut off at `maxActions` (it did not end by the rules). */
  capped: boolean;
}

/**
 * Play one whole game with a bot per seat, the way the host does: each seat to act gets its own view and legal
 * actions. `fastBots` lets benchmarks skip view building for bots that ignore the view (random).
 */
export function playGame<S>(
  game: AnyGame,
  p: { players: number; seed: string; options?: Record<string, unknown>; bots: Bot[]; maxActions?: number; botSeed?: string; keepRecord?: boolean; skipViews?: boolean },
): PlayedGame<S> {
  let state = game.setup({ players: p.players, seed: p.seed, options: p.options });
  const rng = createRng(p.botSeed ?? `${p.seed}/bots`);
  const record = newRecord(game, p.players, p.seed, p.options ?? {});
  const max = p.maxActions ?? 100_000;
  let n = 0;
  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    if (n >= max) return { record, final: state, actions: n, capped: true };
    // Simultaneous choices: seats act one after another; each sees only its own view, so order leaks nothing.
    const seat = seats[0]!;
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} must act but has no legal action`);
    const view = p.skipViews ? null : game.view(state, seat);
    const action = p.bots[seat]!({ game, view, seat, legal, rng, players: p.players });
    state = game.apply(state, seat, action).state;
    if (p.keepRecord !== false) record.actions.push({ seat, action });
    n++;
  }
  return { record, final: state, actions: n, capped: false };
}

export type { GameEvent };
