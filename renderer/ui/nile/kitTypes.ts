import type { NileAnimator } from '../../scenes/nile/animator';
import type { NileAssets } from '../../scenes/nile/assets';
import type { Choices, NileEmphasisTargets } from '../../scenes/nile/choices';
import type { SeatFrame } from '../../scenes/nile/layout';
import type { NileDisplay } from '../../scenes/nile/model';
import type { NileTableStore } from '../../scenes/nile/tableStore';
import type { KitTypes, TableState } from '../table/kit';

/** What the NILE table derives for its scene and HUD: the seats' places, the card faces, the revealed seat's hand. */
export interface NileModel {
  frames: SeatFrame[];
  assets: NileAssets;
  /** The revealed seat's hand as shown (faces, in the order the table draws them). */
  handCards: readonly string[];
  /** A hand card's width on screen (CSS pixels). */
  cardPx: number;
}

/** The cards picked for a move: hand cards by their place in the hand, storage crops by count. */
export interface NileSelection {
  hand: readonly number[];
  storage: Readonly<Record<string, number>>;
}

/** A click towards a move: a hand card (picked or put back), or a storage crop (one more, or none once all are). */
export type NileInput = { card: number } | { storage: string };

export interface NileKit extends KitTypes {
  game: 'nile';
  display: NileDisplay;
  extra: Omit<NileTableStore, keyof TableState<NileDisplay>>;
  animator: NileAnimator;
  model: NileModel;
  choices: Choices;
  pick: NileSelection;
  input: NileInput;
  marks: NileEmphasisTargets;
}
