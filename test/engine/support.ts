import { expect } from 'vitest';
import { RuleError, type RuleErrorCode } from '../../engine/core/errors';
import type { AnyGame, GameEvent, Seat } from '../../engine/core/types';

/** Test support shared by every engine's helpers: apply with a purity check, and expected rule errors. */
export interface Step<S> {
  state: S;
  events: GameEvent[];
}

/** Apply an action, checking that the input state is left untouched. */
export function actOn<S>(game: AnyGame, state: S, seat: Seat, action: unknown): Step<S> {
  const before = structuredClone(state);
  const r = game.apply(state, seat, action as never) as Step<S>;
  expect(state).toEqual(before);
  return r;
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
