import type { GameId } from '../../../engine/core/types';
import type { TutorialScript } from '../script';
import { nileTutorial } from './nile';

/** Every game's tutorial (a game without one has no Tutorial button). */
export const TUTORIALS: Partial<Record<GameId, TutorialScript>> = { nile: nileTutorial };
