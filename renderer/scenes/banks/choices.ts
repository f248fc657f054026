import { COSTS } from '../../../engine/banks/material/costs';
import type { BanksDisplay } from './model';

/**
 * The host's legal actions turned into what the table offers: which fields light up for a click, which kinds, piles,
 * orientations and market rows the HUD offers. Nothing here decides a rule: every offer is one of the legal actions
 * and a click sends exactly that action.
 */
export interface LegalAction {
  type: string;
  [k: string]: unknown;
}

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

/** Action types the HUD shows as plain buttons (variants and one-off choices). */
const BUTTON_TYPES = new Set(['openBoat', 'startBid', 'payBid', 'hippoBid', 'payHippo', 'heal']);

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];

/** The wave counts a pile's top card may face the Nile with, fewest first (the way it first lies). */
const innersOf = (legal: readonly LegalAction[], pile: number): number[] =>
  uniq(legal.filter((a) => a.type === 'placeWater' && a.pile === pile).map((a) => a.inner as number)).sort();

export class BanksChoices {
  /**
   * `legal`: what the table offers now (with a tutorial's `only`, the emphasised actions alone); `all`: every legal
   * action of the seat, which decides the way a water card first lies, so a tutorial's learner turns it as anyone would.
   */
  constructor(
    readonly legal: readonly LegalAction[],
    private readonly all: readonly LegalAction[] = legal,
  ) {}

  has(type: string): boolean {
    return this.legal.some((a) => a.type === type);
  }

  of(type: string): LegalAction[] {
    return this.legal.filter((a) => a.type === type);
  }

  /** Water piles with a legal placement, and the Nile-facing wave counts possible for a pile. */
  piles(): number[] {
    return uniq(this.of('placeWater').map((a) => a.pile as number)).sort();
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
      const key = `${a.kind}:${a.ripe ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(a.type === 'openSow' ? { kind: a.kind as string, ripe: a.ripe as boolean } : { kind: a.kind as string });
    }
    return out;
  }

  /** Every field that lights up for the selection, with its role. */
  fields(sel: Selection): Map<string, FieldRole> {
    const out = new Map<string, FieldRole>();
    const s = this.settle(sel);
    for (const a of this.legal) {
      const f = a.field as string | undefined;
      if (!f) continue;
      if (a.type === 'placeWater' && a.pile === s.pile && a.inner === s.inner) out.set(f, 'water');
      else if (a.type === 'removeWater') out.set(f, 'ebb');
      else if (a.type === 'placeDesert') out.set(f, 'desert');
      else if ((a.type === 'sow' || a.type === 'openSow') && a.kind === s.kind && (a.ripe === undefined || a.ripe === s.ripe)) out.set(f, 'sow');
      else if (a.type === 'harvest' && !out.has(f)) out.set(f, 'harvest');
      else if (a.type === 'grow' && !out.has(f)) out.set(f, 'grow');
    }
    return out;
  }

  /** The moves a click on this field can mean, best match for the selection first. */
  atField(field: string, sel: Selection): LegalAction[] {
    const s = this.settle(sel);
    const here = this.legal.filter((a) => a.field === field && a.type !== 'heal');
    const water = here.filter((a) => a.type === 'placeWater');
    if (water.length) {
      // The chosen pile and orientation, else the chosen pile turned, else the other pile.
      const exact = water.filter((a) => a.pile === s.pile && a.inner === s.inner);
      const pile = water.filter((a) => a.pile === s.pile);
      return (exact.length ? exact : pile.length ? pile : water).slice(0, 1);
    }
    const sow = here.filter((a) => (a.type === 'sow' || a.type === 'openSow') && a.kind === s.kind && (a.ripe === undefined || a.ripe === s.ripe));
    if (sow.length) return sow.slice(0, 1);
    return here.filter((a) => a.type !== 'sow' && a.type !== 'openSow');
  }

  /** Rot: rows first, then the picks in that row. */
  rotRows(): string[] {
    return uniq(this.of('rot').map((a) => a.row as string));
  }
  rotPicks(row: string): LegalAction[] {
    return this.of('rot').filter((a) => a.row === row);
  }

  /** Actions shown as plain buttons. */
  buttons(): LegalAction[] {
    return this.legal.filter((a) => BUTTON_TYPES.has(a.type));
  }
}

/** Action points an action costs (shown next to it; the engine charges them). Joker use gives points: negative. */
export function actionCost(a: LegalAction, d: BanksDisplay, seat: number): number {
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
