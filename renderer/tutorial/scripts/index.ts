import { gameUi } from '../../ui/game/registry';
import type { TutorialScript } from '../script';

/** The tutorial of a game named by the screen (its `GameUi.tutorial`): none for an unknown id or a game without one. */
export function tutorialFor(game: string): TutorialScript | undefined {
  return gameUi(game)?.tutorial;
}
