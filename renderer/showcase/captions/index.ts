import { gameUi } from '../../ui/game/registry';
import type { CaptionWriter } from './types';

export type { CaptionContext, CaptionWriter } from './types';
export { captionContext } from './types';

/** The caption writer of a game (its `GameUi.caption`); none for a game this app does not know. */
export function captionFor(game: string): CaptionWriter | undefined {
  return gameUi(game)?.caption;
}
