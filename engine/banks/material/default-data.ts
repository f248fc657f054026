import type { BanksData, CardEvent } from './schema';

/**
 * The default data set: the spec's reconstruction of the board and the tiles. Every number here is an ASSUMPTION of
 * the spec (§14 A1–A6) unless marked otherwise, and can be replaced wholesale by passing `options.data` at setup.
 */

/** Wave faces of the 45 water cards (spec §6.1, A4): ends and how many cards show them. */
const WATER_FACES: { ends: [number, number]; count: number }[] = [
  { ends: [1, 1], count: 12 },
  { ends: [1, 2], count: 9 },
  { ends: [2, 2], count: 8 },
  { ends: [1, 0], count: 9 },
  { ends: [2, 0], count: 7 },
];

/** Events on the backs of the water cards (spec §9, A5), with how many of each carry an arrow. */
/** An event without its arrow flag. */
export type EventBase = { kind: 'rot'; palms: number } | { kind: 'desert' } | { kind: 'hippo' };

const WATER_EVENTS: { event: EventBase; count: number; arrows: number }[] = [
  { event: { kind: 'rot', palms: 1 }, count: 6, arrows: 1 },
  { event: { kind: 'rot', palms: 2 }, count: 5, arrows: 1 },
  { event: { kind: 'rot', palms: 3 }, count: 4, arrows: 1 },
  { event: { kind: 'rot', palms: 4 }, count: 3, arrows: 0 },
  { event: { kind: 'desert' }, count: 12, arrows: 2 },
  { event: { kind: 'hippo' }, count: 15, arrows: 4 },
];

/** Events on the backs of the desert cards (spec §9, A5). */
const DESERT_EVENTS: typeof WATER_EVENTS = [
  { event: { kind: 'rot', palms: 1 }, count: 3, arrows: 1 },
  { event: { kind: 'rot', palms: 2 }, count: 3, arrows: 1 },
  { event: { kind: 'rot', palms: 3 }, count: 2, arrows: 0 },
  { event: { kind: 'rot', palms: 4 }, count: 2, arrows: 0 },
  { event: { kind: 'desert' }, count: 6, arrows: 1 },
  { event: { kind: 'hippo' }, count: 14, arrows: 3 },
];

function expandEvents(table: typeof WATER_EVENTS): CardEvent[] {
  const out: CardEvent[] = [];
  for (const { event, count, arrows } of table) {
    for (let i = 0; i < count; i++) out.push({ ...event, arrow: i < arrows } as CardEvent);
  }
  return out;
}

/**
 * The spec gives the faces and the events as two independent mixes. A physical card has one of each, so the default
 * deck pairs them by a fixed stride: event i goes on face slot (i × 16) mod 45. 16 is coprime with 45, so every slot
 * gets exactly one event and each event kind is spread over all face kinds.
 */
function buildWater(): BanksData['water'] {
  const faces: [number, number][] = [];
  for (const f of WATER_FACES) for (let i = 0; i < f.count; i++) faces.push([f.ends[0], f.ends[1]]);
  const events = expandEvents(WATER_EVENTS);
  const n = faces.length;
  const slots = new Array<CardEvent | null>(n).fill(null);
  events.forEach((e, i) => (slots[(i * 16) % n] = e));
  return faces.map((ends, i) => ({ ends, event: slots[i]! }));
}

const rowsOf = (bank: 'W' | 'E') =>
  // North (downstream) to south: 5, 4, 3, 2 (A3). Palms from the Nile outward (A2).
  [
    { id: `${bank}5`, bank, palms: [4, 3, 3, 2, 1] },
    { id: `${bank}4`, bank, palms: [4, 3, 2, 1] },
    { id: `${bank}3`, bank, palms: [3, 2, 1] },
    { id: `${bank}2`, bank, palms: [3, 2] },
  ];

export const DEFAULT_DATA: BanksData = {
  name: 'Spec reconstruction (Model A)',
  // [SEED] five kinds per colour, 5/4/3/2/1 (flax/wheat per the seed; millet/barley per ludorium).
  kinds: [
    { id: 'flax', name: 'Flax', count: 5 },
    { id: 'wheat', name: 'Wheat', count: 4 },
    { id: 'grapes', name: 'Grapes', count: 3 },
    { id: 'onion', name: 'Onion', count: 2 },
    { id: 'aubergine', name: 'Aubergine', count: 1 },
  ],
  rows: [...rowsOf('W'), ...rowsOf('E')],
  // §4.1 and A6: which physical rows the strips cover.
  cover: {
    german: { '2': ['W2', 'E3'], '3': ['W2', 'E2'], '4': ['W2'], '5': [] },
    seed: { '2': ['W2', 'E2', 'W3'], '3': ['W2', 'E2'], '4': ['W2'], '5': [] },
  },
  nileEnd: 1,
  water: buildWater(),
  desert: expandEvents(DESERT_EVENTS).map((event) => ({ event })),
  // [SEED] 3, 4, 4, 5 spaces; value 4 only, ≥3, ≥2, any.
  market: [
    { id: 'M1', cap: 3, minValue: 4 },
    { id: 'M2', cap: 4, minValue: 3 },
    { id: 'M3', cap: 4, minValue: 2 },
    { id: 'M4', cap: 5, minValue: 1 },
  ],
  track: { spaces: 30, pawnStart: 1, obeliskStart: 30 },
  awards: [[6], [4, 2], [3, 2, 1]],
  rottenPenalty: 1,
  startDeserts: 3,
};
