/** The hand offers only what the host's legal actions allow (the renderer never decides a rule itself). */
import { describe, expect, it } from 'vitest';
import { nile } from '../../engine/nile';
import { Choices, actionFromPick, addTo, emptyPick, pickOf, type LegalAction } from '../../renderer/scenes/nile/choices';

describe('choices from legal actions', () => {
  const legal: LegalAction[] = [
    { type: 'pass' },
    { type: 'plant', crops: { P: 2 } },
    { type: 'plant', crops: { P: 1, W: 1 } },
    { type: 'speculate', cards: ['PW'] },
    { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'storage', card: 'L' }] },
    { type: 'offering', pay: [{ from: 'hand', card: 'P' }, { from: 'storage', card: 'L' }] },
  ];
  const c = new Choices(legal);

  it('lists the move kinds the rules allow, and pass', () => {
    expect(c.kinds()).toEqual(['plant', 'speculate', 'market', 'offering']);
    expect(c.canPass).toBe(true);
  });

  it('lets a card be picked only if some legal move uses it with what is picked', () => {
    const none = emptyPick();
    expect(c.canAdd(none, 'hand', 'P')).toBe(true);
    expect(c.canAdd(none, 'hand', 'C')).toBe(false); // no legal move uses castor
    expect(c.canAdd(none, 'storage', 'L')).toBe(true);
    expect(c.canAdd(none, 'storage', 'P')).toBe(false);
    const p = addTo(none, 'hand', 'P');
    expect(c.canAdd(p, 'hand', 'P')).toBe(true);
    expect(c.canAdd(p, 'hand', 'W')).toBe(true);
    expect(c.canAdd(addTo(p, 'hand', 'P'), 'hand', 'P')).toBe(false);
  });

  it('sends the exact legal action when the pick matches one', () => {
    const pp = addTo(addTo(emptyPick(), 'hand', 'P'), 'hand', 'P');
    expect(c.exact('plant', pp)).toEqual({ type: 'plant', crops: { P: 2 } });
    expect(c.exact('market', pp)).toBeNull();
    const pay = addTo(addTo(emptyPick(), 'hand', 'P'), 'storage', 'L');
    expect(c.exact('market', pay)).toBe(legal[4]);
    expect(c.partial('plant', addTo(emptyPick(), 'hand', 'P'))).toBe(true);
    expect(c.exact('plant', addTo(emptyPick(), 'hand', 'P'))).toBeNull();
  });

  it('builds the intent as picked when it is not legal (the engine then says why)', () => {
    const one = addTo(emptyPick(), 'hand', 'P');
    const a = actionFromPick('plant', one);
    expect(a).toEqual({ type: 'plant', crops: { P: 1 } });
    const s = nile.setup({ players: 2, seed: 'x', options: { firstPlayer: 0 } });
    // Whatever the hand, one card never starts a field (pattern A needs two).
    const view = nile.view(s, 0) as { seats: { hand: Record<string, number> }[] };
    const crop = Object.keys(view.seats[0]!.hand).find((k) => k.length === 1);
    if (crop) expect(() => nile.apply(s, 0, actionFromPick('plant', addTo(emptyPick(), 'hand', crop)) as never)).toThrow();
  });

  it('agrees with the engine on a real position: every exact pick is legal', () => {
    let s = nile.setup({ players: 3, seed: 'choices' });
    for (let i = 0; i < 6; i++) {
      const seat = nile.toAct(s)[0]!;
      const L = nile.legalActions(s, seat) as LegalAction[];
      const ch = new Choices(L);
      for (const a of L.filter((x) => x.type !== 'pass')) expect(ch.exact(a.type as 'plant', pickOf(a))).not.toBeNull();
      s = nile.apply(s, seat, L[L.length - 1] as never).state;
    }
  });
});
