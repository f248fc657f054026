import type { BanksAction } from '../../../engine/banks/actions';
import { COSTS } from '../../../engine/banks/material/costs';
import type { BanksDisplay } from './model';

/**
 * The host's legal actions turned into what the table offers: which fields light up for a click, which kinds, piles,
 * orientations and market rows the HUD offers. Nothing here decides a rule: every offer is one of the legal actions
 * and a click sends exactly that action.
 */

/** The actions of one type (`Of<'placeWater'>`). */
type Of<K extends BanksAction['type']> = Extract<BanksAction, { type: K }>;

const ofType =
  <K extends BanksAction['type']>(type: K) =>
  (a: BanksAction): a is Of<K> =>
    a.type === type;

/** The field an action is played on, if it names one. */
export const actionField = (a: BanksAction): string | undefined => ('field' in a ? a.field : undefined);

/** Why a field lights up. */
export type FieldRole = 'water' | 'ebb' | 'desert' | 'sow' | 'grow' | 'harvest';

/** What the player has picked so far in the HUD (kind to sow, water pile and the wave count facing the Nile). */
export interface Selection {
  kind?: string;
  ripe?: boolean;
  pile?: number;
  inner?: number;
  /** A field clicked that offers several moves (harvest into one of several market rows). */
  field?: string;
  /** Rot: the market row chosen first. */
  row?: string;
}

/** The end of a water card opposite `inner`: the one facing the Nile once the card is turned end for end. */
export const otherEnd = (card: readonly [number, number], inner: number | undefined): number => (card[0] === inner ? card[1] : card[0]);

/** Action types the HUD shows as plain buttons (variants and one-off choices). */
const BUTTON_TYPES: ReadonlySet<BanksAction['type']> = new Set(['openBoat', 'startBid', 'payBid', 'hippoBid', 'payHippo', 'heal']);

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];

/** The wave counts a pile's top card may face the Nile with, fewest first (the way it first lies). */
const innersOf = (legal: readonly BanksAction[], pile: number): number[] =>
  uniq(legal.filter(ofType('placeWater')).filter((a) => a.pile === pile).map((a) => a.inner)).sort();

/** The water card the selection has picked, turned the way it has: this placement lays it. */
const laysPicked = (a: BanksAction, s: Selection): boolean => a.type === 'placeWater' && a.pile === s.pile && a.inner === s.inner;

/** A sowing of the selected kind (and side, for an opening sow). */
const sowsPicked = (a: BanksAction, s: Selection): boolean => (a.type === 'sow' || a.type === 'openSow') && a.kind === s.kind && (a.type === 'sow' || a.ripe === s.ripe);

export class BanksChoices {
  /**
   * `legal`: what the table offers now (with a tutorial's `only`, the emphasised actions alone); `all`: every legal
   * action of the seat, which decides the way a water card first lies, so a tutorial's learner turns it as anyone would.
   */
  constructor(
    readonly legal: readonly BanksAction[],
    private readonly all: readonly BanksAction[] = legal,
  ) {}

  has(type: BanksAction['type']): boolean {
    return this.legal.some((a) => a.type === type);
  }

  of<K extends BanksAction['type']>(type: K): Of<K>[] {
    return this.legal.filter(ofType(type));
  }

  /** Water piles with a legal placement, and the Nile-facing wave counts possible for a pile. */
  piles(): number[] {
    return uniq(this.of('placeWater').map((a) => a.pile)).sort();
  }
  inners(pile: number): number[] {
    return innersOf(this.legal, pile);
  }

  /**
   * The selection completed with the first legal pile/orientation (so fields light up at once). A card the player
   * turned stays turned even where it then fits no field (the HUD says so): the player sees both ways of the card.
   */
  settle(sel: Selection): Selection {
    const piles = this.piles();
    if (piles.length === 0) return sel;
    const pile = sel.pile !== undefined && piles.includes(sel.pile) ? sel.pile : piles[0]!;
    const inner = sel.inner !== undefined && pile === sel.pile ? sel.inner : (innersOf(this.all, pile)[0] ?? this.inners(pile)[0]!);
    return { ...sel, pile, inner };
  }

