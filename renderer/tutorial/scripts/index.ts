import type { GameId } from '../../../engine/core/types';
import type { TutorialScript } from '../script';
import { banksTutorial } from './banks';
import { nefertitiTutorial } from './nefertiti';
import { niagaraTutorial } from './niagara';
import { nileTutorial } from './nile';

/** Every game's tutorial (a game without one has no Tutorial button). */
export const TUTORIALS: Partial<Record<GameId, TutorialScript>> = { nile: nileTutorial, banks: banksTutorial, niagara: niagaraTutorial, nefertiti: nefertitiTutorial };

/** The tutorial of a game named by the screen (none for an unknown id or a game without one). */
export function tutorialFor(game: string): TutorialScript | undefined {
  return Object.entries(TUTORIALS).find(([id]) => id === game)?.[1];
}
