/**
 * The river as data (spec §3.1–§3.3, §7): a trunk of 5 disc slots under the rope (T1…T5), a fork, two arms of
 * 2 slots (L6 L7, R6 R7) and a waterfall beyond each arm. Slots are indices 0..8; the bank (upstream beach, the only
 * bank) and "lost over the falls" are negative pseudo-positions.
 */
export const BANK = -1;
export const LOST = -2;
/** Pseudo-destinations of a deliberate paddle over the left / right falls (only with option `paddleOverFalls`). */
export const FALLS_L = -3;
export const FALLS_R = -4;

export const SLOT_IDS = ['T1', 'T2', 'T3', 'T4', 'T5', 'L6', 'L7', 'R6', 'R7'] as const;
export type SlotId = (typeof SLOT_IDS)[number];
export type PositionId = SlotId | 'bank' | 'lost';
/** A paddle destination: a slot, the bank, or over one of the falls. */
export type DestinationId = SlotId | 'bank' | 'fallsL' | 'fallsR';

export const SLOT_INDEX: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(SLOT_IDS.map((id, i) => [id, i])),
);

export type Arm = 'L' | 'R';
/** Arm by index: 0 = left, 1 = right. */
export const ARMS: readonly Arm[] = ['L', 'R'];

export interface SlotData {
  id: SlotId;
  /** Movement points from the bank (T1 = 1 … L7/R7 = 7). */
  distance: number;
  /** null for trunk slots. */
  arm: Arm | null;
  /** The next position upstream (BANK above T1). */
  up: number;
  /** The next positions downstream: two at the fork (T5 → L6 | R6); FALLS_L / FALLS_R below an arm's last slot. */
  down: readonly number[];
  /** Gem cave with a pier at this slot (gem index), or -1; see `caveAt` for the pink option. */
  cave: number;
}

export const SLOTS: readonly SlotData[] = [
  { id: 'T1', distance: 1, arm: null, up: BANK, down: [1], cave: -1 },
  { id: 'T2', distance: 2, arm: null, up: 0, down: [2], cave: -1 },
  { id: 'T3', distance: 3, arm: null, up: 1, down: [3], cave: 0 }, // violet
  { id: 'T4', distance: 4, arm: null, up: 2, down: [4], cave: 1 }, // white
  { id: 'T5', distance: 5, arm: null, up: 3, down: [5, 7], cave: 2 }, // yellow; the fork is below
  { id: 'L6', distance: 6, arm: 'L', up: 4, down: [6], cave: 3 }, // blue (island pier, left arm)
  { id: 'L7', distance: 7, arm: 'L', up: 5, down: [FALLS_L], cave: 4 }, // pink (left arm), see pinkCaves
  { id: 'R6', distance: 6, arm: 'R', up: 4, down: [8], cave: 3 }, // blue (island pier, right arm)
  { id: 'R7', distance: 7, arm: 'R', up: 7, down: [FALLS_R], cave: 4 }, // pink (right arm), see pinkCaves
];

/** Where the bank leads downstream: a launch goes onto T1 for 1 point. */
export const BANK_DOWN = 0;

/** Trunk slots 0..4; the arm slots, upstream first, per arm. */
export const TRUNK_LAST = 4;
export const ARM_SLOTS: readonly (readonly [number, number])[] = [
  [5, 6],
  [7, 8],
];

/** Discs: 9 on the board (5 trunk + 2 × 2 arms), 3 in reserve; a fallen disc returns to the reserve (§7.5). */
export const DISCS = { onBoard: 9, reserve: 3 } as const;

export const positionId = (p: number): PositionId => (p === BANK ? 'bank' : p === LOST ? 'lost' : SLOT_IDS[p]!);

export const destinationId = (p: number): DestinationId =>
  p === BANK ? 'bank' : p === FALLS_L ? 'fallsL' : p === FALLS_R ? 'fallsR' : SLOT_IDS[p]!;

/** Destination index from its id, or undefined. */
export function destinationIndex(id: unknown): number | undefined {
  if (id === 'bank') return BANK;
  if (id === 'fallsL') return FALLS_L;
  if (id === 'fallsR') return FALLS_R;
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(SLOT_INDEX, id) ? SLOT_INDEX[id] : undefined;
}
