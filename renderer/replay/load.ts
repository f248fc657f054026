import { parseRecord, replay, type MatchRecord } from '../../engine/core/record';
import type { AnyGame, GameEvent } from '../../engine/core/types';
import { games } from '../../engine/games';

/** A record rebuilt once: every state (states[0] the setup, states[k] after k actions) and each action's events. */
export interface Replayed {
  record: MatchRecord;
  game: AnyGame;
  states: unknown[];
  events: GameEvent[][];
  /** The record ends the game (its last state has an outcome): only then may every secret be shown. */
  finished: boolean;
}

/**
 * Parse and rebuild a record (JSON text or value; extra top-level fields such as an embedded analysis are ignored).
 * Throws the engine's error naming what is wrong: bad JSON, a bad field, an unknown game, another rules version, the
 * first illegal action.
 */
export function loadReplay(input: unknown): Replayed {
  const record = parseRecord(input);
  const r = replay<unknown>(games, record, { keepStates: true });
  return { record, game: games[record.game]!, states: r.states, events: r.events, finished: r.outcome !== null };
}
