import type { TFunction } from 'i18next';
import { replay, type MatchRecord } from '../../../engine/core/record';
import type { Action, Seat } from '../../../engine/core/types';
import { games } from '../../../engine/games';
import { gameActions, gameView, isViewGame, type ViewGame } from '../../app/gameViews';
import { wordAction } from '../actionWords';

/** Words for a decision's moves, read from the acting seat's view at that step (what the player saw then). */
export type MoveWords = (index: number, seat: Seat, action: Action) => string;

/** Replays the record once and words any of its decisions' moves; a game without a table says the action's type. */
export function moveWords(t: TFunction, record: MatchRecord): MoveWords {
  const game = isViewGame(record.game) ? record.game : null;
  if (!game) return (_i, _s, action) => action.type;
  const states = replay<unknown>(games, record, { keepStates: true }).states;
  return (index, seat, action) => say(t, game, record.game, states[index], seat, action) ?? action.type;
}

function say<G extends ViewGame>(t: TFunction, game: G, actual: string, state: unknown, seat: Seat, action: Action): string | null {
  const view = gameView(game, actual, state === undefined ? undefined : games[game]!.view(state, seat));
  const act = gameActions(game, actual, [action])?.[0];
  return view && act ? wordAction(t, game, view, seat, act) : null;
}
