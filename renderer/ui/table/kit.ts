import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { StoreApi, UseBoundStore } from 'zustand';
import type { Action } from '../../../engine/core/action';
import type { GameEvent } from '../../../engine/core/types';
import type { GameActions, GameEvents } from '../../../engine/games';
import type { GameViews, ViewGame } from '../../app/gameViews';
import type { LogLine } from '../../scenes/common/animation/EventAnimator';
import type { ActiveEmphasis } from '../../scenes/common/emphasisTargets';
import type { SeatLabel } from '../../scenes/common/seatLabel';
import type { SceneLook } from './TableFrame';
import type { Pacing, Table, TableAnimator } from './useTable';
import type { LogLine as LogWords } from './hud';
import type { TableRound } from './shown';

/**
 * The table kit: what a game fills in to have a table (`TableKit`), and what the one generic table screen
 * (`GameTable.tsx`) gives each of the game's parts (`KitContext`). The screen owns the rest: the stream and the
 * animator, the emphasis of a tutorial or a hint, the one pick → act interaction, the prompt and "waiting for" line, the
 * players panel with the game's seat palette, the HUD's regions, the name plates' labels and the test probe.
 */

/**
 * What every table's zustand store holds: what it shows (`D`, written by the animator), whether it animates, and its
 * log of the game's events (`E`).
 */
export interface TableState<D, E extends GameEvent = GameEvent> {
  display: D | null;
  busy: boolean;
  log: LogLine<E>[];
}

/** The types one game's table works with, named once (`TableKit<NileKit>`). */
export interface KitTypes {
  game: ViewGame;
  /** What the table shows (the animator's display model). */
  display: { over: boolean };
  /** What else the game keeps in its table store (a market closing, the step…), beside `TableState`. */
  extra: object;
  /** The game's animator (host events → what the table shows). */
  animator: TableAnimator<GameViews[KitTypes['game']]>;
  /** What the scene and HUD need beyond the display, made by the game's `useModel` (layout, frames, assets…). */
  model: unknown;
  /** The seat's legal actions as the game's scene and HUD use them (a `Choices` class over the offered actions). */
  choices: object;
  /** A decision made in several clicks, part way (cards selected, a canoe picked…). */
  pick: unknown;
  /** One click towards a decision (a card, a field, a canoe…), given to the game's pick reducer. */
  input: unknown;
  /** What a tutorial step or a hint points at, as the game's scene and HUD mark it. */
  marks: unknown;
}

/** A game's table store (a zustand hook, as its scene reads it): `TableState` of its display, and its extra state. */
export type KitStore<T extends KitTypes> = UseBoundStore<StoreApi<TableState<T['display'], GameEvents[T['game']]> & T['extra']>>;

/**
 * What a click leads to: a new pick, or an action (which ends the decision when it is one of the seat's legal
 * actions). A plain attempt that is none of them is not sent: the kit holds it beside the pick and shows it disabled
 * with the host's reason for it (a dry run, `check`), until the next click or a cancel.
 */
export type PickStep<T extends KitTypes> = { pick: T['pick'] } | { send: GameActions[T['game']] };

/**
 * The one interaction model, pick → act (and cancel), as a pure reducer the kit drives and tests can run alone: a
 * decision starts from `start` (Niagara: its only canoe already picked); each click is an `input` that gives a new pick
 * or the action to send; cancel (Esc, the HUD's Clear or Back) goes back to `start`. A new decision (seq, seat or
 * offered actions change) starts afresh.
 */
export interface PickModel<T extends KitTypes> {
  start(choices: T['choices'] | null): T['pick'];
  step(pick: T['pick'], input: T['input'], at: { choices: T['choices']; display: T['display']; reveal: number | null }): PickStep<T>;
  /**
   * The action this pick would make if the player confirmed it now, when that is not among the legal actions (NILE:
   * the selected cards as a plant, whose button would otherwise not be offered); null when the pick makes no such
   * action. The kit asks the host why not and shows the action disabled with its reason, where its button would be.
   * A game whose picks end in a click on the board needs none: the attempt that click makes is held instead.
   */
  attempt?(pick: T['pick'], at: { choices: T['choices']; display: T['display']; reveal: number | null }): GameActions[T['game']] | null;
}

