import { describe, expect, it } from 'vitest';
import { nefertiti, type NefertitiState } from '../../../engine/nefertiti';
import { tables } from '../../../engine/nefertiti/material/compile';
import { finalScores, sharedRanks } from '../../../engine/nefertiti/rules/scoring';
import { fresh, giveTurn, play, setPlayer } from './helpers';

function ended(s: NefertitiState): NefertitiState {
  s.over = true;
  s.endReason = 'lastMarket';
  s.decision = null;
  s.final = finalScores(s);
  return s;
}

describe('§6.3 foreign gift bonus (seed example)', () => {
  it('3 classic chairs + the +1 and +2 foreign chairs, another player owning chairs: (7 + 1 + 2) × 5 = 50', () => {
    const s = fresh(4, { memphis: true, debenPoints: 0 });
    setPlayer(s, 0, { gifts: { chair: 3, chairF1: 1, chairF2: 1 } });
    setPlayer(s, 1, { gifts: { chair: 1 } });
    const f = finalScores(s);
    expect(f[0]!.gifts).toBe(50);
    expect(f[1]!.gifts).toBe(7); // foreign bonuses only help their owner
  });
});

describe('§7.3 Royal Scribe (seed example)', () => {
  it('3 chairs (sole owner), 1 of 2 statuettes (shared), 1 cup: 3 × (9 + 1) + (8 + 1) + (9 + 1) = 49; one statuette stays', () => {
    const s = fresh(5, { characters: 'palaceIntrigues' });
    setPlayer(s, 0, { gifts: { chair: 3, statuette: 2, cup: 1 }, seals: 1 });
    setPlayer(s, 1, { gifts: { statuette: 1 } });
    giveTurn(s, 0);
    const { state, events } = play(s, [
      [0, { type: 'character', character: 'royalScribe' }],
      [0, { type: 'select', card: 'chair' }], [0, { type: 'select', card: 'chair' }], [0, { type: 'select', card: 'chair' }],
      [0, { type: 'select', card: 'statuette' }], [0, { type: 'select', card: 'cup' }],
    ]);
    expect(nefertiti.legalActions(state, 0)).toEqual([{ type: 'select', card: 'statuette' }, { type: 'selectDone' }]);
    const r = nefertiti.apply(state, 0, { type: 'selectDone' });
    expect(r.state.ps[0]!.score).toBe(49);
    expect(r.events.find((e) => e.type === 'scored')).toMatchObject({ points: 49, reason: 'royalScribe' });
    const t = tables(r.state.data);
    expect(r.state.ps[0]!.gifts[t.cardIndex.get('statuette')!]).toBe(1);
    expect(r.state.ps[0]!.gifts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(events.length).toBeGreaterThan(0);
  });

  it('partialForeignBonus: scoring classic chairs only, the foreign +2 he keeps counts ("owned", DEFAULT) or not ("scored")', () => {
    for (const [mode, pts] of [['owned', 9 + 1 + 2], ['scored', 9 + 1]] as const) {
      const s = fresh(4, { memphis: true, characters: 'palaceIntrigues', partialForeignBonus: mode });
      setPlayer(s, 0, { gifts: { chair: 1, chairF2: 1 }, seals: 1 });
      giveTurn(s, 0);
      const st = play(s, [[0, { type: 'character', character: 'royalScribe' }], [0, { type: 'select', card: 'chair' }], [0, { type: 'selectDone' }]]).state;
      expect(st.ps[0]!.score).toBe(pts);
    }
  });
});

describe('§7.3 Priest of Amun (seed example)', () => {
  it('0/6/9/12/15 by rank after all other scoring; tied 3rd scores 9', () => {
    const s = fresh(5);
    [20, 40, 30, 20, 10].forEach((score, seat) => {
      s.ps[seat]!.money = 0;
      s.ps[seat]!.score = score;
    });
    s.ps[0]!.priestOfAmun = true;
    const f = finalScores(s);
    expect(f[0]).toMatchObject({ track: 20, priestOfAmun: 9, total: 29 });
    expect(sharedRanks([20, 40, 30, 20, 10])).toEqual([3, 1, 2, 3, 5]);
    // Seals (and Deben) count before the rank is taken: 4 seals (12 points) lift seat 0 to 2nd place (6 points).
    s.ps[0]!.seals = 4;
    expect(finalScores(s)[0]).toMatchObject({ seals: 12, priestOfAmun: 6, total: 20 + 12 + 6 });
  });
});

describe('§9.2 final scoring', () => {
  it('gifts at their price by number of owners, 3 per unused seal, 1 per Deben (debenPoints option)', () => {
    for (const rate of [1, 0, 2]) {
      const s = fresh(3, { debenPoints: rate });
      setPlayer(s, 0, { gifts: { mirror: 2, senet2: 1 }, seals: 2, money: 5 });
      setPlayer(s, 1, { gifts: { mirror: 1 }, money: 5 });
      setPlayer(s, 2, { gifts: { mirror: 1 }, money: 5 });
      const f = finalScores(s)[0]!;
      expect(f.gifts).toBe(6 * 2 + 8 * 2); // 3 mirror owners → 6; a sole double Senet → 2 × 8
      expect(f.seals).toBe(6);
      expect(f.deben).toBe(5 * rate);
      expect(f.total).toBe(28 + 6 + 5 * rate);
    }
  });

  it('the 2-player neutral collection counts as an owner', () => {
    const s = fresh(2);
    setPlayer(s, 0, { gifts: { chair: 1 } });
    expect(finalScores(s)[0]!.gifts).toBe(9);
    s.neutral![tables(s.data).cardIndex.get('chair')!] = 1;
    expect(finalScores(s)[0]!.gifts).toBe(7);
  });

  it('highest prestige wins; a tie goes to the most Deben left; still tied, a shared win', () => {
    const s = fresh(3, { debenPoints: 0 });
    [[10, 3], [10, 5], [4, 9]].forEach(([score, money], seat) => {
      s.ps[seat]!.score = score!;
      s.ps[seat]!.money = money!;
    });
    let o = nefertiti.outcome(ended(s))!;
    expect(o.scores).toEqual([10, 10, 4]);
    expect(o.places).toEqual([2, 1, 3]);
    expect(o.winners).toEqual([1]);
    expect(o.tiebreak[1]).toMatchObject({ deben: 5 });
    s.ps[0]!.money = 5;
    o = nefertiti.outcome(ended(s))!;
    expect(o.places).toEqual([1, 1, 3]);
    expect(o.winners).toEqual([0, 1]);
  });

  it('no outcome while the game runs', () => {
    expect(nefertiti.outcome(fresh(4))).toBeNull();
  });
});
