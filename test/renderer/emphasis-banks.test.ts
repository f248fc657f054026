/**
 * An den Ufern des Nils: a tutorial step's or a hint's actions → what the table points at (fields, HUD pickers,
 * buttons) and, with `only`, what it holds back. Following the targets click by click, through the table's pick model
 * (ui/banks/picks.ts), plays exactly the emphasised action, for every legal action of a seeded game.
 */
import { describe, expect, it } from 'vitest';
import { banks, type BanksAction } from '../../engine/banks';
import type { Action } from '../../engine/core/action';
import { activeEmphasis, offered, sameAction, type ActiveEmphasis } from '../../renderer/scenes/common/emphasisTargets';
import { BanksChoices } from '../../renderer/scenes/banks/choices';
import { banksEmphasisTargets, buttonLabel, kindPicker } from '../../renderer/scenes/banks/emphasis';
import { displayFromView, type BanksDisplay } from '../../renderer/scenes/banks/model';
import type { BanksInput } from '../../renderer/ui/banks/kitTypes';
import { banksPicks } from '../../renderer/ui/banks/picks';

const water = (pile: number, field: string, inner: number): BanksAction => ({ type: 'placeWater', pile, field, inner });

/** A HUD picker the targets name (`pile:N`, `turn`, `kind:K:side`, `row:R`), as the HUD's click on it reaches the pick model. */
function pickerInput(key: string): BanksInput | null {
  const [what, a = '', b = ''] = key.split(':');
  if (what === 'pile') return { pileButton: Number(a) };
  if (what === 'turn') return { turn: true };
  if (what === 'kind') return { kind: a, ripe: b === '' ? undefined : b === 'ripe' };
  if (what === 'row') return { row: a };
  return null;
}

/**
 * Clicks the first target the table points at (a button, a field, else a HUD picker) through the table's pick model
 * until an action is sent; `used` collects the kinds of clicks made.
 */
function follow(legal: readonly BanksAction[], e: ActiveEmphasis<BanksAction>, display: BanksDisplay, used: Set<string>): Action | null {
  const choices = new BanksChoices(offered(legal, e) ?? legal, legal);
  let pick = banksPicks.start(choices);
  for (let i = 0; i < 6; i++) {
    const m = banksEmphasisTargets(e, choices, pick);
    const button = m.buttons[0];
    if (button) return button.action;
    const [field] = m.fields.keys();
    const [picker] = m.pickers.keys();
    const input = field !== undefined ? { field } : picker !== undefined ? pickerInput(picker) : null;
    if (!input) return null;
    used.add(Object.keys(input)[0] ?? '');
    const step = banksPicks.step(pick, input, { choices, display, reveal: null });
    if ('send' in step) return step.send;
    pick = step.pick;
  }
  return null;
}

