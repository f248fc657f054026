import { describe, expect, it } from 'vitest';
import { niagara } from '../../../engine/niagara';
import { act, actAll, actor, at, eventsOf, paddle, paddles, scenario, typesOf } from './helpers';

/** Spec §6.1: which canoes must / may move for a number card, one test per row of the table, plus the launch limit. */
describe('§6.1 canoe obligations', () => {
  it('both on the bank: exactly one launches (either), then the turn is over', () => {
    const s = scenario({ card: 3 });
    expect(typesOf(s)).toEqual(['paddle']);
    expect(paddles(s)).toEqual(['red1 T3', 'red2 T3']);
    const r = act(s, 0, paddle('red2 T3'));
    expect(at(r.state, 'red2')).toBe('T3');
    expect(at(r.state, 'red1')).toBe('bank');
    expect(actor(r.state)).toBe(1); // green's turn now: no second launch
  });

  it('one on the bank, one in the river: the river canoe must move, the bank canoe may launch (either order)', () => {
    const s = scenario({ card: 2, canoes: { red1: 'T2' } });
    expect(typesOf(s)).toEqual(['paddle']); // no pass before the river canoe has moved
    expect(paddles(s)).toContain('red2 T2');
    // River canoe first: now launching is optional.
    const a = act(s, 0, paddle('red1 T4'));
    expect(actor(a.state)).toBe(0);
    expect(typesOf(a.state)).toEqual(['paddle', 'pass']);
    expect(paddles(a.state)).toEqual(['red2 T2']);
    const passed = act(a.state, 0, { type: 'pass' });
    expect(eventsOf(passed.events, 'passed')).toHaveLength(1);
    expect(actor(passed.state)).toBe(1);
    // Bank canoe first: the river canoe still must move, no pass.
    const b = act(s, 0, paddle('red2 T2'));
    expect(typesOf(b.state)).toEqual(['paddle']);
    expect(paddles(b.state).every((k) => k.startsWith('red1'))).toBe(true);
    expect(actor(act(b.state, 0, paddle('red1 T4')).state)).toBe(1);
  });

  it('a river canoe that lands may be followed by a launch of the other, never by its own relaunch', () => {
    const s = scenario({ card: 2, canoes: { red1: ['T1', 'white'] } });
    const r = act(s, 0, paddle('red1 bank'));
    expect(paddles(r.state)).toEqual(['red2 T2']);
    expect(typesOf(r.state)).toEqual(['paddle', 'pass']);
  });

  it('both in the river: both must move, each with the full card value', () => {
    const s = scenario({ card: 2, canoes: { red1: 'T1', red2: 'T2' } });
    const a = act(s, 0, paddle('red1 T3'));
    expect(typesOf(a.state)).toEqual(['paddle']); // no pass: red2 must move too
    const b = act(a.state, 0, paddle('red2 T4'));
    expect([at(b.state, 'red1'), at(b.state, 'red2')]).toEqual(['T3', 'T4']);
    expect(actor(b.state)).toBe(1);
  });

  it('one in the river, one lost: the river canoe must move, then the turn is over', () => {
    const s = scenario({ card: 1, canoes: { red1: 'T3', red2: 'lost' } });
    expect(typesOf(s)).toEqual(['paddle']);
    expect(paddles(s)).toEqual(['red1 T2', 'red1 T4']);
    expect(actor(act(s, 0, paddle('red1 T4')).state)).toBe(1);
  });

  it('one on the bank, one lost: it must launch (§12.5 default); with the option off it may stay', () => {
    const s = scenario({ card: 4, canoes: { red2: 'lost' } });
    expect(typesOf(s)).toEqual(['paddle']);
    const off = scenario({ card: 4, canoes: { red2: 'lost' }, options: { loneBankCanoeMustLaunch: false } });
    expect(typesOf(off)).toEqual(['paddle', 'pass']);
    expect(actor(act(off, 0, { type: 'pass' }).state)).toBe(1);
  });

  it('none (both lost): the card does nothing but still counts for the river speed', () => {
    let s = niagara.setup({ players: 3, seed: 'none', options: { firstPlayer: 0 } });
    s = structuredClone(s);
    s.canoePos[0] = -2;
    s.canoePos[1] = -2;
    // Green and yellow have all canoes on the bank; red plays 2, the others 6 and 5.
    const r = actAll(s, [{ type: 'play', card: 2 }, { type: 'play', card: 6 }, { type: 'play', card: 5 }]);
    expect(eventsOf(r.events, 'turnSkipped')).toEqual([{ type: 'turnSkipped', seat: 0, colour: 'red', reason: 'noCanoe' }]);
    expect(actor(r.state)).toBe(1);
    const g = act(r.state, 1, paddle('green1 L6'));
    const y = act(g.state, 2, paddle('yellow1 T5'));
    expect(eventsOf(y.events, 'riverFlow')).toEqual([{ type: 'riverFlow', lowest: 2, weather: 0, speed: 2 }]);
    expect(at(y.state, 'yellow1')).toBe('L6'); // T5 → L6 (first push goes left) …
    expect(at(y.state, 'green1')).toBe('L7'); // … and green moved L6 → L7; the second push went right
  });

  it('at most one launch per round even when a canoe lands first', () => {
    const s = scenario({ card: 3, canoes: { red1: ['T2', 'white'] } });
    const landed = act(s, 0, paddle('red1 bank'));
    const launched = act(landed.state, 0, paddle('red2 T3'));
    expect(actor(launched.state)).toBe(1);
  });
});
