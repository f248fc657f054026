import type { TFunction } from 'i18next';
import { gameView, isViewGame } from '../../app/gameViews';
import type { Replayed } from '../../replay/load';
import { wordSecrets } from '../secretWords';

/** One seat's secrets at a step: what its own view showed that the spectator's did not. */
export interface SeatSecrets {
  seat: number;
  lines: string[];
}

/**
 * Every seat's secrets at step k of a finished record (null while the record is unfinished: its secrets may still
 * matter to a game in play). Each seat's lines come from `game.view(state, seat)` beside the spectator's view.
 */
export function seatSecrets(t: TFunction, replayed: Replayed, k: number): SeatSecrets[] | null {
  const { record, game, states, finished } = replayed;
  const id = record.game;
  const state = states[k];
  if (!finished || state === undefined || !isViewGame(id)) return null;
  const spectator = gameView(id, id, game.view(state, null));
  if (!spectator) return null;
  return Array.from({ length: record.players }, (_, seat) => {
    const own = gameView(id, id, game.view(state, seat));
    return { seat, lines: own ? wordSecrets(t, id, own, spectator, seat) : [] };
  });
}
