import type { NileView } from '../../../engine/nile/view';
import { CROP_IDS, type Crop } from './cardArt';

/**
 * What the NILE table shows right now. It starts from the seat's view (from the host) and is then moved forward
 * event by event while animations play, so the table never jumps ahead of what has been shown; when the queue is
 * empty it is replaced by the newest view again. This is bookkeeping for display only: the rules live in the
 * engine on the host.
 */
export interface SeatDisplay {
  fields: Record<Crop, number>;
  specs: string[];
  /** Hand size (null: hidden by the hidePileSizes option). */
  hand: number | null;
  /** The hand's cards, only for the seat whose secrets are shown. */
  handCards: string[] | null;
  storage: number | null;
  storageCrops: Record<Crop, number> | null;
}

export interface NileDisplay {
  players: number;
  deck: number;
  discard: number;
  /** Top card of the discard pile as far as the table knows (for the face shown on the pile). */
  discardTop: string | null;
  floodPile: number;
  currentFlood: string | null;
  floodOnPile: boolean;
  reshufflesLeft: number;
  locust: 'deck' | 'discard';
  locustStrikes: number;
  active: number;
  turn: number;
  over: boolean;
  seats: SeatDisplay[];
}

const emptyFields = (): Record<Crop, number> => ({ P: 0, W: 0, L: 0, C: 0, F: 0 });

export function expandCounts(rec: Partial<Record<string, number>> | undefined): string[] {
  const order = ['P', 'W', 'L', 'C', 'F', 'PW', 'PL', 'PC', 'PF', 'WL', 'WC', 'WF', 'LC', 'LF', 'CF', 'X'];
  const out: string[] = [];
  if (!rec) return out;
  for (const id of order) for (let i = 0; i < (rec[id] ?? 0); i++) out.push(id);
  return out;
}

/** The display for `view`, showing only the secrets of `reveal` (null: nobody's, e.g. during a hot-seat hand-off). */
export function displayFromView(view: NileView, reveal: number | null, discardTop: string | null = null): NileDisplay {
  return {
    players: view.players,
    deck: view.deckSize,
    discard: view.discardSize,
    discardTop: view.discardSize > 0 ? (discardTop ?? (view.locust === 'discard' ? 'X' : null)) : null,
    floodPile: view.floodPileSize,
    currentFlood: view.currentFlood,
    floodOnPile: view.floodOnPile,
    reshufflesLeft: view.reshufflesLeft,
    locust: view.locust,
    locustStrikes: view.locustStrikes,
    active: view.active,
    turn: view.turn,
    over: view.over,
    seats: view.seats.map((s, i) => {
      const fields = emptyFields();
      for (const c of CROP_IDS) fields[c] = s.fields[c] ?? 0;
      const mine = i === reveal && s.hand !== undefined;
      const storageCrops = mine && s.storage ? { ...emptyFields(), ...(s.storage as Record<Crop, number>) } : null;
      return {
        fields,
        specs: [...s.speculations],
        hand: s.handSize ?? null,
        handCards: mine ? expandCounts(s.hand) : null,
        storage: s.storageSize ?? null,
        storageCrops,
      };
    }),
  };
}

export function cloneDisplay(d: NileDisplay): NileDisplay {
  return {
    ...d,
    seats: d.seats.map((s) => ({
      fields: { ...s.fields },
      specs: [...s.specs],
      hand: s.hand,
      handCards: s.handCards ? [...s.handCards] : null,
      storage: s.storage,
      storageCrops: s.storageCrops ? { ...s.storageCrops } : null,
    })),
  };
}

export const removeOne = (list: string[] | null, card: string): void => {
  if (!list) return;
  const i = list.indexOf(card);
  if (i >= 0) list.splice(i, 1);
};

export const addSorted = (list: string[] | null, cards: string[]): void => {
  if (!list) return;
  list.push(...cards);
  const order = ['P', 'W', 'L', 'C', 'F', 'PW', 'PL', 'PC', 'PF', 'WL', 'WC', 'WF', 'LC', 'LF', 'CF', 'X'];
  list.sort((a, b) => order.indexOf(a) - order.indexOf(b));
};

export const inc = (n: number | null, by: number): number | null => (n === null ? null : Math.max(0, n + by));
