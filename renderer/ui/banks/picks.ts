import type { TFunction } from 'i18next';
import type { BanksAction } from '../../../engine/banks/actions';
import { otherEnd, type BanksChoices, type Selection } from '../../scenes/banks/choices';
import type { BanksDisplay } from '../../scenes/banks/model';
import type { PickModel, PickStep } from '../table/kit';
import type { BanksKit } from './kitTypes';

type Step = PickStep<BanksKit>;

/** Nothing picked yet: one object, so a new decision's pick stays the same from render to render. */
const NOTHING: Selection = Object.freeze({});

/**
 * What a click on a field sends when no move of the decision fits it: the plain attempt the decision asks for (with
 * what is picked), whose refusal the host words: the table decides no rule.
 */
export function plainIntent(decision: BanksDisplay['decision'], s: Selection, field: string): BanksAction {
  switch (decision) {
    case 'flood':
    case 'openWater':
      return { type: 'placeWater', pile: s.pile ?? 0, field, inner: s.inner ?? 1 };
    case 'ebb':
      return { type: 'removeWater', field };
    case 'startDesert':
    case 'desertEvent':
      return { type: 'placeDesert', field };
  }
  if (!s.kind) return { type: 'grow', field };
  return decision === 'openSow' ? { type: 'openSow', kind: s.kind, field, ripe: !!s.ripe } : { type: 'sow', kind: s.kind, field };
}

/** A field: its one move is sent; several wait for the HUD's choice; none sends the plain intent. */
function onField(pick: Selection, field: string, choices: BanksChoices, display: BanksDisplay): Step {
  const moves = choices.atField(field, pick);
  const [only] = moves;
  if (only && moves.length === 1) return { send: only };
  if (moves.length > 1) return { pick: { ...pick, field } };
  return { send: plainIntent(display.decision, choices.settle(pick), field) };
}

/** One of the player's water piles on the table: picked, or (already picked) its top card turned end for end. */
function onPile(pick: Selection, pile: number | undefined, choices: BanksChoices, display: BanksDisplay): Step {
  if (pile === undefined || !choices.piles().includes(pile)) return { pick };
  const s = choices.settle(pick);
  // The display is the acting seat's own view: its piles are the player's.
  const top = display.piles[display.viewer ?? -1]?.[pile]?.top;
  if (s.pile !== pile || !top) return { pick: { ...pick, pile, inner: undefined, field: undefined } };
  return { pick: { ...s, inner: otherEnd(top, s.inner), field: undefined } };
}

/**
 * How a banks decision is clicked: a field sends its move (or opens its choice of moves); the water piles on the
 * table and the HUD's pickers (a pile, the turn of its card, a market row, a kind to sow) build the pick the fields
 * light up for. The HUD's own buttons send their actions directly.
 */
export const banksPicks: PickModel<BanksKit> = {
  start: () => NOTHING,
  step(pick, input, { choices, display }) {
    // A field's choice of moves is modal: a click on the table closes it and does nothing else (a stray click must
    // not spend an action point on another move); the choice's own buttons send their move directly.
    if (pick.field !== undefined && ('field' in input || 'pile' in input)) return { pick: { ...pick, field: undefined } };
    if ('field' in input) return onField(pick, input.field, choices, display);
    if ('pile' in input) return onPile(pick, input.pile, choices, display);
    // The HUD's turn button turns the picked pile's card, as a second click on that pile does.
    if ('turn' in input) return onPile(pick, choices.settle(pick).pile, choices, display);
    if ('pileButton' in input) return { pick: { ...pick, pile: input.pileButton, inner: undefined } };
    if ('row' in input) return { pick: { ...pick, row: input.row } };
    if ('kind' in input) {
      // The chosen kind's chip again: no kind.
      const again = pick.kind === input.kind && pick.ripe === input.ripe;
      return { pick: { kind: again ? undefined : input.kind, ripe: input.ripe } };
    }
    return { pick: { ...pick, field: undefined } };
  },
};

/** Why the flood cannot take water from this pile of `seat`: it is empty, or its top card fits no field either way round. */
export function pileRefusal(t: TFunction, d: BanksDisplay, seat: number, pile: number): string {
  const top = d.piles[seat]?.[pile]?.top;
  return top ? t('banksTable.pileNoFit', { n: pile + 1, a: top[0], b: top[1] }) : t('banksTable.pileEmpty', { n: pile + 1 });
}
