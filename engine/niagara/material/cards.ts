/**
 * Paddle cards (spec §2, §5): 7 per colour, values 1–6 and one cloud. Card index i < 6 is the value i + 1; index 6 is
 * the cloud. A hand is a 7-bit mask of the cards still held in the current 7-round cycle.
 */
export const CLOUD = 6;
export const CARD_COUNT = 7;
export const FULL_HAND = (1 << CARD_COUNT) - 1;

export type CardId = 1 | 2 | 3 | 4 | 5 | 6 | 'cloud';
export const CARD_IDS: readonly CardId[] = [1, 2, 3, 4, 5, 6, 'cloud'];

export const cardId = (i: number): CardId => CARD_IDS[i]!;
export const cardIndex = (c: unknown): number => (c === 'cloud' ? CLOUD : typeof c === 'number' && Number.isInteger(c) && c >= 1 && c <= 6 ? c - 1 : -1);
export const cardValue = (i: number): number => (i === CLOUD ? 0 : i + 1);

export const handCards = (mask: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < CARD_COUNT; i++) if (mask & (1 << i)) out.push(i);
  return out;
};

export const popcount = (m: number): number => {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
};
