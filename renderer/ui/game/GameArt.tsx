import type { ViewGame } from '../../app/gameViews';
import { GAME_UI } from './registry';

/** A game's cover picture (its `GameUi.Art`), filling its box: the home tiles and the showcase's attract screen. */
export function GameArt({ game }: { game: ViewGame }) {
  const { Art } = GAME_UI[game];
  return (
    <svg width="100%" height="100%" viewBox="0 0 240 130" preserveAspectRatio="xMidYMid slice" aria-hidden>
      <Art />
    </svg>
  );
}