describe('banks: emphasised actions → targets', () => {
  const legal: BanksAction[] = [water(0, 'W1-1', 1), water(0, 'W1-2', 1), water(0, 'W1-2', 2), water(1, 'W2-1', 0), { type: 'endTurn' }];

  it('points at the pile, then the turn of the card, then the field', () => {
    const e = activeEmphasis({ source: 'hint', actions: [water(1, 'W2-1', 0), water(0, 'W1-2', 2)], labels: ['1', '2'] }, legal)!;
    const c = new BanksChoices(legal);
    let m = banksEmphasisTargets(e, c, {});
    expect([...m.pickers]).toEqual([['pile:1', '1'], ['turn', '2']]);
    m = banksEmphasisTargets(e, c, { pile: 1 });
    expect([...m.fields]).toEqual([['W2-1', '1']]);
    expect([...m.pickers]).toEqual([['pile:0', '2']]);
  });

  it('labels a field two actions share with both, and buttons with their own', () => {
    const harvest: BanksAction[] = [{ type: 'harvest', field: 'W3-1', row: 'M1' }, { type: 'harvest', field: 'W3-1', row: 'M2' }, { type: 'endTurn' }];
    const e = activeEmphasis({ source: 'hint', actions: harvest, labels: ['1', '2', '3'] }, harvest)!;
    const c = new BanksChoices(harvest);
    const m = banksEmphasisTargets(e, c, {});
    expect([...m.fields]).toEqual([['W3-1', '1/2']]);
    expect(buttonLabel(m, { type: 'endTurn' })).toBe('3');
    // The field clicked: its two options are the targets, the end of turn is off screen.
    const picked = banksEmphasisTargets(e, c, { field: 'W3-1' });
    expect(picked.buttons.map((b) => b.label)).toEqual(['1', '2']);
    expect(buttonLabel(picked, { type: 'endTurn' })).toBeUndefined();
  });

  it('points at the kind to sow before its field', () => {
    const sow: BanksAction[] = [{ type: 'openSow', kind: 'flax', field: 'W1-1', ripe: true }, { type: 'openSow', kind: 'flax', field: 'W1-1', ripe: false }];
    const e = activeEmphasis({ source: 'tutorial', actions: [sow[1]!], only: true }, sow)!;
    const c = new BanksChoices(offered(sow, e)!);
    expect([...banksEmphasisTargets(e, c, {}).pickers.keys()]).toEqual([kindPicker('flax', false)]);
    expect([...banksEmphasisTargets(e, c, { kind: 'flax', ripe: false }).fields.keys()]).toEqual(['W1-1']);
  });

  it('only: the other fields, piles and buttons are held back', () => {
    const e = activeEmphasis({ source: 'tutorial', actions: [water(0, 'W1-2', 2)], only: true }, legal);
    const c = new BanksChoices(offered(legal, e)!);
    expect(c.piles()).toEqual([0]);
    expect(c.inners(0)).toEqual([2]);
    expect([...c.fields({}).keys()]).toEqual(['W1-2']);
    expect(c.has('endTurn')).toBe(false);
    // At the table the card first lies as it would without `only`: the learner turns it before its field lights.
    const table = new BanksChoices(offered(legal, e)!, legal);
    expect(table.settle({})).toMatchObject({ pile: 0, inner: 1 });
    expect([...table.fields({}).keys()]).toEqual([]);
    expect([...banksEmphasisTargets(e!, table, {}).pickers.keys()]).toEqual(['turn']);
    expect([...table.fields({ pile: 0, inner: 2 }).keys()]).toEqual(['W1-2']);
    // Without `only`, everything stays offered.
    expect(new BanksChoices(offered(legal, activeEmphasis({ source: 'hint', actions: [legal[0]!] }, legal))!).has('endTurn')).toBe(true);
  });

  it('following the targets through the pick model plays the emphasised action, for every legal action of a game (with and without only)', () => {
    let s = banks.setup({ players: 3, seed: 'emphasis' });
    let checked = 0;
    const used = new Set<string>();
    for (let i = 0; i < 250; i++) {
      const [seat] = banks.toAct(s);
      if (seat === undefined) break;
      const all = banks.legalActions(s, seat);
      const display = displayFromView(banks.view(s, seat));
      for (const want of all) {
        for (const only of [true, false]) {
          const e = activeEmphasis({ source: 'tutorial', actions: [want], labels: ['1'], only }, all);
          const got = e && follow(all, e, display, used);
          expect(got && sameAction(got, want), JSON.stringify({ want, got, only })).toBe(true);
          checked++;
        }
      }
      const pick = all.find((x) => x.type === 'harvest') ?? all.find((x) => x.type === 'grow') ?? all[(i * 7) % all.length];
      if (!pick) break;
      s = banks.apply(s, seat, pick).state;
    }
    expect(checked).toBeGreaterThan(500);
    // Every kind of click the targets can ask for was followed.
    expect([...used].sort()).toEqual(['field', 'kind', 'pileButton', 'row', 'turn']);
  });
});
