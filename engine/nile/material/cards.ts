import { zeros } from '../../core/zeros';

/**
 * NILE card data (spec §2). Cards are small integers so that hands, storage and piles are count vectors:
 * crop cards are interchangeable, only the deck's order matters.
 */
export const CROPS = ['P', 'W', 'L', 'C', 'F'] as const;
export type CropId = (typeof CROPS)[number];
export const CROP_COUNT = 5;

/** The 10 speculation cards: one per unordered pair of crops (spec §2). */
export const SPECULATIONS = ['PW', 'PL', 'PC', 'PF', 'WL', 'WC', 'WF', 'LC', 'LF', 'CF'] as const;
export type SpeculationId = (typeof SPECULATIONS)[number];

const LOCUST_ID = 'X';
export type CardId = CropId | SpeculationId | typeof LOCUST_ID;

/** Card index → id: 0–4 crops, 5–14 speculations, 15 the Plague of Locusts. */
export const CARD_IDS: readonly CardId[] = [...CROPS, ...SPECULATIONS, LOCUST_ID];
export const CARD_TYPES = CARD_IDS.length; // 16
export const FIRST_SPEC = 5;
export const LOCUST = 15;

export const CARD_INDEX: Readonly<Record<string, number>> = Object.fromEntries(CARD_IDS.map((id, i) => [id, i]));

/** Bit mask of the crops a card shows: {kind} for a crop, {a,b} for a speculation, none for the locust. */
export const CROP_MASK: readonly number[] = CARD_IDS.map((id, i) => {
  if (i < CROP_COUNT) return 1 << i;
  if (i === LOCUST) return 0;
  return (1 << CROPS.indexOf(id[0] as CropId)) | (1 << CROPS.indexOf(id[1] as CropId));
});

export const isCrop = (c: number): boolean => c >= 0 && c < CROP_COUNT;
export const isSpeculation = (c: number): boolean => c >= FIRST_SPEC && c < LOCUST;

/** Deck composition (spec §2; ASSUMPTION 1: 16 per crop, from the BGA code). Data, not rules. */
export interface NileDeckData {
  perCrop: number;
  speculationCopies: number;
  locusts: number;
  handSize: number;
}
export const NILE_DECK: NileDeckData = { perCrop: 16, speculationCopies: 1, locusts: 1, handSize: 5 };

/** Count vector of the full deck: 80 crops + 10 speculations + 1 locust = 91 cards. */
export function fullComposition(d: NileDeckData = NILE_DECK): number[] {
  const counts = zeros(CARD_TYPES);
  for (let k = 0; k < CROP_COUNT; k++) counts[k] = d.perCrop;
  for (let s = FIRST_SPEC; s < LOCUST; s++) counts[s] = d.speculationCopies;
  counts[LOCUST] = d.locusts;
  return counts;
}

/** French small-game removal (spec §3, variant FR_SMALL_GAME): crops and random speculations removed per count. */
export const FR_SMALL_GAME_REMOVAL: Readonly<Record<number, { perCrop: number; speculations: number }>> = {
  2: { perCrop: 2, speculations: 5 },
  3: { perCrop: 1, speculations: 0 },
};
