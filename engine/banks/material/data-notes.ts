import type { DataNote } from '../../core/data-notes';

/**
 * What is known about the default data set's values (./default-data.ts), for docs/data-sets.md: [SEED] marks values
 * the seed rules text gives; the spec's ASSUMPTIONs A1–A6 (its §14) mark the reconstructed ones.
 */
export const BANKS_DATA_NOTES: DataNote[] = [
  { field: 'kinds', known: 'confirmed', note: 'Five produce kinds per colour, 5/4/3/2/1 markers (seed); their names are cosmetic.' },
  { field: 'rows', known: 'reconstructed', note: 'Field rows of 5, 4, 3 and 2 fields per bank (seed); rows at right angles to the Nile (A1), their order north to south (A3).' },
  { field: 'rows.*.palms', known: 'reconstructed', note: 'Palms per field, from the Nile outward (A2).' },
  { field: 'cover', known: 'reconstructed', note: 'Rows the strips cover with fewer players, for both readings of the rules (A6).' },
  { field: 'nileEnd', known: 'reported', note: 'The Nile bank offers a single wave to a card\'s inner end (spec §6.1).' },
  { field: 'water.*.ends', known: 'reconstructed', note: 'Wave faces: 12 × 1|1, 9 × 1|2, 8 × 2|2, 9 × 1|0, 7 × 2|0 (A4).' },
  { field: 'water.*.event', known: 'reconstructed', note: 'Events on the backs (A5), paired with the faces by a fixed stride: the printed pairing is unknown.' },
  { field: 'desert.*.event', known: 'reconstructed', note: 'Events on the desert cards (A5).' },
  { field: 'market', known: 'confirmed', note: 'Market rows of 3, 4, 4 and 5 spaces taking value 4 only, 3 or more, 2 or more, any (seed).' },
  { field: 'track', known: 'reconstructed', note: 'Score track length and start spaces (spec §3.1, §4.2).' },
  { field: 'awards', known: 'reported', note: 'Row awards 6; 4, 2; 3, 2, 1 by ranked players (spec §10).' },
  { field: 'rottenPenalty', known: 'reported', note: 'One point lost per rotten marker in a scored row (spec §10).' },
  { field: 'startDeserts', known: 'reported', note: 'Desert cards laid at setup (spec §4.2 step 3).' },
];
