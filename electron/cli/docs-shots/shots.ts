import type { GameId } from '../../../engine/core/types';

/**
 * One picture of the documentation (`npm run shots:docs`): a game of seat 0 against bots, and what the page shows of
 * it. `decision`: played until seat 0 has the decision the picture shows, then opened as seat 0 resumes it. `results`,
 * `replay` and `finale`: played to the end, then its results screen, its replay at the middle move, or its replay at
 * the end (the table's final state, with its final scoring where the game has one).
 */
export type DocShot = DecisionShot | FinishedShot;

interface ShotBase {
  /** docs/screenshots/<name>.png */
  name: string;
  game: GameId;
  players: number;
}

export interface DecisionShot extends ShotBase {
  moment: 'decision';
  /** Not before this many moves of the match (its seq). */
  after: number;
  /** Seat 0's decision the picture shows, by the kinds (`type`) of its legal actions. */
  when: (kinds: ReadonlySet<string>) => boolean;
}

export interface FinishedShot extends ShotBase {
  moment: 'finale' | 'results' | 'replay';
}

/**
 * The pictures the README and docs/playing.md show of the tables and of a finished game. Niagara's
 * (20-niagara-waterfall, 21-niagara-river) catch its river mid-flow, a moment of an animation:
 * test/e2e/niagara.test.ts takes them at the screen's own pixels.
 */
export const DOC_SHOTS: readonly DocShot[] = [
  // A trade, plant or pass with the others' fields and speculations on the table.
  { name: '05-table-midgame', game: 'nile', players: 4, moment: 'decision', after: 36, when: (k) => k.has('plant') && k.has('market') },
  // Laying a water card: the piles on the HUD, the fields to flood lit.
  { name: '23-banks-flood', game: 'banks', players: 3, moment: 'decision', after: 30, when: (k) => k.has('placeWater') },
  // A market closing: pay the bid for a gift or take half the reserve.
  { name: '24-nefertiti-market-closing', game: 'nefertiti', players: 4, moment: 'decision', after: 24, when: (k) => k.has('buy') && k.has('takeHalf') },
  // The game over on the table: the final scoring beside the board.
  { name: '25-nefertiti-final-scoring', game: 'nefertiti', players: 4, moment: 'finale' },
  { name: '07-results', game: 'nile', players: 4, moment: 'results' },
  { name: '08-replay', game: 'nile', players: 4, moment: 'replay' },
];
