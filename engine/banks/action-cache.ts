import { shareAction } from '../core/shared-action';
import { parseAction, type BanksAction, type Parsed } from './actions';
import type { Tables } from './material/compile';

/**
 * The actions a search lists most (the action phase, the opening sow, the tide), built once per data set as shared
 * frozen objects (engine/core/shared-action.ts) with their parse attached under a non-enumerable symbol (invisible to
 * JSON, structuredClone and Object.keys), as Niagara does: listing them allocates nothing, the search keys each once,
 * and `validate` does not parse them again. Any other object is parsed as untrusted input.
 */
const PARSED = Symbol('banks.parsed');

/** A shared action's parse, for the data set it was built from. */
interface Attached {
  t: Tables;
  parsed: Parsed;
}

function shared(t: Tables, a: BanksAction): BanksAction {
  const attached: Attached = { t, parsed: Object.freeze(parseAction(a, t)) };
  Object.defineProperty(a, PARSED, { value: attached, enumerable: false, writable: false, configurable: false });
  return shareAction(a);
}

/** The parse of an untrusted action: the attached one of a shared action of this data set, else parseAction's. */
export function parseCached(a: unknown, t: Tables): Parsed {
  // A symbol-keyed property read: no type describes it on an arbitrary value, hence the cast.
  const known = typeof a === 'object' && a !== null ? (a as { [PARSED]?: Attached })[PARSED] : undefined;
  return known?.t === t ? known.parsed : parseAction(a, t);
}

/** One data set's shared actions, each built the first time it is listed (indices as in the rules' tables). */
export class ActionShelf {
  readonly endTurn: BanksAction;
  readonly useJoker: BanksAction;
  readonly buyJoker: BanksAction;
  // Per kind of action, by a packed index; the action literal is only built on a miss (`??`).
  private readonly sows: BanksAction[] = [];
  private readonly grows: BanksAction[] = [];
  private readonly harvests: BanksAction[] = [];
  private readonly buys: BanksAction[] = [];
  private readonly openSows: BanksAction[] = [];
  private readonly waters: BanksAction[] = [];
  private readonly removals: BanksAction[] = [];

  constructor(private readonly t: Tables) {
    this.endTurn = shared(t, { type: 'endTurn' });
    this.useJoker = shared(t, { type: 'useJoker' });
    this.buyJoker = shared(t, { type: 'buyJoker' });
  }

  sow(k: number, f: number): BanksAction {
    const i = f * this.t.K + k;
    return this.sows[i] ?? (this.sows[i] = shared(this.t, { type: 'sow', kind: this.t.kindIds[k]!, field: this.t.fieldIds[f]! }));
  }

  grow(f: number): BanksAction {
    return this.grows[f] ?? (this.grows[f] = shared(this.t, { type: 'grow', field: this.t.fieldIds[f]! }));
  }

  harvest(f: number, r: number): BanksAction {
    const i = f * this.t.M + r;
    return this.harvests[i] ?? (this.harvests[i] = shared(this.t, { type: 'harvest', field: this.t.fieldIds[f]!, row: this.t.marketIds[r]! }));
  }

  buySeed(colour: number, k: number): BanksAction {
    const i = colour * this.t.K + k;
    return this.buys[i] ?? (this.buys[i] = shared(this.t, { type: 'buySeed', colour, kind: this.t.kindIds[k]! }));
  }

  openSow(k: number, f: number, ripe: boolean): BanksAction {
    const i = (f * this.t.K + k) * 2 + (ripe ? 1 : 0);
    return this.openSows[i] ?? (this.openSows[i] = shared(this.t, { type: 'openSow', kind: this.t.kindIds[k]!, field: this.t.fieldIds[f]!, ripe }));
  }

  placeWater(pile: number, f: number, inner: number): BanksAction {
    const i = (f * 2 + pile) * 3 + inner;
    return this.waters[i] ?? (this.waters[i] = shared(this.t, { type: 'placeWater', pile, field: this.t.fieldIds[f]!, inner }));
  }

  removeWater(f: number): BanksAction {
    return this.removals[f] ?? (this.removals[f] = shared(this.t, { type: 'removeWater', field: this.t.fieldIds[f]! }));
  }
}

const shelves = new WeakMap<Tables, ActionShelf>();

/** The shared actions of data set `t`. */
export function actionShelf(t: Tables): ActionShelf {
  let s = shelves.get(t);
  if (!s) shelves.set(t, (s = new ActionShelf(t)));
  return s;
}
