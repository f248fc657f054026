import { describe, expect, it } from 'vitest';
import { act, actor, cave, eventsOf, gemOf, gemTotals, paddle, paddles, reserveOf, scenario, spare } from './helpers';

/** Spec §6.2–§6.4: action points, cargo blocks, landing, stealing. */
describe('§6.2 what the points buy', () => {
  it('load and unload cost 2, a swap at one cave costs 4 and must take a different colour', () => {
    const s = scenario({ card: 4, canoes: { red1: ['T4', 'violet'], red2: 'lost' } });
    const legal = paddles(s);
    expect(legal).toContain('red1 (swap:white) T4'); // all 4 points on cargo, no move
    expect(legal).not.toContain('red1 (swap:violet) T4');
    expect(legal).toContain('red1 (unload) T2'); // unload 2 + up 2
    expect(legal).toContain('red1 (unload) L6'); // unload 2 + down 2 (either arm)
    const r = act(s, 0, paddle('red1 (swap:white) T4'));
    expect(gemOf(r.state, 'red1')).toBe('white');
    expect(cave(r.state, 'white')).toEqual({ violet: 1, white: 6 });
    expect(eventsOf(r.events, 'gemUnloaded')).toHaveLength(1);
    expect(eventsOf(r.events, 'gemLoaded')).toHaveLength(1);
  });

  it('a cave of mixed colours: a loader picks any gem in it (§12.7)', () => {
    const s = scenario({ card: 2, canoes: { red1: ['T4', 'violet'], red2: 'lost' } });
    const r = act(s, 0, paddle('red1 (unload) T4'));
    expect(cave(r.state, 'white')).toEqual({ violet: 1, white: 7 });
    const next = scenario({ card: 2, canoes: { red1: 'T4', red2: 'lost' } });
    next.caves = r.state.caves.slice();
    expect(paddles(next)).toEqual(['red1 (load:violet) T4', 'red1 (load:white) T4', 'red1 T2', 'red1 L6', 'red1 R6'].sort());
  });

  it('cargo happens before or after the move, never both by default (one block per canoe, §12.4)', () => {
    const s = scenario({ card: 6, canoes: { red1: ['T3', 'yellow'], red2: 'lost' } });
    // unload at T3 (2), down 2 to T5 (2), load yellow (2): two blocks.
    expect(paddles(s)).not.toContain('red1 (unload) T5 (load:yellow)');
    expect(paddles(s)).toContain('red1 (unload) L7');
  });

  it('no cargo at an empty cave, none at a grey slot, and a full canoe cannot load', () => {
    const s = scenario({ card: 2, canoes: { red1: 'T3', red2: 'lost' }, emptyCaves: ['violet'] });
    expect(paddles(s)).toEqual(['red1 T1', 'red1 T5']);
    const grey = scenario({ card: 2, canoes: { red1: 'T2', red2: 'lost' } });
    expect(paddles(grey)).toEqual(['red1 T4', 'red1 bank'].sort());
    const full = scenario({ card: 2, canoes: { red1: ['T3', 'white'], red2: 'lost' } });
    expect(paddles(full).some((k) => k.includes('load:'))).toBe(false);
    expect(paddles(full)).toContain('red1 (unload) T3');
  });

  it('every point must be used, except on landing; both canoes may land in the same turn', () => {
    const s = scenario({ card: 5, canoes: { red1: ['T1', 'violet'], red2: ['T2', 'white'] } });
    const a = act(s, 0, paddle('red1 bank'));
    const b = act(a.state, 0, paddle('red2 bank'));
    expect(reserveOf(b.state, 0)).toEqual({ violet: 1, white: 1 });
    expect(eventsOf([...a.events, ...b.events], 'gemLanded').map((e) => e.pointsLost)).toEqual([4, 3]);
    expect(actor(b.state)).toBe(1);
  });

  it('an empty canoe landing scores nothing and is not an error', () => {
    const s = scenario({ card: 3, canoes: { red1: 'T2', red2: 'lost' } });
    const r = act(s, 0, paddle('red1 bank'));
    expect(eventsOf(r.events, 'canoeLanded')).toEqual([{ type: 'canoeLanded', seat: 0, canoe: 'red1', pointsLost: 1 }]);
    expect(reserveOf(r.state, 0)).toEqual({});
  });

  it('load at the cave, then paddle home in the same turn (T3 + load violet + 3 up with card 5)', () => {
    const s = scenario({ card: 5, canoes: { red1: 'T3', red2: 'lost' } });
    const r = act(s, 0, paddle('red1 (load:violet) bank'));
    expect(reserveOf(r.state, 0)).toEqual({ violet: 1 });
    expect(gemTotals(r.state, spare.get(s))).toEqual([7, 7, 7, 7, 7]);
  });

  it('going down from T5 the player chooses the arm; the arms never connect', () => {
    const s = scenario({ card: 2, canoes: { red1: 'T5', red2: 'lost' } });
    expect(paddles(s)).toEqual(['red1 L7', 'red1 R7', 'red1 T3', 'red1 (load:yellow) T5'].sort());
    const l = scenario({ card: 3, canoes: { red1: 'L6', red2: 'lost' } });
    expect(paddles(l).some((k) => k.includes('R'))).toBe(false);
  });

  it('nobody paddles over the falls on purpose (§12.3 default)', () => {
    const s = scenario({ card: 1, canoes: { red1: 'L7', red2: 'lost' } });
    expect(paddles(s)).toEqual(['red1 L6']);
  });
});

