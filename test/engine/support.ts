import { expect } from 'vitest';
import { greedyBot, randomBot } from '../../engine/ai';
import { RuleError, type RuleErrorCode } from '../../engine/core/errors';
import { playGame } from '../../engine/core/play';
import type { MatchRecord } from '../../engine/core/record';
import type { RngState } from '../../engine/core/rng';
import type { AnyGame, EventOf, GameEvent, Seat, StateOf } from '../../engine/core/types';

/** Test support shared by every engine's helpers: apply with a purity check, and expected rule errors. */
export interface Step<S, E extends GameEvent = GameEvent> {
  state: S;
  events: E[];
}

/** Apply an action, checking that the input state is left untouched. `action` may be malformed on purpose. */
export function actOn<G extends AnyGame>(game: G, state: StateOf<G>, seat: Seat, action: unknown): Step<StateOf<G>, EventOf<G>> {
  const before = structuredClone(state);
  const r: Step<StateOf<G>, EventOf<G>> = game.apply(state, seat, action);
  expect(state).toEqual(before);
  return r;
}

/** The events of one type, in order, typed as that member of the game's event union. */
export function eventsOf<E extends GameEvent, T extends E['type']>(events: readonly E[], type: T): Extract<E, { type: T }>[] {
  return events.filter((e): e is Extract<E, { type: T }> => e.type === type);
}

/** Apply several actions one after another, each by the seat `actor` names in the state it is applied to. */
export function actAllOn<G extends AnyGame>(game: G, state: StateOf<G>, actions: unknown[], actor: (s: StateOf<G>) => Seat): Step<StateOf<G>, EventOf<G>> {
  let cur: Step<StateOf<G>, EventOf<G>> = { state, events: [] };
  for (const a of actions) {
    const r = actOn(game, cur.state, actor(cur.state), a);
    cur = { state: r.state, events: [...cur.events, ...r.events] };
  }
  return cur;
}

/**
 * Play on from `state` with the random bot until nobody is to act, each move by the first seat to act (which must
 * have a legal move), adding it to `record`; `after` checks the state and events of each step (numbered from 0).
 * Fails unless the game ends within `maxSteps`. Returns the final state.
 */
export function playRandomly<G extends AnyGame>(game: G, state: StateOf<G>, rng: RngState, record: MatchRecord, maxSteps: number, after: (s: StateOf<G>, events: EventOf<G>[], step: number) => void): StateOf<G> {
  let s = state;
  let steps = 0;
  while (game.toAct(s).length > 0) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = randomBot({ game, view: null, seat, legal, rng });
    const r = game.apply(s, seat, action);
    record.actions.push({ seat, action });
    s = r.state;
    after(s, r.events, steps);
    steps++;
    expect(steps).toBeLessThan(maxSteps);
  }
  return s;
}

/**
 * The share of `n` 4-player games that one greedy bot wins against three random bots, sitting at seat i % 4 in game i
 * (a shared win counts its share). Chance is 25%: a useful heuristic wins far more.
 */
export function greedyWinShare(game: AnyGame, n: number, setup: (i: number) => { seed: string; options?: Record<string, unknown> }): number {
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const seat = i % 4;
    const bots = [randomBot, randomBot, randomBot, randomBot];
    bots[seat] = greedyBot;
    const g = playGame(game, { players: 4, bots, ...setup(i) });
    const o = game.outcome(g.final)!;
    if (o.winners.includes(seat)) wins += 1 / o.winners.length;
  }
  return wins / n;
}

/** `f` must throw a RuleError with this code; returns it. */
export function ruleError(f: () => unknown, code: RuleErrorCode): RuleError {
  let caught: unknown = null;
  try {
    f();
  } catch (e) {
    caught = e;
  }
  expect(caught, `expected RuleError ${code}`).toBeInstanceOf(RuleError);
  expect((caught as RuleError).code, (caught as RuleError).message).toBe(code);
  return caught as RuleError;
}

/** apply must throw `code` and leave the state deep-equal to a copy taken before. */
export function rejectsOn<S>(game: AnyGame, state: S, seat: Seat, action: unknown, code: RuleErrorCode): RuleError {
  const before = structuredClone(state);
  const e = ruleError(() => game.apply(state, seat, action as never), code);
  expect(state).toEqual(before);
  return e;
}
