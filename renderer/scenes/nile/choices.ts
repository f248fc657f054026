import type { Action } from '../../../engine/core/action';
import type { NileAction } from '../../../engine/nile/actions';
import { addLabel } from '../common/emphasisTargets';

/**
 * Turning the host's legal actions into what the hand offers. The renderer never decides a rule: a card is
 * selectable only if some legal action uses it together with what is already selected, and a move button sends
 * exactly a legal action when the selection matches one. A selection that matches none can still be sent: the host
 * answers with the engine's reason, which the table shows.
 */
export type Kind = 'plant' | 'speculate' | 'market' | 'offering';
const KINDS: Kind[] = ['plant', 'speculate', 'market', 'offering'];

/** A legal action as the host lists it for the seat. */
export type LegalAction = NileAction;

/** A multiset of cards by where they come from. */
export interface Pick {
  hand: Record<string, number>;
  storage: Record<string, number>;
}

export const emptyPick = (): Pick => ({ hand: {}, storage: {} });

export function pickOf(a: LegalAction): Pick {
  const p = emptyPick();
  if (a.type === 'plant') {
    for (const [k, n] of Object.entries(a.crops)) if (n > 0) p.hand[k] = n;
  } else if (a.type === 'speculate') {
    for (const c of a.cards) p.hand[c] = (p.hand[c] ?? 0) + 1;
  } else if (a.type === 'market' || a.type === 'offering') {
    for (const x of a.pay) {
      const side = x.from === 'storage' ? p.storage : p.hand;
      side[x.card] = (side[x.card] ?? 0) + 1;
    }
  }
  return p;
}

const within = (a: Record<string, number>, b: Record<string, number>) => Object.entries(a).every(([k, n]) => n <= (b[k] ?? 0));
const isSubPick = (a: Pick, b: Pick): boolean => within(a.hand, b.hand) && within(a.storage, b.storage);
const samePick = (a: Pick, b: Pick): boolean => isSubPick(a, b) && isSubPick(b, a);
const pickSize = (p: Pick): number => [...Object.values(p.hand), ...Object.values(p.storage)].reduce((t, n) => t + n, 0);

export function addTo(p: Pick, from: 'hand' | 'storage', card: string, by = 1): Pick {
  const q: Pick = { hand: { ...p.hand }, storage: { ...p.storage } };
  const side = from === 'hand' ? q.hand : q.storage;
  side[card] = (side[card] ?? 0) + by;
  if (side[card]! <= 0) delete side[card];
  return q;
}

export class Choices {
  private readonly byKind = new Map<Kind, { action: LegalAction; pick: Pick }[]>();
  readonly canPass: boolean;

  constructor(readonly legal: readonly LegalAction[]) {
    for (const k of KINDS) this.byKind.set(k, []);
    for (const a of legal) {
      if (a.type !== 'pass') this.byKind.get(a.type)?.push({ action: a, pick: pickOf(a) });
    }
    this.canPass = legal.some((a) => a.type === 'pass');
  }

  /** Move kinds the rules allow now (their buttons are shown). */
  kinds(): Kind[] {
    return KINDS.filter((k) => this.byKind.get(k)!.length > 0);
  }

  /** Could this card be added to the selection and still be part of some legal move? */
  canAdd(sel: Pick, from: 'hand' | 'storage', card: string): boolean {
    const next = addTo(sel, from, card);
    for (const list of this.byKind.values()) for (const x of list) if (isSubPick(next, x.pick)) return true;
    return false;
  }

  /** The legal action of this kind that is exactly the selection, if any. */
  exact(kind: Kind, sel: Pick): LegalAction | null {
    if (pickSize(sel) === 0) return null;
    return this.byKind.get(kind)!.find((x) => samePick(x.pick, sel))?.action ?? null;
  }

  /** Whether the selection is on the way to a legal move of this kind. */
  partial(kind: Kind, sel: Pick): boolean {
    if (pickSize(sel) === 0) return false;
    return this.byKind.get(kind)!.some((x) => isSubPick(sel, x.pick));
  }
}

/** The intent for a kind built from the selection as it is (may be illegal, even misshapen: the host then says why). */
export function actionFromPick(kind: Kind, sel: Pick): Action & Record<string, unknown> {
  if (kind === 'plant') return { type: 'plant', crops: { ...sel.hand } };
  if (kind === 'speculate') {
    const cards: string[] = [];
    for (const [c, n] of Object.entries(sel.hand)) for (let i = 0; i < n; i++) cards.push(c);
    return { type: 'speculate', cards };
  }
  const pay: { from: 'hand' | 'storage'; card: string }[] = [];
  for (const [c, n] of Object.entries(sel.hand)) for (let i = 0; i < n; i++) pay.push({ from: 'hand', card: c });
  for (const [c, n] of Object.entries(sel.storage)) for (let i = 0; i < n; i++) pay.push({ from: 'storage', card: c });
  return { type: kind, pay };
}

/** What the table points at for emphasised actions, given what is selected now (tutorial step, hint), with labels. */
export interface NileEmphasisTargets {
  /** Hand cards (by index) still to select for some emphasised action. */
  hand: ReadonlyMap<number, string>;
  /** Storage crops still to select. */
  storage: ReadonlyMap<string, string>;
  /** Move buttons whose emphasised action the selection now is exactly (and pass, when emphasised). */
  moves: ReadonlyMap<Kind | 'pass', string>;
}

/**
 * The next clicks towards each emphasised action: the cards it needs that are not selected yet (the first unselected
 * cards of each face), or, once the selection is exactly that action, its button. A selection off every emphasised
 * action points at nothing (the player clears it).
 */
export function emphasisTargets(actions: readonly LegalAction[], cards: readonly string[], selected: ReadonlySet<number>, pick: Pick, labels: readonly string[] = []): NileEmphasisTargets {
  const hand = new Map<number, string>();
  const storage = new Map<string, string>();
  const moves = new Map<Kind | 'pass', string>();
  actions.forEach((a, k) => {
    const label = labels[k] ?? '';
    if (a.type === 'pass') return addLabel(moves, 'pass', label);
    const need = pickOf(a);
    if (!isSubPick(pick, need)) return;
    if (samePick(pick, need)) return addLabel(moves, a.type, label);
    for (const [face, n] of Object.entries(need.hand)) {
      let missing = n - (pick.hand[face] ?? 0);
      cards.forEach((c, i) => {
        if (missing > 0 && c === face && !selected.has(i)) {
          addLabel(hand, i, label);
          missing--;
        }
      });
    }
    for (const [crop, n] of Object.entries(need.storage)) if (n > (pick.storage[crop] ?? 0)) addLabel(storage, crop, label);
  });
  return { hand, storage, moves };
}
