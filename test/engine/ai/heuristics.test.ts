import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai';
import { banks, type BanksState } from '../../../engine/banks';
import { banksHeuristic } from '../../../engine/banks/heuristic';
import { createRng } from '../../../engine/core/rng';
import { nefertiti } from '../../../engine/nefertiti';
import { nefertitiHeuristic } from '../../../engine/nefertiti/heuristic';
import type { NefertitiState } from '../../../engine/nefertiti/state';
import { niagara, type NiagaraState } from '../../../engine/niagara';
import { niagaraHeuristic, speedTail } from '../../../engine/niagara/heuristic';
import { SLOT_INDEX } from '../../../engine/niagara/material/river';
import { nile, type NileState } from '../../../engine/nile';
import { nileHeuristic } from '../../../engine/nile/heuristic';
import { LOCUST } from '../../../engine/nile/material/cards';
import { nilePlayout } from '../../../engine/nile/rollout';
import { GAME_IDS, midGame } from './positions';

const clone = <T>(s: T): T => structuredClone(s);

describe('per-game heuristics', () => {
  for (const id of GAME_IDS) {
    it(`${id}: values positions in [0, 1]`, () => {
      for (const steps of [0, 10, 40]) {
        const { game, state } = midGame(id, steps, `range-${id}-${steps}`);
        for (let seat = 0; seat < 4; seat++) {
          const v = game.heuristic!(state, seat);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
      }
    });
  }

  it('NILE: a card in the weakest pile is worth more than one in the strongest; the largest field fears the locust', () => {
    const s = nile.setup({ players: 4, seed: 'h-nile' }) as NileState;
    s.storage[0] = [1, 3, 3, 3, 3];
    const weak = clone(s);
    weak.storage[0]![0]!++;
    const strong = clone(s);
    strong.storage[0]![1]!++;
    expect(nileHeuristic(weak, 0)).toBeGreaterThan(nileHeuristic(strong, 0));
    // A big field: worth less while the Plague is still to come this pass than once it has struck.
    s.fields[0] = [0, 5, 0, 0, 0];
    expect(s.deck).toContain(LOCUST);
    const struck = clone(s);
    struck.deck = struck.deck.filter((c) => c !== LOCUST);
    struck.discard[LOCUST] = 1;
    expect(nileHeuristic(struck, 0)).toBeGreaterThan(nileHeuristic(s, 0));
  });

  it('NILE: the fast playout policy only ever plays legal moves', () => {
    const rng = createRng('playout');
    for (let g = 0; g < 6; g++) {
      let s = nile.setup({ players: 3 + (g % 3), seed: `playout-${g}` });
      while (nile.toAct(s).length > 0) {
        const seat = nile.toAct(s)[0]!;
        const a = g % 2 === 0 ? nilePlayout(s, seat) : randomBot({ game: nile, view: null, seat, legal: nile.legalActions(s, seat), rng });
        // apply throws a RuleError on an illegal move
        s = nile.apply(s, seat, a).state;
      }
    }
  });

  it('Niagara: a loaded canoe far downstream is worth less when only fast cards are left to play (waterfall risk)', () => {
    const s = niagara.setup({ players: 4, seed: 'h-niagara' }) as NiagaraState;
    expect(s.phase).toBe('choose');
    s.canoePos[0] = SLOT_INDEX.L6!;
    s.canoeGem[0] = 3;
    const slow = clone(s);
    const fast = clone(s);
    // Cards 5 and 6 (indices 4, 5) only: the river will run at least 5 discs this round.
    for (let c = 0; c < fast.crews; c++) fast.hands[c] = (1 << 4) | (1 << 5);
    expect(niagaraHeuristic(slow, 0)).toBeGreaterThan(niagaraHeuristic(fast, 0));
  });

  it('Niagara: speedTail gives its own array, untouched by the heuristic (which reuses one of its own)', () => {
    const s = niagara.setup({ players: 4, seed: 'h-niagara' }) as NiagaraState;
    const fast = clone(s);
    for (let c = 0; c < fast.crews; c++) fast.hands[c] = (1 << 4) | (1 << 5);
    const tail = speedTail(s);
    const copy = tail.slice();
    niagaraHeuristic(fast, 0);
    expect(speedTail(fast)).not.toBe(speedTail(fast));
    expect(tail).toEqual(copy);
    expect(speedTail(fast)[5]).toBe(1);
    expect(tail[5]).toBeLessThan(1);
  });

  it('An den Ufern des Nils: the nearer the obelisk, the more a lead on the track is worth', () => {
    const s = banks.setup({ players: 4, seed: 'h-banks' }) as BanksState;
    s.pawns = [12, 8, 8, 8];
    const far = clone(s);
    far.obelisk = 30;
    const near = clone(s);
    near.obelisk = 14;
    expect(banksHeuristic(near, 0)).toBeGreaterThan(banksHeuristic(far, 0));
  });

  it('Nefertiti: a cheap bid on a market with gifts is worth something before the market closes; so is money', () => {
    const s = nefertiti.setup({ players: 4, seed: 'h-nef' }) as NefertitiState;
    const m = s.markets.findIndex((mk) => mk.open);
    expect(m).toBeGreaterThanOrEqual(0);
    const bid = clone(s);
    bid.markets[m]!.bidSpace = [0];
    bid.markets[m]!.bidPiece = [0]; // seat 0's servant on the first space
    bid.ps[0]!.servants--;
    expect(nefertitiHeuristic(bid, 0)).toBeGreaterThan(nefertitiHeuristic(s, 0));
    const rich = clone(s);
    rich.ps[0]!.money += 3;
    expect(nefertitiHeuristic(rich, 0)).toBeGreaterThan(nefertitiHeuristic(s, 0));
  });
});
