import type { TFunction } from 'i18next';
import type { Seat } from '../../../engine/core/types';
import { gameActions, gameView, isViewGame } from '../../app/gameViews';
import type { Replayed } from '../../replay/load';
import { wordAction } from '../actionWords';

/**
 * Who did what at step k (the k-th action), as `viewer` may know it: the action's words (read from the actor's view
 * before it) only for the actor's own eyes, since they can name what the others did not see; else just who moved.
 */
export function moveWords(t: TFunction, replayed: Replayed, k: number, viewer: Seat | null, names: readonly string[]): string | null {
  const done = replayed.record.actions[k - 1];
  if (!done) return null;
  const name = names[done.seat] ?? '';
  const game = replayed.record.game;
  if (viewer !== done.seat || !isViewGame(game)) return t('replay.moved', { name });
  const view = gameView(game, game, replayed.game.view(replayed.states[k - 1], done.seat));
  // The record's actions were applied by this game's engine (replay checked each one): they are this game's actions.
  const action = gameActions(game, game, [done.action])?.[0];
  if (!view || !action) return t('replay.moved', { name });
  return t('replay.by', { name, action: wordAction(t, game, view, done.seat, action, names) });
}
