import type { DataNote } from '../../core/data-notes';

/**
 * What is known about the default data set's values (./default-data.ts), for docs/data-sets.md: the spec's sources
 * (S0…S10 of its §1) and its open questions (Q1…Q22). Values not listed follow the rulebooks the spec was written from.
 */
export const NEFERTITI_DATA_NOTES: DataNote[] = [
  { field: 'markets.*.stalls.*.spaces', known: 'reconstructed', note: 'Values, symbols and grid of all 8 stalls: placeholders (spec §5.2, Q1).' },
  { field: 'markets.0.stalls.0.closing', known: 'reconstructed', note: 'Placeholder rule: 3 in a row (Q2).' },
  { field: 'markets.0.stalls.1.closing', known: 'confirmed', note: 'Gizeh right: 3 colours or 4 servants (seed, S6).' },
  { field: 'markets.1.stalls.*.closing', known: 'reconstructed', note: 'Placeholder rules: 4 in a row, 3 on a diagonal (Q2).' },
  { field: 'markets.2.stalls.0.closing', known: 'reconstructed', note: 'Placeholder rule: 5 servants (Q2).' },
  { field: 'markets.2.stalls.1.closing', known: 'reconstructed', note: 'Stand-in for the unknown dice rule ("a roll matches a number", Q3).' },
  { field: 'markets.3.stalls.0.closing', known: 'reported', note: 'Bids adding up to more than 17 (S10); which side of Abou Simbel is assumed.' },
  { field: 'markets.3.stalls.1.closing', known: 'reconstructed', note: 'Placeholder rule: the last space taken, or 4 servants (Q2).' },
  { field: 'markets.*.printedActiveStall', known: 'reconstructed', note: 'The reserve tiles\' printed first-game positions (option reservePlacement "printed").' },
  { field: 'memphis.spaces', known: 'reconstructed', note: 'Memphis bid spaces 0–6 and 8: placeholder (spec §5.4, Q18).' },
  { field: 'symbolEffects.coin', known: 'reported', note: 'The coin symbol pays 1 Deben (S0); from the market\'s reserve (Q16).' },
  { field: 'symbolEffects.extraGift', known: 'reconstructed', note: 'What the +1 gift symbol does: the spec\'s reading (§5.2).' },
  { field: 'symbolEffects.singleGift', known: 'reconstructed', note: 'What the single-gift symbol does: the spec\'s reading (§5.2).' },
  { field: 'giftTypes.*.prices', known: 'reconstructed', note: 'Price by number of owners: a table around the few known prices (§6.2, Q4).' },
  { field: 'giftTypes.2.prices', known: 'reported', note: 'Chair: 9 with one owner, 7 with two (seed example); the rest of the row reconstructed.' },
  { field: 'giftTypes.4.prices', known: 'reported', note: 'Statuette: 8 with two owners (seed example); the rest of the row reconstructed.' },
  { field: 'giftTypes.7.prices', known: 'confirmed', note: 'Papyrus: 4 (expansion rules, S0).' },
  { field: 'giftTypes.8.prices', known: 'confirmed', note: 'Cup: 9 (expansion rules, S0).' },
  { field: 'giftTypes.*.maxValue', known: 'reconstructed', note: '"Valeur maximale" taken as the 1-owner price (§6.2).' },
  { field: 'cards.16.bonus', known: 'reconstructed', note: 'The lone foreign Necklace: +1 assumed (Q19); the paired foreign gifts are +1 and +2 (S0).' },
  { field: 'cards.17.bonus', known: 'reconstructed', note: 'The lone foreign Goldsmith work: +1 assumed (Q19).' },
  { field: 'characters.2.copies', known: 'reconstructed', note: '4 Merchants, by subtracting the known cards from the card count (§7.1, Q8).' },
  { field: 'characters.5.params.amount', known: 'reconstructed', note: 'Treasurer: up to 2 Deben from each market (Q9).' },
  {
    field: 'characters.7.params.byTypes',
    known: 'reported',
    note: 'Vizier: the designer\'s description (Thomas Cauët\'s blog) rewards variety, about 6 points with three gift types and about 9 with four or five; the table in between and beyond is reconstructed (Q7).',
  },
  { field: 'playerCounts.3.startingDeben', known: 'reconstructed', note: '3 players: 8, 9, 9 (Q17).' },
];
