import type { NileAction } from '../../../engine/nile/actions';
import { addTo, emptyPick, type Pick } from '../../scenes/nile/choices';
import { CROP_IDS } from '../../scenes/nile/cardArt';
import type { NileDisplay } from '../../scenes/nile/model';
import type { PickModel } from '../table/kit';
import type { NileKit, NileSelection } from './kitTypes';

/** The revealed seat's hand as the display shows it (none for a spectator). */
export const handOf = (d: NileDisplay, seat: number | null): readonly string[] => (seat === null ? [] : (d.seats[seat]?.handCards ?? []));

/** How many of a crop the seat has in storage (0 for what is no crop). */
export function storageCount(d: NileDisplay, seat: number | null, crop: string): number {
  const c = CROP_IDS.find((x) => x === crop);
  const storage = seat === null ? null : d.seats[seat]?.storageCrops;
  return c && storage ? storage[c] : 0;
}

/** The selection as cards: what the legal moves are compared with (scenes/nile/choices.ts). */
export function selectedCards(sel: NileSelection, hand: readonly string[]): Pick {
  let p = emptyPick();
  for (const i of sel.hand) {
    const face = hand[i];
    if (face) p = addTo(p, 'hand', face);
  }
  for (const [crop, n] of Object.entries(sel.storage)) if (n > 0) p = addTo(p, 'storage', crop, n);
  return p;
}

/**
 * The picked cards as a plant when the rules do not allow that plant (null: nothing picked, a card that is no crop or
 * one from storage, or a plant that is legal). The player who picks two Wheat while the flood is Wheat expects Plant:
 * the table shows it, disabled, with the host's reason, rather than no Plant at all.
 */
export function plantAttempt(cards: Pick, legal: (a: NileAction) => boolean): NileAction | null {
  const crops: Partial<Record<(typeof CROP_IDS)[number], number>> = {};
  for (const [face, n] of Object.entries(cards.hand)) {
    const crop = CROP_IDS.find((c) => c === face);
    if (!crop) return null;
    crops[crop] = n;
  }
  if (Object.keys(crops).length === 0 || Object.keys(cards.storage).length > 0) return null;
  const plant: NileAction = { type: 'plant', crops };
  return legal(plant) ? null : plant;
}

/**
 * How a NILE move is picked: a hand card is put back, or picked while some legal move still uses it with what is
 * picked; a storage crop adds one more while the seat has more and a move uses it, else none. The move itself is a
 * HUD button (the kit's `send`).
 */
export const nilePicks: PickModel<NileKit> = {
  start: () => ({ hand: [], storage: {} }),
  step(sel, input, { choices, display, reveal }) {
    const hand = handOf(display, reveal);
    const cards = selectedCards(sel, hand);
    if ('card' in input) {
      const i = input.card;
      if (sel.hand.includes(i)) return { pick: { ...sel, hand: sel.hand.filter((x) => x !== i) } };
      const face = hand[i];
      return { pick: face && choices.canAdd(cards, 'hand', face) ? { ...sel, hand: [...sel.hand, i].sort((a, b) => a - b) } : sel };
    }
    const c = input.storage;
    const have = storageCount(display, reveal, c);
    const cur = sel.storage[c] ?? 0;
    const more = cur < have && choices.canAdd(cards, 'storage', c);
    return { pick: { ...sel, storage: { ...sel.storage, [c]: more ? cur + 1 : 0 } } };
  },
  attempt: (sel, { choices, display, reveal }) => {
    const cards = selectedCards(sel, handOf(display, reveal));
    return plantAttempt(cards, () => choices.exact('plant', cards) !== null);
  },
};
