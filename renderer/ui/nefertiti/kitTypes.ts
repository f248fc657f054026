import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import type { BoardTexts } from '../../scenes/nefertiti/boardArt';
import type { CardTexts } from '../../scenes/nefertiti/cardArt';
import type { NefChoices, NefEmphasisTargets } from '../../scenes/nefertiti/choices';
import type { Layout } from '../../scenes/nefertiti/layout';
import type { NefDisplay } from '../../scenes/nefertiti/model';
import type { NefTableStore } from '../../scenes/nefertiti/tableStore';
import type { KitTypes, TableState } from '../table/kit';

/** What the Nefertiti table keeps beside its display, derives from it, and how a click goes. */
export interface NefModel {
  /** The match's data set (kept from the first view: every snapshot brings a fresh copy of the same set). */
  data: NefertitiData | undefined;
  layout: Layout | null;
  cardTexts: CardTexts;
  boardTexts: BoardTexts;
  /** The language the card texts are painted in. */
  textKey: string;
  /** A portrait phone's views (the x centres between markets) and the one the player panned to (null: none). */
  views: number[];
  panned: number | null;
  pan(x: number | null): void;
}

/** A click towards a decision: a space, a character card (asks to confirm: it spends a seal), or "Play it". */
export type NefInput = { space: [market: string, space: number] } | { character: string } | { play: true };

export interface NefKit extends KitTypes {
  game: 'nefertiti';
  display: NefDisplay;
  extra: Omit<NefTableStore, keyof TableState<NefDisplay>>;
  model: NefModel;
  choices: NefChoices;
  /** The character picked and waiting for "Play it" (null: none). */
  pick: string | null;
  input: NefInput;
  marks: NefEmphasisTargets;
}