/**
 * A pick that cannot be played as it is: the action it makes, and the host's reason in the player's language (null
 * while the host is asked).
 */
export interface WhyNot<T extends KitTypes> {
  action: GameActions[T['game']];
  /** The action in the game's words. */
  words: string;
  reason: string | null;
  /** The rules section of the action, linked beside the reason. */
  rule: { game: string; section: string } | null;
}

/** What the kit tells every part of a game's table, each render. */
export interface KitContext<T extends KitTypes> {
  table: Table<T['game']>;
  store: KitStore<T>;
  /** The store's state now (the screen re-renders when it changes): what the game keeps beside the display. */
  state: TableState<T['display'], GameEvents[T['game']]> & T['extra'];
  display: T['display'];
  model: T['model'];
  /** The seat's choices now (null: it may not act, or the screen is being handed on). */
  choices: T['choices'] | null;
  pick: T['pick'];
  /** The pick's action, when it is not one the rules allow now, and why (the game's `Actions` may place it: `hud.placesWhyNot`). */
  whyNot: WhyNot<T> | null;
  marks: T['marks'] | null;
  /** The seat names, paints and tags of the name plates (the game's palette). */
  labels: SeatLabel[];
  phone: boolean;
  /** A click towards the decision (the game's pick reducer says what it leads to). */
  input(i: T['input']): void;
  /** Send an intent for the revealed seat (a click sound; the table offers nothing more until the host answers). */
  send(a: Action): void;
  /** Back to the decision's start. */
  cancel(): void;
}

/**
 * What the game's animator is made with (once per screen): its store, the table's pacing, and readers of what changes
 * between renders: the seat whose secrets are shown and the latest model (a layout, seat frames…).
 */
export interface AnimatorContext<T extends KitTypes> {
  store: KitStore<T>;
  pacing: Pacing;
  reveal(): number | null;
  model(): T['model'];
}

/** What the game's `useModel` hook is given: the table, its store and what it shows so far. */
export interface ModelContext<T extends KitTypes> {
  table: Table<T['game']>;
  store: KitStore<T>;
  display: T['display'] | null;
  phone: boolean;
}

/** The game's HUD parts, each placed by the kit in its region (TableHud.tsx). */
export interface KitHud<T extends KitTypes> {
  /** Inside the turn box, under whose turn it is: the game's phase, steps or facts. */
  Status?: ComponentType<KitContext<T>>;
  /** More boxes beside the turn box (NILE's piles). */
  StatusBoxes?: ComponentType<KitContext<T>>;
  /** A seat's facts in the players panel, under its name. */
  SeatFacts?: ComponentType<KitContext<T> & { seat: number }>;
  /** What the player can do now: shown while the seat has choices. */
  Actions: ComponentType<KitContext<T>>;
  /**
   * `Actions` shows the pick that cannot be played (`whyNot`, with the kit's `WhyNotAction`) where its button would be
   * (NILE: in Plant's place); otherwise the kit shows it first in the actions region.
   */
  placesWhyNot?: boolean;
  /** A line across the table's middle (Nefertiti's market closing). */
  Notice?: ComponentType<KitContext<T>>;
  /** A panel of the game's own (Nefertiti's final scoring), in the side panels' region. */
  Aside?: ComponentType<KitContext<T>>;
  /** Anything the game draws over the stage outside the regions (a phone's pan arrows, a screen reader's hand list). */
  Overlay?: ComponentType<KitContext<T>>;
  /**
   * A log entry in words (null: not logged). Each entry is worded once while the language, the players' names, the
   * seat shown (`table.reveal`) and the display are the same (GameTable): it reads nothing else of `ctx`.
   */
  logLine(t: TFunction, entry: LogLine<GameEvents[T['game']]>, name: (seat: number) => string, ctx: KitContext<T>): LogWords | null;
  /** The log's turn divider kind and alert colour, and how many lines it keeps (HudLog's options). */
  log?: { divider?: string; alert?: string; limit?: number };
}

