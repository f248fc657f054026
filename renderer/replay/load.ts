import { parseRecord, replay, replaySteps, type MatchRecord, type ReplayResult } from '../../engine/core/record';
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
  return replayed(record, replay<unknown>(games, record, { keepStates: true }));
}

/** Longest stretch of a sliced replay between two yields to the page (a long task is one over 50 ms; 200 ms is felt). */
export const SLICE_MS = 30;

/**
 * `loadReplay` of a record already read and checked (renderer/replay/read.ts, in a worker), spread over short tasks:
 * the longest real game (about 2,100 actions) takes 100–200 ms to rebuild, too long for one task of the page.
 */
export async function loadReplaySliced(record: MatchRecord, now: () => number = () => performance.now()): Promise<Replayed> {
  const steps = replaySteps<unknown>(games, record, { keepStates: true });
  let sliceStart = now();
  for (;;) {
    const r = steps.next();
    if (r.done) return replayed(record, r.value);
    if (now() - sliceStart > SLICE_MS) {
      await new Promise((go) => setTimeout(go, 0));
      sliceStart = now();
    }
  }
}

function replayed(record: MatchRecord, r: ReplayResult<unknown>): Replayed {
  return { record, game: games[record.game]!, states: r.states, events: r.events, finished: r.outcome !== null };
}
