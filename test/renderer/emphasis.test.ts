import { describe, expect, it } from 'vitest';
import { activeEmphasis, offered, sameAction } from '../../renderer/scenes/common/emphasisTargets';
import { Choices, emphasisTargets, emptyPick, addTo, type LegalAction } from '../../renderer/scenes/nile/choices';

const legal: LegalAction[] = [
  { type: 'pass' },
  { type: 'plant', crops: { W: 2 } },
  { type: 'plant', crops: { W: 1, L: 1 } },
  { type: 'market', pay: [{ from: 'hand', card: 'W' }, { from: 'storage', card: 'P' }] },
];
const hand = ['W', 'L', 'W', 'F'];
const a = (x: LegalAction): LegalAction => x;

describe('emphasis over a legal list', () => {
  it('compares actions by value, whatever the key order', () => {
    expect(sameAction(a({ type: 'plant', crops: { W: 1, L: 1 } }), a({ crops: { L: 1, W: 1 }, type: 'plant' }))).toBe(true);
    expect(sameAction(a({ type: 'plant', crops: { W: 1 } }), a({ type: 'plant', crops: { W: 2 } }))).toBe(false);
  });

  it('keeps only the named actions that are legal now, with their labels', () => {
    const e = activeEmphasis({ source: 'hint', actions: [a({ type: 'plant', crops: { L: 9 } }), a({ type: 'plant', crops: { W: 2 } })], labels: ['1', '2'] }, legal);
    expect(e).toEqual({ actions: [legal[1]], labels: ['2'], only: false });
    expect(activeEmphasis({ source: 'hint', actions: [a({ type: 'speculate', cards: ['WL'] })] }, legal)).toBeNull();
    expect(activeEmphasis({ source: 'hint', actions: [legal[1]!] }, null)).toBeNull();
  });

  it('with only, offers just the emphasised actions (an explaining step offers none)', () => {
    const e = activeEmphasis({ source: 'tutorial', actions: [legal[1]!], only: true }, legal);
    expect(offered(legal, e)).toEqual([legal[1]]);
    expect(offered(legal, activeEmphasis({ source: 'tutorial', actions: [], only: true }, legal))).toEqual([]);
    expect(offered(legal, activeEmphasis({ source: 'hint', actions: [legal[1]!] }, legal))).toBe(legal);
  });
});

describe('NILE: emphasised actions → targets', () => {
  it('points at the cards still missing, then at the move button', () => {
    const plant2W = [legal[1]!];
    let t = emphasisTargets(plant2W, hand, new Set(), emptyPick());
    expect([...t.hand.keys()]).toEqual([0, 2]);
    expect(t.moves.size).toBe(0);
    t = emphasisTargets(plant2W, hand, new Set([0]), addTo(emptyPick(), 'hand', 'W'));
    expect([...t.hand.keys()]).toEqual([2]);
    const both = addTo(addTo(emptyPick(), 'hand', 'W'), 'hand', 'W');
    t = emphasisTargets(plant2W, hand, new Set([0, 2]), both);
    expect([...t.hand.keys()]).toEqual([]);
    expect([...t.moves.keys()]).toEqual(['plant']);
  });

  it('points at storage crops and pass, and at nothing once the selection leaves every emphasised action', () => {
    const t = emphasisTargets([legal[3]!, legal[0]!], hand, new Set(), emptyPick());
    expect([...t.hand.keys()]).toEqual([0]);
    expect([...t.storage.keys()]).toEqual(['P']);
    expect([...t.moves.keys()]).toEqual(['pass']);
    const off = emphasisTargets([legal[1]!], hand, new Set([1]), addTo(emptyPick(), 'hand', 'L'));
    expect(off.hand.size + off.moves.size).toBe(0);
  });

  it('carries each action\'s label to its targets, joined where two actions share one', () => {
    const t = emphasisTargets([legal[1]!, legal[2]!, legal[0]!], hand, new Set(), emptyPick(), ['1', '2', '3']);
    expect([...t.hand]).toEqual([[0, '1/2'], [2, '1'], [1, '2']]);
    expect(t.moves.get('pass')).toBe('3');
  });

  it('only: the other cards and moves are held back', () => {
    const e = activeEmphasis({ source: 'tutorial', actions: [a({ type: 'plant', crops: { W: 2 } })], only: true }, legal);
    const c = new Choices(offered(legal, e)!);
    expect(c.kinds()).toEqual(['plant']);
    expect(c.canPass).toBe(false);
    expect(c.canAdd(emptyPick(), 'hand', 'W')).toBe(true);
    expect(c.canAdd(emptyPick(), 'hand', 'L')).toBe(false);
    expect(c.canAdd(emptyPick(), 'storage', 'P')).toBe(false);
    // Without the emphasis, the same cards are offered.
    const all = new Choices(legal);
    expect(all.canAdd(emptyPick(), 'hand', 'L')).toBe(true);
  });
});
