import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { nefertiti, type NefertitiState } from '../../../engine/nefertiti';
import { createRng, randInt } from '../../../engine/core/rng';
import { tables } from '../../../engine/nefertiti/material/compile';
import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import { fresh, giveTurn, mIdx, setMarket, setPlayer } from './helpers';

/** The refusal of a placement: still ILLEGAL_ACTION, now with the rule that forbids it (spec §4.1). */
function refusal(s: NefertitiState, market: string, space: number, seat = 0): string {
  try {
    nefertiti.apply(s, seat, { type: 'place', market, space });
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe('ILLEGAL_ACTION');
    return (e as RuleError).message;
  }
  throw new Error(`place ${market}:${space} was accepted`);
}

function accepted(s: NefertitiState, seat: number, a: NefertitiAction): boolean {
  try {
    nefertiti.apply(s, seat, a);
    return true;
  } catch (e) {
    if ((e as RuleError).code !== 'ILLEGAL_ACTION') throw e;
    return false;
  }
}

/** The printed value of a space on a market's active stall. */
const value = (s: NefertitiState, market: string, space: number): number => {
  const m = mIdx(s, market);
  return s.data.markets[m]!.stalls[s.markets[m]!.stall]!.spaces[space]!.value;
};

describe('why a placement is refused', () => {
  const scenario = (): NefertitiState => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[3, 1], [2, 0]] });
    setMarket(s, 'louqsor', { open: false });
    setPlayer(s, 0, { money: 5 });
    giveTurn(s, 0);
    return s;
  };

  it('a taken space, a closed market, a second servant on the same stall, a bid beyond his money', () => {
    const s = scenario();
    expect(refusal(s, 'gizeh', 3)).toBe(`the ${value(s, 'gizeh', 3)} space at Gizeh is taken`);
    expect(refusal(s, 'louqsor', 0)).toBe('Louqsor is closed');
    const dear = s.data.markets[mIdx(s, 'akhetaton')]!.stalls[s.markets[mIdx(s, 'akhetaton')]!.stall]!.spaces.findIndex((x) => x.value > 5);
    expect(refusal(s, 'akhetaton', dear)).toBe(`a bid of ${value(s, 'akhetaton', dear)} Deben is more than your 5 Deben`);
    expect(refusal(s, 'gizeh', 40)).toBe('Gizeh has no space 40');
    expect(refusal(s, 'memphis', 0)).toBe('Memphis is not in play');
  });

  it('one servant per stall (variant): a second one on the same stall', () => {
    const s = fresh(4, { sameStallServants: false });
    setMarket(s, 'gizeh', { bids: [[3, 1], [2, 0]] });
    giveTurn(s, 0);
    expect(refusal(s, 'gizeh', 5)).toBe('you already have a servant at Gizeh');
  });

  it('no servant left', () => {
    const s = scenario();
    setPlayer(s, 0, { servants: 0 });
    expect(refusal(s, 'akhetaton', 0)).toBe('you have no servant left to place');
  });

  it('every refused placement of a real position names its rule (never the generic text)', () => {
    const s = scenario();
    const legal = new Set(nefertiti.legalActions(s, 0).map((a) => JSON.stringify(a)));
    for (const mk of s.data.markets) {
      for (let space = 0; space < 12; space++) {
        const a = { type: 'place', market: mk.id, space };
        if (legal.has(JSON.stringify(a))) continue;
        expect(refusal(s, mk.id, space)).not.toMatch(/is not legal now/);
      }
    }
  });

  it('a placement is accepted exactly when legalActions lists it, in every position of whole games (apply checks placements without the list)', () => {
    const rng = createRng('placements/bots');
    let checked = 0;
    for (const [players, options] of [[3, {}], [4, { sameStallServants: false }], [5, { memphis: true }]] as const) {
      let s = fresh(players, options, `placements-${players}`);
      while (nefertiti.toAct(s).length > 0) {
        const seat = nefertiti.toAct(s)[0]!;
        const legal = nefertiti.legalActions(s, seat);
        const k = s.decision!.k;
        if (k === 'turn' || k === 'place2') {
          const listed = new Set(legal.filter((a) => a.type === 'place').map((a) => JSON.stringify(a)));
          for (const market of tables(s.data).locIds) {
            for (let space = 0; space < 10; space++) {
              const a = { type: 'place' as const, market, space };
              expect(accepted(s, seat, a), `${JSON.stringify(a)} in a ${k} decision`).toBe(listed.has(JSON.stringify(a)));
              checked++;
            }
          }
        }
        s = nefertiti.apply(s, seat, legal[randInt(rng, legal.length)]!).state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('other refusals keep the generic text', () => {
    const s = scenario();
    expect(() => nefertiti.apply(s, 0, { type: 'takeHalf' })).toThrow(/is not legal now/);
  });
});
