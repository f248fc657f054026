import { addLabel as add, sameAction, type ActiveEmphasis } from '../common/emphasisTargets';
import type { BanksAction } from '../../../engine/banks/actions';
import { actionField, type BanksChoices, type Selection } from './choices';

/**
 * What the table points at for emphasised actions (a tutorial step, a hint), given what is picked in the HUD now: the
 * next click towards each action. Every target carries the labels of the actions it leads to ("1", "1/3").
 */
export interface BanksEmphasisTargets {
  /** Fields on the board to click. */
  fields: ReadonlyMap<string, string>;
  /** HUD pickers to click first: `pile:N`, `turn` (the water card end for end), `kind:K:ripe|seed|` (sow), `row:R` (rot). */
  pickers: ReadonlyMap<string, string>;
  /** Actions the HUD offers as buttons of their own (buys, jokers, end of turn, bids, a field's options, rot picks). */
  buttons: readonly { action: BanksAction; label: string }[];
}

/** The HUD picker key of a kind to sow (the chip for its side, for an opening sow). */
export const kindPicker = (kind: string, ripe: boolean | undefined) => `kind:${kind}:${ripe === undefined ? '' : ripe ? 'ripe' : 'seed'}`;

/** The label of an emphasised action's own button, if it is one. */
export function buttonLabel(t: BanksEmphasisTargets | null, a: BanksAction): string | undefined {
  return t?.buttons.find((b) => sameAction(b.action, a))?.label;
}

export function banksEmphasisTargets(e: ActiveEmphasis<BanksAction>, choices: BanksChoices, sel: Selection): BanksEmphasisTargets {
  const fields = new Map<string, string>();
  const pickers = new Map<string, string>();
  const buttons: { action: BanksAction; label: string }[] = [];
  const s = choices.settle(sel);
  e.actions.forEach((a, i) => {
    const label = e.labels[i] ?? '';
    const field = actionField(a);
    // A field clicked for a choice of moves: only its options are on screen (the player cancels to leave it).
    if (sel.field) {
      if (field === sel.field) buttons.push({ action: a, label });
      return;
    }
    if (a.type === 'placeWater') {
      if (s.pile !== a.pile) add(pickers, `pile:${a.pile}`, label);
      else if (s.inner !== a.inner) add(pickers, 'turn', label);
      else add(fields, a.field, label);
    } else if (a.type === 'sow' || a.type === 'openSow') {
      const ripe = a.type === 'openSow' ? a.ripe : undefined;
      if (sel.kind !== a.kind || (ripe !== undefined && sel.ripe !== ripe)) add(pickers, kindPicker(a.kind, ripe), label);
      else add(fields, a.field, label);
    } else if (a.type === 'rot') {
      if (sel.row !== a.row) add(pickers, `row:${a.row}`, label);
      else buttons.push({ action: a, label });
    } else if (field !== undefined) add(fields, field, label);
    else buttons.push({ action: a, label });
  });
  return { fields, pickers, buttons };
}