describe('§6.4 stealing', () => {
  it('only after an upstream move, in an empty canoe, ending on the opponent’s disc', () => {
    // Downstream onto a loaded opponent: no steal.
    const down = scenario({ card: 1, canoes: { red1: 'T2', red2: 'lost', green1: ['T3', 'white'] } });
    expect(paddles(down).filter((k) => k.includes('steal'))).toEqual([]);
    // Upstream but loaded: no steal.
    const loaded = scenario({ card: 1, canoes: { red1: ['T4', 'white'], red2: 'lost', green1: ['T3', 'violet'] } });
    expect(paddles(loaded).filter((k) => k.includes('steal'))).toEqual([]);
    // Passing the opponent without ending there: no steal.
    const past = scenario({ card: 2, canoes: { red1: 'T4', red2: 'lost', green1: ['T3', 'violet'] } });
    expect(paddles(past).filter((k) => k.includes('steal'))).toEqual([]);
    // Upstream, empty, ending there: steal offered, for free.
    const ok = scenario({ card: 1, canoes: { red1: 'T4', red2: 'lost', green1: ['T3', 'violet'] } });
    expect(paddles(ok)).toContain('red1 T3 steal:green1');
  });

  it('never from your own canoes', () => {
    const s = scenario({ card: 1, canoes: { red1: 'T4', red2: ['T3', 'violet'] } });
    expect(paddles(s).filter((k) => k.includes('steal'))).toEqual([]);
  });

  it('an unload before the move leaves the canoe empty, so it may steal after moving up', () => {
    const s = scenario({ card: 3, canoes: { red1: ['T5', 'pink'], red2: 'lost', green1: ['T4', 'white'] } });
    expect(paddles(s)).toContain('red1 (unload) T4 steal:green1');
    const r = act(s, 0, paddle('red1 (unload) T4 steal:green1'));
    expect(gemOf(r.state, 'red1')).toBe('white');
    expect(cave(r.state, 'yellow')).toEqual({ yellow: 7, pink: 1 });
  });

  it('several loaded opponents on the disc: take from exactly one, the stealer’s choice', () => {
    const s = scenario({ card: 1, canoes: { red1: 'T4', red2: 'lost', green1: ['T3', 'violet'], yellow2: ['T3', 'blue'] } });
    expect(paddles(s).filter((k) => k.includes('steal'))).toEqual(['red1 T3 steal:green1', 'red1 T3 steal:yellow2']);
    const r = act(s, 0, paddle('red1 T3 steal:yellow2'));
    expect([gemOf(r.state, 'red1'), gemOf(r.state, 'green1'), gemOf(r.state, 'yellow2')]).toEqual(['blue', 'violet', null]);
  });

  it('points held back after a steal: the after-move block is computed after the steal (§12.8 default)', () => {
    // Empty red1 at T5, card 3: up 1 to T4, 2 points left. Without a steal it loads white; after stealing it may unload.
    const s = scenario({ card: 3, canoes: { red1: 'T5', red2: 'lost', green1: ['T4', 'violet'] } });
    expect(paddles(s)).toContain('red1 T4 (load:white)');
    expect(paddles(s)).toContain('red1 T4 steal:green1 (unload)');
    const r = act(s, 0, paddle('red1 T4 steal:green1 (unload)'));
    expect(gemOf(r.state, 'red1')).toBeNull();
    expect(cave(r.state, 'white')).toEqual({ violet: 1, white: 7 });
  });
});
