import type { BanksAssets } from '../../scenes/banks/assets';
import type { BoardWords } from '../../scenes/banks/boardArt';
import type { BanksChoices, FieldRole, Selection } from '../../scenes/banks/choices';
import type { BanksEmphasisTargets } from '../../scenes/banks/emphasis';
import type { BanksLayout } from '../../scenes/banks/layout';
import type { BanksDisplay } from '../../scenes/banks/model';
import type { BanksTableState } from '../../scenes/banks/tableStore';
import type { KitTypes, TableState } from '../table/kit';

/** What the banks table needs beside its display: the card assets, the words painted on the board, its layout. */
export interface BanksModel {
  assets: BanksAssets;
  words: BoardWords;
  tideNames: Record<string, string>;
  /** The board's places for what is shown (else the latest view) and the shape the scene lays the table out in. */
  layout(): BanksLayout;
}

/**
 * A click towards a decision: a field on the board, one of the player's water piles on the table (pick it, or turn
 * its top card when picked), or one of the HUD's pickers: a pile's button, the turn of its card, a market row to rot,
 * a kind to sow (again: no kind), and leaving a field's choice of moves.
 */
export type BanksInput =
  | { field: string }
  | { pile: number }
  | { pileButton: number }
  | { turn: true }
  | { row: string }
  | { kind: string; ripe?: boolean }
  | { leaveField: true };

export interface BanksKit extends KitTypes {
  game: 'banks';
  display: BanksDisplay;
  extra: Omit<BanksTableState, keyof TableState<BanksDisplay>>;
  model: BanksModel;
  choices: BanksChoices;
  pick: Selection;
  input: BanksInput;
  marks: BanksEmphasisTargets;
}

/** What the banks table tells the end-to-end tests' table probe (`window.__rtTable().facts`). */
export type BanksFacts = {
  decision: BanksDisplay['decision'];
  /** The fields lit now, and why. */
  lit: Record<string, FieldRole>;
  tide: string;
  round: number;
  pawns: number[];
  obelisk: number;
  pick: Selection;
};
