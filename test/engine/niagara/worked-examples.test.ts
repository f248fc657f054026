import { describe, expect, it } from 'vitest';
import { niagara } from '../../../engine/niagara';
import { act, actor, at, eventsOf, gemOf, paddle, paddles, reserveOf, scenario } from './helpers';

/** Spec §6.5: every worked legality example, as the exact list of legal moves where the spec gives it. */
describe('§6.5 worked legality examples', () => {
  it('bank, card 6: L6 or R6 (blue, either arm), or T4 and load white; stopping at T2 is not allowed', () => {
    const s = scenario({ card: 6 });
    expect(paddles(s, 'red1')).toEqual(['red1 L6', 'red1 R6', 'red1 T4 (load:white)']);
    // 4 points left unspent at T2: refused.
    expect(() => niagara.apply(s, 0, paddle('red1 T2'))).toThrow(/exactly 6 points/);
  });

  it('bank, card 5: T3 and load violet, or T5; a mid-move load (T3, load, on to T4) cannot be expressed or played', () => {
    const s = scenario({ card: 5 });
    expect(paddles(s, 'red1')).toEqual(['red1 T3 (load:violet)', 'red1 T5']);
    expect(() => niagara.apply(s, 0, paddle('red1 T4 (load:violet)'))).toThrow();
    expect(() => niagara.apply(s, 0, paddle('red1 (load:violet) T4'))).toThrow();
  });

  it('loaded canoe at T3, card 6: land (3 points forfeited) and score, or unload and go down 4 to L7 or R7', () => {
    const s = scenario({ card: 6, canoes: { red1: ['T3', 'yellow'], red2: 'lost' } });
    const legal = paddles(s, 'red1');
    expect(legal).toContain('red1 bank');
    expect(legal).toContain('red1 (unload) L7');
    expect(legal).toContain('red1 (unload) R7');
    const r = act(s, 0, paddle('red1 bank'));
    expect(reserveOf(r.state, 0)).toEqual({ yellow: 1 });
    expect(at(r.state, 'red1')).toBe('bank');
    expect(gemOf(r.state, 'red1')).toBeNull();
    expect(eventsOf(r.events, 'gemLanded')).toEqual([{ type: 'gemLanded', seat: 0, canoe: 'red1', gem: 'yellow', pointsLost: 3 }]);
    const d = act(s, 0, paddle('red1 (unload) R7'));
    expect(at(d.state, 'red1')).toBe('R7');
    expect(eventsOf(d.events, 'canoeMoved')[0]).toMatchObject({ direction: 'down', path: ['T3', 'T4', 'T5', 'R6', 'R7'] });
  });

  it('empty canoe at R7, card 1: up to R6, and it may steal from an opponent loaded canoe there', () => {
    const alone = scenario({ card: 1, canoes: { red1: 'R7', red2: 'lost' } });
    expect(paddles(alone)).toEqual(['red1 R6']);
    const s = scenario({ card: 1, canoes: { red1: 'R7', red2: 'lost', green1: ['R6', 'blue'] } });
    expect(paddles(s)).toEqual(['red1 R6', 'red1 R6 steal:green1']);
    const r = act(s, 0, paddle('red1 R6 steal:green1'));
    expect(gemOf(r.state, 'red1')).toBe('blue');
    expect(gemOf(r.state, 'green1')).toBeNull();
    expect(eventsOf(r.events, 'gemStolen')).toEqual([{ type: 'gemStolen', seat: 0, canoe: 'red1', from: 'green1', fromSeat: 1, gem: 'blue' }]);
  });

  it('canoe at L7, card 6, nothing to load or unload: it must go up 6 to T1; with a gem it may unload and go up 4 to T3', () => {
    // "Nothing to load": the pink cave here and the violet cave 4 slots up (up 4 + load 2 would also spend 6).
    const s = scenario({ card: 6, canoes: { red1: 'L7', red2: 'lost' }, emptyCaves: ['pink', 'violet'] });
    expect(paddles(s)).toEqual(['red1 T1']);
    const violetLeft = scenario({ card: 6, canoes: { red1: 'L7', red2: 'lost' }, emptyCaves: ['pink'] });
    expect(paddles(violetLeft)).toEqual(['red1 T1', 'red1 T3 (load:violet)']);
    const r = act(s, 0, paddle('red1 T1'));
    expect(eventsOf(r.events, 'canoeMoved')[0]).toMatchObject({ path: ['L7', 'L6', 'T5', 'T4', 'T3', 'T2', 'T1'] });
    const loaded = scenario({ card: 6, canoes: { red1: ['L7', 'blue'], red2: 'lost' }, emptyCaves: ['pink'] });
    expect(paddles(loaded)).toContain('red1 (unload) T3');
    expect(paddles(loaded)).toContain('red1 T1');
    expect(actor(act(loaded, 0, paddle('red1 (unload) T3')).state)).toBe(1);
  });
});