/** The words of the prompt line that only the game knows; the kit says the rest (table/prompt.ts). */
export interface KitPrompt<T extends KitTypes> {
  /** The revealed seat must act: what to do now, given its pick. */
  mine(t: TFunction, ctx: KitContext<T>): string;
  /** Nobody of this screen acts: a game's own line (a market closing, the river flowing), else the kit's "waiting for". */
  waiting?(t: TFunction, ctx: KitContext<T>): string | null;
  /** The game is over: the game's own line (Niagara's winners), else "Game over". */
  over?(t: TFunction, ctx: KitContext<T>): string | null;
  /** A second line under the prompt (what a decision means). */
  help?(t: TFunction, ctx: KitContext<T>): string;
}

/** A game's table: one object per game (`renderer/ui/<game>/table.tsx`), read by the generic table screen. */
export interface TableKit<T extends KitTypes> {
  game: T['game'];
  /** The canvas' accessible name (a translation key). */
  label: string;
  createStore(): KitStore<T>;
  /** The game's model: what its scene, HUD and animator need beyond the display (a React hook: it may use others). */
  useModel(ctx: ModelContext<T>): T['model'];
  /** The table can show (the model is made: Nefertiti's data set and layout). Default: always. */
  ready?(model: T['model']): boolean;
  animator(ctx: AnimatorContext<T>): T['animator'];
  /** How the stream's first snapshot starts the animator (default: `reset`; NILE deals the very start). */
  start?(animator: T['animator'], view: GameViews[T['game']], seq: number): void;
  /** The offered actions as the game's choices (`all`: every legal action, when a tutorial offers only some). */
  choices(offer: readonly GameActions[T['game']][], all: readonly GameActions[T['game']][], view: GameViews[T['game']] | undefined): T['choices'];
  picks: PickModel<T>;
  /** The emphasis as the game marks it, for this pick. */
  marks?(emphasis: ActiveEmphasis<GameActions[T['game']]>, choices: T['choices'], pick: T['pick'], at: { display: T['display']; reveal: number | null }): T['marks'];
  /** The seat whose turn the table shows (null: nobody's, e.g. the river flowing between turns). */
  acting(display: T['display']): number | null;
  /** The turn box's note: the turn or round. */
  turnNote(t: TFunction, display: T['display']): string;
  /** The round (or turn) the table shows, as the game counts them (null before the first: a set-up). */
  round(display: T['display']): TableRound | null;
  prompt: KitPrompt<T>;
  hud: KitHud<T>;
  /** The 3D scene, inside the stage. */
  Board: ComponentType<KitContext<T> & SceneLook>;
  /** Where the players panel goes on a wide screen: beside the table (default) or along the top (a table whose board or side seats fill the width). */
  players?: 'side' | 'top';
  /** Hide every seat's secrets while the screen is handed on (simultaneous secret choices). */
  hideDuringHandoff?: boolean;
  /** The height (HUD pixels) of a hand the game draws in 3D along the screen's bottom: the HUD stops above it. */
  handRoom?(ctx: KitContext<T>): number;
  /** The game's facts for the end-to-end tests' table probe (what it shows: a hand, a decision…). */
  facts?(ctx: KitContext<T>): Record<string, unknown>;
  /** Extra content for the turn banner's "who" (default: the kit's "your turn" / "{{name}}'s turn"). */
  who?(t: TFunction, ctx: KitContext<T>): string | null;
}
