import { describe, expect, it } from 'vitest';
import { niagara } from '../../../engine/niagara';
import { act, actAll, rejects, ruleError, scenario } from './helpers';

describe('bad input', () => {
  it('bad player counts and seeds → BAD_SETUP', () => {
    for (const players of [0, 1, 6, 2.5]) ruleError(() => niagara.setup({ players, seed: 'x' }), 'BAD_SETUP');
    ruleError(() => niagara.setup({ players: 3, seed: 42 as unknown as string }), 'BAD_SETUP');
  });

  it('seats outside the game → BAD_SEAT; a seat with nothing to do → NOT_YOUR_TURN', () => {
    const s = scenario({ card: 3 });
    for (const seat of [-1, 3, 1.5, NaN]) rejects(s, seat, { type: 'pass' }, 'BAD_SEAT');
    rejects(s, 1, { type: 'paddle', canoe: 'green1', to: 'T3' }, 'NOT_YOUR_TURN');
    // Phase 1: a seat that already placed its card waits.
    const p = act(niagara.setup({ players: 3, seed: 'x' }), 0, { type: 'play', card: 1 }).state;
    rejects(p, 0, { type: 'play', card: 2 }, 'NOT_YOUR_TURN');
  });

  it('malformed actions → MALFORMED_ACTION, state untouched', () => {
    const s = scenario({ card: 3 });
    const bad: unknown[] = [
      null, 'paddle', 42, [], {}, { type: 'fly' },
      { type: 'paddle' },
      { type: 'paddle', canoe: 'red1' },
      { type: 'paddle', canoe: 'purple1', to: 'T3' },
      { type: 'paddle', canoe: 'red1', to: 'T9' },
      { type: 'paddle', canoe: 'red1', to: 'T3', steal: 7 },
      { type: 'paddle', canoe: 'red1', to: 'T3', before: { op: 'dive' } },
      { type: 'paddle', canoe: 'red1', to: 'T3', after: { op: 'load', gem: 'ruby' } },
      { type: 'paddle', canoe: 'red1', to: 'T3', after: { op: 'unload', gem: 'violet' } },
      { type: 'paddle', canoe: 'red1', to: 'T3', speed: 9 },
      { type: 'pass', please: true },
      { type: 'weather', delta: 2 },
      { type: 'weather', delta: '1' },
      { type: 'play', card: 0 },
      { type: 'play', card: 7 },
      { type: 'play', card: 'sun' },
      { type: 'play', card: 3, colour: 'purple' },
      { type: 'buyBack', canoe: 'red1' },
      { type: 'buyBack', canoe: 'red1', pay: 'gold' },
      { type: 'toString' },
      { type: '__proto__' },
    ];
    for (const a of bad) rejects(s, 0, a, 'MALFORMED_ACTION');
  });

  it('well-formed but illegal actions → ILLEGAL_ACTION, state untouched', () => {
    const s = scenario({ card: 3 });
    rejects(s, 0, { type: 'paddle', canoe: 'red1', to: 'T2' }, 'ILLEGAL_ACTION'); // 1 point unspent
    rejects(s, 0, { type: 'paddle', canoe: 'red1', to: 'bank' }, 'ILLEGAL_ACTION'); // already on the bank
    rejects(s, 0, { type: 'paddle', canoe: 'green1', to: 'T3' }, 'ILLEGAL_ACTION'); // not red's canoe
    rejects(s, 0, { type: 'paddle', canoe: 'brown1', to: 'T3' }, 'ILLEGAL_ACTION'); // no brown in a 3-player game
    rejects(s, 0, { type: 'pass' }, 'ILLEGAL_ACTION'); // a launch is compulsory
    rejects(s, 0, { type: 'weather', delta: 1 }, 'ILLEGAL_ACTION'); // not a cloud
    rejects(s, 0, { type: 'play', card: 2 }, 'ILLEGAL_ACTION'); // phase 2
    rejects(s, 0, { type: 'buyBack', canoe: 'red1', pay: null }, 'ILLEGAL_ACTION');
    const launched = act(s, 0, { type: 'paddle', canoe: 'red1', to: 'T3' });
    expect(launched.state.turn?.crew).toBe(1);
    // Phase 1: a card of the cycle already played; paying with a gem not owned; a canoe not lost.
    const p = scenario({ canoes: { red1: 'lost' }, reserves: [{ white: 1 }] });
    p.hands[0] = p.hands[0]! & ~(1 << 2);
    rejects(p, 0, { type: 'play', card: 3 }, 'ILLEGAL_ACTION');
    rejects(p, 0, { type: 'buyBack', canoe: 'red1', pay: 'pink' }, 'ILLEGAL_ACTION');
    rejects(p, 0, { type: 'buyBack', canoe: 'red2', pay: 'white' }, 'ILLEGAL_ACTION');
    rejects(p, 0, { type: 'buyBack', canoe: 'green1', pay: 'white' }, 'ILLEGAL_ACTION');
    rejects(p, 0, { type: 'paddle', canoe: 'red2', to: 'T1' }, 'ILLEGAL_ACTION');
    // Cloud at the top cell cannot go up.
    rejects(scenario({ card: 'cloud', weather: 2 }), 0, { type: 'weather', delta: 1 }, 'ILLEGAL_ACTION');
    rejects(scenario({ card: 'cloud' }), 0, { type: 'weather', delta: 0 }, 'ILLEGAL_ACTION');
    // A steal that the rules do not allow (downstream).
    const d = scenario({ card: 1, canoes: { red1: 'T2', red2: 'lost', green1: ['T3', 'white'] } });
    rejects(d, 0, { type: 'paddle', canoe: 'red1', to: 'T3', steal: 'green1' }, 'ILLEGAL_ACTION');
  });

  it('after the end → GAME_OVER', () => {
    const s = scenario({ players: 3, canoes: { red1: ['T1', 'pink'], red2: 'lost' }, reserves: [{ pink: 3 }] });
    const r = actAll(s, [{ type: 'play', card: 1 }, { type: 'play', card: 6 }, { type: 'play', card: 6 }, { type: 'paddle', canoe: 'red1', to: 'bank' }, { type: 'paddle', canoe: 'green1', to: 'L6' }, { type: 'paddle', canoe: 'yellow1', to: 'R6' }]);
    expect(r.state.phase).toBe('over');
    rejects(r.state, 0, { type: 'pass' }, 'GAME_OVER');
    rejects(r.state, 1, { type: 'play', card: 1 }, 'GAME_OVER');
    expect(niagara.toAct(r.state)).toEqual([]);
  });

  it('every listed legal action is accepted', () => {
    const s = scenario({ card: 6, canoes: { red1: ['T3', 'white'], green1: ['T2', 'blue'] } });
    for (const a of niagara.legalActions(s, 0)) expect(() => niagara.apply(s, 0, a)).not.toThrow();
  });
});
