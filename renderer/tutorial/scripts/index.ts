import type { GameId } from '../../../engine/core/types';
import type { TutorialScript } from '../script';
import { nefertitiTutorial } from './nefertiti';
import { nileTutorial } from './nile';

/** Every game's tutorial (a game without one has no Tutorial button). */
export const TUTORIALS: Partial<Record<GameId, TutorialScript>> = { nile: nileTutorial, nefertiti: nefertitiTutorial };

/** The tutorial of a game named by the screen (none for an unknown id or a game without one). */
export function tutorialFor(game: string): TutorialScript | undefined {
  return Object.entries(TUTORIALS).find(([id]) => id === game)?.[1];
}
