/**
 * The heuristic's pendingGain (engine/nefertiti/heuristic.ts) against a plain re-statement of its rule with
 * Array.prototype.sort, splice and shift (how it was written before its insertion sorts), on every seat of positions
 * along greedy games where markets hold several bids.
 */
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../../engine/ai';
import { createRng } from '../../../engine/core/rng';
import type { Seat } from '../../../engine/core/types';
import { nefertiti } from '../../../engine/nefertiti';
import { cardWorth, pendingGain } from '../../../engine/nefertiti/heuristic';
import { bidsAt, buyable, stallAt } from '../../../engine/nefertiti/rules/board';
import { UPPER, isCollector, ownerOf, type NefertitiState } from '../../../engine/nefertiti/state';

function reference(s: NefertitiState, seat: Seat, sealPts: number): number {
  let gain = 0;
  const locations = s.markets.length + (s.memphis && !s.memphis.closed ? 1 : 0);
  for (let m = 0; m < locations; m++) {
    const b = bidsAt(s, m);
    if (b.bidPiece.length === 0 || (m < s.markets.length && !s.markets[m]!.open)) continue;
    if (!b.bidPiece.some((p) => !isCollector(p) && ownerOf(p) === seat)) continue;
    const values = stallAt(s, m).values;
    const order = b.bidPiece.map((_, i) => i).sort((i, j) => values[b.bidSpace[j]!]! - values[b.bidSpace[i]!]! || i - j);
    const cards: number[] = [];
    let upper = -1;
    if (m < s.markets.length) {
      const mk = s.markets[m]!;
      for (let k = 0; k < mk.slots.length; k++) {
        if (!buyable(mk, k)) continue;
        const w = cardWorth(s, seat, mk.slots[k]!, sealPts);
        if (k === UPPER) upper = w + (mk.seal ? sealPts : 0);
        else cards.push(w);
      }
    } else for (const c of s.memphis!.cards) cards.push(cardWorth(s, seat, c, sealPts));
    cards.sort((x, y) => y - x);
    let reserve = b.reserve;
    let money = s.ps[seat]!.money;
    order.forEach((i, r) => {
      const bid = values[b.bidSpace[i]!]!;
      const own = !isCollector(b.bidPiece[i]!) && ownerOf(b.bidPiece[i]!) === seat;
      if (r === 0) {
        const two = (cards[0] ?? 0) + (cards[1] ?? 0);
        if (own && money >= bid) {
          gain += Math.max(upper, two) - bid;
          money -= bid;
        }
        if (upper >= two) upper = -1;
        else cards.splice(0, 2);
        reserve += bid;
        return;
      }
      const best = Math.max(upper, cards[0] ?? 0);
      const half = Math.ceil(reserve / 2);
      if (best - bid > half && money >= bid) {
        if (own) {
          gain += best - bid;
          money -= bid;
        }
        if (best === upper) upper = -1;
        else cards.shift();
        reserve += bid;
      } else {
        if (own) gain += half;
        reserve -= half;
      }
    });
  }
  return gain;
}

describe('Nefertiti heuristic: pendingGain', () => {
  it('matches the rule stated with sort, splice and shift, on every seat along greedy games', () => {
    let compared = 0, contested = 0;
    for (const seed of ['pg-1', 'pg-2', 'pg-3']) {
      let s = nefertiti.setup({ players: 4, seed }) as NefertitiState;
      const rng = createRng(`${seed}/bots`);
      for (let step = 0; step < 400 && nefertiti.toAct(s).length > 0; step++) {
        for (let seat = 0; seat < 4; seat++) {
          const got = pendingGain(s, seat, s.data.seals.points);
          expect(got).toBe(reference(s, seat, s.data.seals.points));
          compared++;
          if (got !== 0 && s.markets.some((mk) => mk.bidPiece.length > 1)) contested++;
        }
        const seat = nefertiti.toAct(s)[0]!;
        const legal = nefertiti.legalActions(s, seat);
        s = nefertiti.apply(s, seat, greedyBot({ game: nefertiti, view: nefertiti.view(s, seat), seat, legal, rng })).state as NefertitiState;
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(contested).toBeGreaterThan(50);
  });
});