  /** Kinds (and sides) that may be sown now. */
  sowKinds(): { kind: string; ripe?: boolean }[] {
    const out: { kind: string; ripe?: boolean }[] = [];
    const seen = new Set<string>();
    for (const a of this.legal) {
      if (a.type !== 'sow' && a.type !== 'openSow') continue;
      const ripe = a.type === 'openSow' ? a.ripe : undefined;
      const key = `${a.kind}:${ripe ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(ripe === undefined ? { kind: a.kind } : { kind: a.kind, ripe });
    }
    return out;
  }

  /** Every field that lights up for the selection, with its role. */
  fields(sel: Selection): Map<string, FieldRole> {
    const out = new Map<string, FieldRole>();
    const s = this.settle(sel);
    for (const a of this.legal) {
      const f = actionField(a);
      if (!f) continue;
      if (laysPicked(a, s)) out.set(f, 'water');
      else if (a.type === 'removeWater') out.set(f, 'ebb');
      else if (a.type === 'placeDesert') out.set(f, 'desert');
      else if (sowsPicked(a, s)) out.set(f, 'sow');
      else if (a.type === 'harvest' && !out.has(f)) out.set(f, 'harvest');
      else if (a.type === 'grow' && !out.has(f)) out.set(f, 'grow');
    }
    return out;
  }

  /** The fields lit now: while a field's choice of moves is open, that field alone stays lit. */
  lit(sel: Selection): Map<string, FieldRole> {
    const all = this.fields(sel);
    const chosen = sel.field === undefined ? undefined : all.get(sel.field);
    return sel.field !== undefined && chosen ? new Map([[sel.field, chosen]]) : all;
  }

  /** The moves a click on this field can mean, best match for the selection first. */
  atField(field: string, sel: Selection): BanksAction[] {
    const s = this.settle(sel);
    const here = this.legal.filter((a) => actionField(a) === field);
    const water = here.filter(ofType('placeWater'));
    if (water.length) {
      // The chosen pile and orientation, else the chosen pile turned, else the other pile.
      const exact = water.filter((a) => a.pile === s.pile && a.inner === s.inner);
      const pile = water.filter((a) => a.pile === s.pile);
      return (exact.length ? exact : pile.length ? pile : water).slice(0, 1);
    }
    const sow = here.filter((a) => sowsPicked(a, s));
    if (sow.length) return sow.slice(0, 1);
    return here.filter((a) => a.type !== 'sow' && a.type !== 'openSow');
  }

  /** Rot: rows first, then the picks in that row. */
  rotRows(): string[] {
    return uniq(this.of('rot').map((a) => a.row));
  }
  rotPicks(row: string): Of<'rot'>[] {
    return this.of('rot').filter((a) => a.row === row);
  }

  /** Actions shown as plain buttons. */
  buttons(): BanksAction[] {
    return this.legal.filter((a) => BUTTON_TYPES.has(a.type));
  }
}

/** Action points an action costs (shown next to it; the engine charges them). Joker use gives points: negative. */
export function actionCost(a: BanksAction, d: BanksDisplay, seat: number): number {
  switch (a.type) {
    case 'sow':
    case 'grow':
    case 'harvest': {
      const f = d.fields.find((x) => x.id === a.field);
      const shared = !!f && f.markers.some((m) => m.colour !== seat);
      return shared ? COSTS.shared : COSTS.alone;
    }
    case 'buySeed':
      return a.colour === seat ? COSTS.buySeed : COSTS.buyOthersSeed;
    case 'buyJoker':
      return COSTS.buyJoker;
    case 'useJoker':
      return -COSTS.jokerAp;
    default:
      return 0;
  }
}
