import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { Outcome } from '../../../engine/core/types';
import type { GameActions } from '../../../engine/games';
import type { GameViews, ViewGame } from '../../app/gameViews';
import type { Paint } from '../../scenes/common/marks';
import type { Ahead } from '../../scenes/common/prepare';
import type { CaptionWriter } from '../../showcase/captions/types';
import type { TutorialScript } from '../../tutorial/script';

/** What a game was set up with, as the lobby, a table, the results and a record all know it. */
export interface SeatSetup {
  players: number;
  options?: Readonly<Record<string, unknown>>;
}

/**
 * What a legal action of game G does, in the player's language, read from the acting seat's view; `names`: the seats'
 * names where the caller has them (an action that names another seat says its name, else "Seat n").
 */
export type ActionWords<G extends ViewGame> = (t: TFunction, view: GameViews[G], seat: number, action: GameActions[G], names?: readonly string[]) => string;

/**
 * What `seat`'s own view of game G shows that the spectator's view of the same moment does not, as lines in the
 * player's language (empty: nothing hidden). Read from those two views only, so it can name nothing else.
 */
export type SecretWords<G extends ViewGame> = (t: TFunction, own: GameViews[G], spectator: GameViews[G], seat: number) => string[];

/** An engine refusal's stable English text and its wording in the player's language (ui/errors.ts). */
export type Refusal = [RegExp, (t: TFunction, m: RegExpMatchArray) => string];

/** A finished game as the results screen knows it: the engine's outcome, the seats' names, its set-up. */
export interface FinishedGame {
  outcome: Outcome;
  names: readonly string[];
  setup: SeatSetup;
}

/** A finished game's result in the player's language: no engine field names, no bare numbers without their unit. */
export interface ResultWords {
  /** What won, by how much over the next place, and what broke a tie if one did: a sentence each. */
  lines: string[];
  /**
   * Each seat's own result (the Details column), by seat, as short parts — per victory condition where the game has
   * several — shown side by side, or one under another on a narrow screen.
   */
  seats: string[][];
}

/** Words for the values of a hint reason that name things by id: only the values it words, the rest as they are. */
export type HintValueWords = (t: TFunction, values: Readonly<Record<string, unknown>>) => Record<string, string>;

/** The results of a finished game of G in words (`renderer/ui/<game>/resultWords.ts`). */
export type ResultWordsOf = (t: TFunction, game: FinishedGame) => ResultWords;

/** What a game draws beside a seat's words in the results' Details column (NILE: its storage piles as bars). */
export type ResultDetail = ComponentType<{ outcome: Outcome; seat: number }>;

/** A game's table screen (its own chunk), given the match to show. */
export type TableScreen = ComponentType<{ match: string }>;

/**
 * Everything the app knows of one game beside its engine, in one object per game (`renderer/ui/<game>/game.ts`),
 * registered by one line in `renderer/ui/game/registry.ts`: the home tile's art, the seat palette every screen
 * draws seats in, the action and secret words, the result in words, showcase captions, the tutorial, refusal
 * wording, and the table (loaded on demand) with what it makes ahead. Its table words are `locales/<lang>/<id>Table.json`, its rules
 * `renderer/rules/content/<id>/`.
 */
export interface GameUi<G extends ViewGame> {
  /** The engine's id (`engine/games.ts`): the registry's key, and what records, feeds and URLs name the game by. */
  id: G;
  /** The cover picture of the home tile and the showcase (an SVG's content, viewBox 0 0 240 130). */
  Art: ComponentType;
  /** The colours and marks a seat plays in (Niagara: its crews'; two with the two-colours variant). */
  paints(seat: number, setup: SeatSetup): Paint[];
  /** A legal action in words (`renderer/ui/<game>/actionText.ts`): the HUD's buttons, hints and tutorials say it so. */
  actionWords: ActionWords<G>;
  /** What a seat's own view shows that the spectator's does not, in words: the replay's "reveal all". */
  secretWords: SecretWords<G>;
  /** The showcase's caption of a move, from its events as a spectator sees them. */
  caption: CaptionWriter;
  /** The result in words: what won, by how much, per condition; the results screen's top lines and Details column. */
  resultWords: ResultWordsOf;
  /** Drawn under a seat's words in the Details column (none: the words alone). */
  ResultDetail?: ResultDetail;
  /** The tutorial (none: the New Game screen has no Tutorial button). */
  tutorial?: TutorialScript;
  /** The engine's refusals in the player's language (ui/errors.ts): each stable English text and its translation. */
  refusals?: readonly Refusal[];
  /** A hint reason's values the engine gives by id, in words (a board row's id → "West bank, row 3"). */
  hintValues?: HintValueWords;
  /** The table screen's module (a chunk of its own). */
  table(): Promise<TableScreen>;
  /** What the table makes ahead while the page is idle (its fixed textures and pieces). */
  ahead(): Promise<readonly Ahead[]>;
}

/** Any one game's entry (what `gameUi(id)` gives for an id known only at run time). */
export type AnyGameUi = { [G in ViewGame]: GameUi<G> }[ViewGame];
