import { describe, expect, it } from 'vitest';
import type { NefertitiAction } from '../../engine/nefertiti/actions';
import { activeEmphasis, offered } from '../../renderer/scenes/common/emphasisTargets';
import { NefChoices, emphasisTargets } from '../../renderer/scenes/nefertiti/choices';

const legal: NefertitiAction[] = [
  { type: 'place', market: 'gizeh', space: 0 },
  { type: 'place', market: 'theben', space: 2 },
  { type: 'character', character: 'priestOfAmun' },
  { type: 'closeMarket', market: 'gizeh' },
  { type: 'pass' },
];
const a = (x: NefertitiAction): NefertitiAction => x;

function targetsOf(actions: NefertitiAction[], labels?: string[], only = false) {
  const e = activeEmphasis({ source: labels ? 'hint' : 'tutorial', actions, labels, only }, legal)!;
  const choices = new NefChoices(offered(legal, e)!);
  return { choices, marks: emphasisTargets(e.actions, e.labels, choices) };
}

describe('Nefertiti: emphasised actions → targets', () => {
  it('a placement is its space, a character its card, anything else its button, each with its label', () => {
    const { marks, choices } = targetsOf([a({ space: 2, market: 'theben', type: 'place' }), a({ type: 'pass' }), a({ type: 'character', character: 'priestOfAmun' })], ['1', '2', '3']);
    expect([...marks.spaces]).toEqual([['theben:2', '1']]);
    expect([...marks.characters]).toEqual([['priestOfAmun', '3']]);
    expect([...marks.buttons]).toEqual([[choices.buttons.findIndex((b) => b.type === 'pass'), '2']]);
    expect(choices.buttons[[...marks.buttons.keys()][0]!]).toEqual({ type: 'pass' });
  });

  it('names the button of the very action (the market closed, not another button)', () => {
    const { marks, choices } = targetsOf([a({ type: 'closeMarket', market: 'gizeh' })]);
    expect([...marks.buttons.keys()].map((i) => choices.buttons[i])).toEqual([{ type: 'closeMarket', market: 'gizeh' }]);
    expect(marks.spaces.size + marks.characters.size).toBe(0);
  });

  it('only: the other spaces, characters and buttons are held back', () => {
    const { choices, marks } = targetsOf([a({ type: 'place', market: 'theben', space: 2 })], undefined, true);
    expect([...choices.spaces]).toEqual(['theben:2']);
    expect(choices.characters.size).toBe(0);
    expect(choices.buttons).toEqual([]);
    expect([...marks.spaces.keys()]).toEqual(['theben:2']);
    // Without `only`, everything stays on offer and the emphasis only marks.
    const all = targetsOf([a({ type: 'place', market: 'theben', space: 2 })], ['1']).choices;
    expect(all.spaces.size).toBe(2);
    expect(all.buttons.length).toBe(2);
  });
});
