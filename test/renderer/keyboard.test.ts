import { describe, expect, it, vi } from 'vitest';
import { checkUiScale } from '../../renderer/app/settings';
import { nearestInDirection, tabOrder, useKeyTargets, type KeyGroup, type KeyTarget } from '../../renderer/scenes/common/keyTargets';
import { handleKey } from '../../renderer/ui/table/useTableKeys';
import { handKeyTargets } from '../../renderer/scenes/nile/keys';
import { handFan } from '../../renderer/scenes/nile/handLayout';
import { handCardTip } from '../../renderer/scenes/nile/tips';
import { useAnnounce } from '../../renderer/ui/table/announce';

/** A group whose world is the page (x, y = page pixels), for tests. */
function group(points: [string, number, number][], acts: Record<string, () => void> = {}): KeyGroup {
  const targets: KeyTarget[] = points.map(([id, x, y]) => ({ id, p: [x, y, 0], act: acts[id] ?? (() => {}) }));
  return { targets, toPage: (p) => ({ x: p[0], y: p[1] }) };
}

const focusId = () => useKeyTargets.getState().focus?.id ?? null;

function reset(groups: Record<string, KeyGroup>) {
  useKeyTargets.setState({ groups, focus: null, cancel: null });
}

describe('keyboard targets', () => {
  it('Tab goes through the targets in the scenes’ order and leaves the stage past either end', () => {
    reset({ a: group([['a1', 500, 0], ['a2', 0, 0]]), b: group([['b1', 100, 100]]) });
    expect(tabOrder(useKeyTargets.getState().groups).map((t) => t.id)).toEqual(['a1', 'a2', 'b1']);
    expect(handleKey('Tab', false)).toBe(true);
    expect(focusId()).toBe('a1');
    handleKey('Tab', false);
    handleKey('Tab', false);
    expect(focusId()).toBe('b1');
    // Past the last: the browser's Tab moves on to the HUD.
    expect(handleKey('Tab', false)).toBe(false);
    handleKey('Tab', true);
    expect(focusId()).toBe('a2');
    handleKey('Home', false);
    expect(focusId()).toBe('a1');
    expect(handleKey('Tab', true)).toBe(false);
    handleKey('End', false);
    expect(focusId()).toBe('b1');
  });

  it('the arrow keys go to the nearest target that way on the screen', () => {
    const row = group([['left', 0, 100], ['mid', 100, 100], ['right', 200, 100], ['up', 110, 0], ['far-right-up', 400, 0]]);
    reset({ row });
    const all = tabOrder(useKeyTargets.getState().groups);
    const at = (id: string) => all.find((t) => t.id === id)!;
    expect(nearestInDirection(all, at('mid'), 'right')?.id).toBe('right');
    expect(nearestInDirection(all, at('mid'), 'left')?.id).toBe('left');
    expect(nearestInDirection(all, at('mid'), 'up')?.id).toBe('up');
    expect(nearestInDirection(all, at('mid'), 'down')).toBeNull();
    useKeyTargets.getState().setFocus({ group: 'row', id: 'mid' });
    handleKey('ArrowRight', false);
    expect(focusId()).toBe('right');
    // Nothing further that way: the focus stays.
    handleKey('ArrowDown', false);
    expect(focusId()).toBe('right');
  });

  it('Enter and Space do what a click does; Esc undoes the half-made choice', () => {
    const act = vi.fn();
    const cancel = vi.fn();
    reset({ g: group([['x', 0, 0], ['y', 10, 0]], { y: act }) });
    useKeyTargets.getState().setCancel(cancel);
    handleKey('End', false);
    expect(handleKey('Enter', false)).toBe(true);
    expect(handleKey(' ', false)).toBe(true);
    expect(act).toHaveBeenCalledTimes(2);
    expect(handleKey('Escape', false)).toBe(true);
    expect(cancel).toHaveBeenCalledTimes(1);
    // Nothing to undo: Esc is left to the page.
    useKeyTargets.getState().setCancel(null);
    expect(handleKey('Escape', false)).toBe(false);
  });

  it('a group with no targets is withdrawn', () => {
    reset({});
    useKeyTargets.getState().setGroup('g', group([]));
    expect(useKeyTargets.getState().groups).toEqual({});
  });
});

describe('UI scale setting', () => {
  it('takes 80–150 % (rounded to the step), nothing else', () => {
    expect(checkUiScale(0.8)).toBeCloseTo(0.8);
    expect(checkUiScale(1.5)).toBeCloseTo(1.5);
    expect(checkUiScale(1.23)).toBeCloseTo(1.2);
    expect(checkUiScale(0.5)).toBeUndefined();
    expect(checkUiScale(2)).toBeUndefined();
    expect(checkUiScale('1.2')).toBeUndefined();
  });
});

describe('live region', () => {
  it('keeps the last three messages, each new (the same words twice included)', () => {
    useAnnounce.setState({ said: [] });
    const say = useAnnounce.getState().say;
    for (const w of ['a', 'b', 'b', 'c']) say(w);
    const said = useAnnounce.getState().said;
    expect(said.map((m) => m.text)).toEqual(['b', 'b', 'c']);
    expect(new Set(said.map((m) => m.id)).size).toBe(3);
  });
});

describe('NILE hand targets', () => {
  it('the cards a click would select or put back, left to right, each with its tip and its click', () => {
    const onToggle = vi.fn();
    const hand = { cards: ['P', 'W', 'P'], selected: new Set([2]), selectable: (i: number) => i === 0, interactive: true, onToggle, cardPx: 100 };
    const fan = handFan(hand, { width: 1280, height: 800 });
    const list = handKeyTargets(hand, fan);
    expect(list.map((k) => k.id)).toEqual(['hand:0:P', 'hand:2:P']);
    expect(list[0]!.tip).toEqual(handCardTip('P', false));
    expect(list[1]!.tip).toEqual(handCardTip('P', true));
    // The selected card is lifted as the overlay draws it: the ring follows.
    expect(list[1]!.p[1]).toBeGreaterThan(list[0]!.p[1]);
    list[1]!.act();
    expect(onToggle).toHaveBeenCalledWith(2);
    // Spread out, each card is taken at its centre line.
    expect(list[0]!.p[0]).toBe(fan.place(0).x);
    // In a crowded fan, in the strip the next card leaves visible (left of the centre), but for the last card.
    const crowded = { ...hand, cards: Array.from({ length: 12 }, () => 'P'), selectable: () => true, selected: new Set<number>() };
    const tight = handFan(crowded, { width: 390, height: 844 });
    const keys = handKeyTargets(crowded, tight);
    expect(keys[0]!.p[0]).toBeLessThan(tight.place(0).x);
    expect(keys[0]!.p[0]).toBeGreaterThan(tight.place(0).x - tight.w / 2);
    expect(keys[11]!.p[0]).toBe(tight.place(11).x);
    expect(handKeyTargets({ ...hand, interactive: false }, fan)).toEqual([]);
  });
});
