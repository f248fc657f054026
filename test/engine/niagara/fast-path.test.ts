/**
 * The shortcuts that make Niagara fast (shared frozen actions with their parse attached, shared frozen toAct lists,
 * arrays shared between a state and the next) change nothing a caller can observe.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai';
import { createRng, nextU32, randInt } from '../../../engine/core/rng';
import { niagara, type NiagaraState } from '../../../engine/niagara';

describe('Niagara fast paths', () => {
  it('a JSON copy of a legal action does exactly what the shared frozen one does, at every step of a game', () => {
    let s = niagara.setup({ players: 4, seed: 'fast-path', options: { roundCap: 30 } });
    const rng = createRng('fast-path/bots');
    let steps = 0;
    while (niagara.toAct(s).length > 0) {
      const seat = niagara.toAct(s)[0]!;
      const legal = niagara.legalActions(s, seat);
      for (const a of legal) {
        if (a.type !== 'buyBack') expect(Object.isFrozen(a)).toBe(true); // buy-backs are rare: built fresh
        // Nothing extra travels with an action: JSON, structuredClone and the keys see only the action's fields.
        expect(structuredClone(a)).toEqual(JSON.parse(JSON.stringify(a)));
        expect(Object.keys(a).every((k) => ['type', 'card', 'colour', 'canoe', 'pay', 'delta', 'before', 'to', 'steal', 'after'].includes(k))).toBe(true);
      }
      const action = randomBot({ game: niagara, view: null, seat, legal, rng });
      const viaCopy = niagara.apply(s, seat, JSON.parse(JSON.stringify(action)));
      const viaShared = niagara.apply(s, seat, action);
      expect(viaShared.events).toEqual(viaCopy.events);
      expect(viaShared.state).toEqual(viaCopy.state);
      s = viaShared.state;
      steps++;
    }
    expect(steps).toBeGreaterThan(150);
  });

  it('a shared action or toAct list cannot be edited by a caller (it would change every later game)', () => {
    const s = niagara.setup({ players: 3, seed: 'frozen' });
    const a = niagara.legalActions(s, 0)[0]! as { card?: string };
    expect(() => {
      a.card = '6';
    }).toThrow(TypeError);
    expect(() => niagara.toAct(s).push(4)).toThrow(TypeError);
    expect(niagara.toAct(s)).toEqual([0, 1, 2]);
  });

  it('earlier states of a game never change while it goes on (arrays shared between states are never written)', () => {
    let s = niagara.setup({ players: 5, seed: 'sharing', options: { roundCap: 40 } });
    const rng = createRng('sharing/bots');
    const history: [NiagaraState, string][] = [];
    while (niagara.toAct(s).length > 0) {
      history.push([s, JSON.stringify(s)]);
      const seat = niagara.toAct(s)[0]!;
      s = niagara.apply(s, seat, randomBot({ game: niagara, view: null, seat, legal: niagara.legalActions(s, seat), rng })).state;
    }
    expect(history.length).toBeGreaterThan(200);
    for (const [state, json] of history) expect(JSON.stringify(state)).toBe(json);
  });

  it('randInt draws the same numbers as plain rejection sampling with %', () => {
    const reference = (r: number[], n: number) => {
      const limit = 0x100000000 - (0x100000000 % n);
      for (;;) {
        const x = nextU32(r as never);
        if (x < limit) return x % n;
      }
    };
    for (const n of [2, 3, 5, 6, 7, 10, 45, 100, 1000, 1023, 1024, 1025, 99_991, 0x7fffffff, 0x80000001, 0xffffffff]) {
      const a = createRng(`n${n}`);
      const b = createRng(`n${n}`);
      for (let i = 0; i < 500; i++) expect(randInt(a, n)).toBe(reference(b as unknown as number[], n));
    }
  });
});
