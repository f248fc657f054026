import type { GameId } from '../../../engine/core/types';

/**
 * One picture of the documentation (`npm run shots:docs`): a game of seat 0 (and a LAN guest) against bots, and what
 * the page shows of it. `decision`: played until the pictured seat has the decision the picture shows, then opened as
 * that seat resumes it. `results`, `replay` and `finale`: played to the end, then its results screen, its replay at
 * the middle move, or its replay at the end (the table's final state, with its final scoring where the game has one).
 */
export type DocShot = DecisionShot | FinishedShot;

interface ShotBase {
  /** docs/screenshots/<name>.png */
  name: string;
  game: GameId;
  players: number;
  /**
   * The picture is a LAN guest's screen: seat 1, joined from the LAN address (the page loads from there too), with
   * seat 0 the host's own player; without it the picture is seat 0's on the host's own app.
   */
  guest?: true;
  /** The picture's own screen (a phone's), whatever `--size` says; else `--size`. */
  size?: { width: number; height: number };
}

export interface DecisionShot extends ShotBase {
  moment: 'decision';
  /** Not before this many moves of the match (its seq). */
  after: number;
  /** The pictured seat's decision the picture shows, by the kinds (`type`) of its legal actions. */
  when: (kinds: ReadonlySet<string>) => boolean;
}

export interface FinishedShot extends ShotBase {
  moment: 'finale' | 'results' | 'replay';
}

/**
 * The pictures the README and docs/playing.md show of the tables and of a finished game. Niagara's
 * (20-niagara-waterfall, 21-niagara-river) catch its river mid-flow, a moment of an animation:
 * test/e2e/niagara.test.ts takes them at the screen's own pixels, at 1280 × 800 with RT_DOCS_PICTURES=1
 * (niagara-06-waterfall and niagara-04-river-at-rest in test/e2e/screenshots; the suite's run is in a smaller window).
 */
export const DOC_SHOTS: readonly DocShot[] = [
  // A trade, plant or pass with the others' fields and speculations on the table.
  { name: '05-table-midgame', game: 'nile', players: 4, moment: 'decision', after: 36, when: (k) => k.has('plant') && k.has('market') },
  // Laying a water card: the piles on the HUD, the fields to flood lit.
  { name: '23-banks-flood', game: 'banks', players: 3, moment: 'decision', after: 30, when: (k) => k.has('placeWater') },
  // A LAN guest's own turn at the host's NILE game, on the guest's screen.
  { name: '13-lan-table-guest', game: 'nile', players: 3, guest: true, moment: 'decision', after: 20, when: (k) => k.has('plant') && k.has('market') },
  // A LAN guest paddling at the host's Niagara game, on a phone held upright.
  { name: '22-niagara-phone', game: 'niagara', players: 3, guest: true, size: { width: 390, height: 844 }, moment: 'decision', after: 12, when: (k) => k.has('paddle') },
  // A market closing: pay the bid for a gift or take half the reserve.
  { name: '24-nefertiti-market-closing', game: 'nefertiti', players: 4, moment: 'decision', after: 24, when: (k) => k.has('buy') && k.has('takeHalf') },
  // The game over on the table: the final scoring beside the board.
  { name: '25-nefertiti-final-scoring', game: 'nefertiti', players: 4, moment: 'finale' },
  { name: '07-results', game: 'nile', players: 4, moment: 'results' },
  { name: '08-replay', game: 'nile', players: 4, moment: 'replay' },
];
