import type { Tip } from '../common/tips';
import type { NileDisplay } from './model';

/**
 * What each thing on the NILE table is and does, as translation keys (`nileTable.tips.*`; the table's DOM layer words
 * them). Crop names nest as `$t(crops.{{crop}})`, so a tip carries only card ids and counts.
 */
const K = 'nileTable.tips.';

/** A card's face: a crop, a speculation pair or the Plague of Locusts. */
export function cardTip(face: string): Tip {
  if (face === 'X') return { title: { key: `${K}locust` }, lines: [{ key: `${K}locustDoes` }] };
  if (face.length === 2) return { title: { key: `${K}spec`, values: { a: face[0]!, b: face[1]! } }, lines: [{ key: `${K}specDoes`, values: { a: face[0]!, b: face[1]! } }] };
  return { title: { key: `${K}crop`, values: { crop: face } }, lines: [{ key: `${K}cropDoes`, values: { crop: face } }] };
}

/** A card in the player's own hand: what it is, and that a click picks it for a move. */
export function handCardTip(face: string, selected: boolean): Tip {
  const c = cardTip(face);
  return { ...c, lines: [...(c.lines ?? []), { key: selected ? `${K}handSelected` : `${K}handPick` }] };
}

export const fieldTip = (crop: string, count: number, owner: string): Tip => ({
  title: { key: `${K}field`, values: { crop, owner, count } },
  lines: [{ key: `${K}fieldHarvest`, values: { crop } }, { key: `${K}fieldWipe`, values: { crop, count } }],
});

export const specCardTip = (face: string, owner: string): Tip => ({
  title: { key: `${K}specOf`, values: { a: face[0]!, b: face[1]!, owner } },
  lines: [{ key: `${K}specDoes`, values: { a: face[0]!, b: face[1]! } }],
});

export const slotTip = (crop: string, owner: string): Tip => ({ title: { key: `${K}slot`, values: { crop, owner } }, lines: [{ key: `${K}slotDoes`, values: { crop } }] });

export const storageTip = (owner: string, count: number | null): Tip => ({
  title: { key: `${K}storage`, values: { owner } },
  lines: [count === null ? { key: `${K}hiddenSize` } : { key: `${K}cards`, values: { count } }, { key: `${K}storageDoes` }],
});

export const handTip = (owner: string, count: number | null): Tip => ({
  title: { key: `${K}hand`, values: { owner } },
  lines: [count === null ? { key: `${K}hiddenSize` } : { key: `${K}cards`, values: { count } }, { key: `${K}handDoes` }],
});

export const plateTip = (owner: string, hand: number | null, storage: number | null): Tip => ({
  title: { key: `${K}player`, values: { owner } },
  lines: [hand === null ? { key: `${K}hiddenSize` } : { key: `${K}handCount`, values: { count: hand } }, storage === null ? { key: `${K}hiddenSize` } : { key: `${K}storageCount`, values: { count: storage } }],
});

export const deckTip = (d: NileDisplay): Tip => ({
  title: { key: `${K}deck` },
  lines: [{ key: `${K}cards`, values: { count: d.deck } }, { key: `${K}reshuffles`, values: { count: d.reshufflesLeft } }, { key: d.locust === 'deck' ? `${K}locustInDeck` : `${K}locustOnDiscard` }],
});

export const floodTip = (d: NileDisplay): Tip => ({
  title: d.currentFlood && d.currentFlood.length === 1 ? { key: `${K}flood`, values: { crop: d.currentFlood } } : { key: `${K}floodNone` },
  lines: [{ key: `${K}floodDoes` }, { key: `${K}cards`, values: { count: d.floodPile } }],
});

export const discardTip = (d: NileDisplay): Tip => ({ title: { key: `${K}discard` }, lines: [{ key: `${K}cards`, values: { count: d.discard } }, { key: `${K}discardDoes` }] });

export const reshuffleTip = (n: number): Tip => ({ title: { key: `${K}reshuffleToken` }, lines: [{ key: `${K}reshuffles`, values: { count: n } }] });
