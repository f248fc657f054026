import { describe, expect, it } from 'vitest';
import { nile } from '../../../engine/nile';
import { nileReasons } from '../../../engine/nile/hint-reasons';
import type { NileState } from '../../../engine/nile/state';
import { CROPS } from '../../../engine/nile/material/cards';
import { hintMoves } from '../../../engine/ai/hints';
import { banks } from '../../../engine/banks';
import { bankReasons } from '../../../engine/banks/hint-reasons';
import { RIPE } from '../../../engine/banks/state';
import { createRng } from '../../../engine/core/rng';
import type { Action } from '../../../engine/core/types';
import { nefertiti } from '../../../engine/nefertiti';
import { nefertitiReasons } from '../../../engine/nefertiti/hint-reasons';
import { niagara } from '../../../engine/niagara';
import { niagaraReasons } from '../../../engine/niagara/hint-reasons';
import { GEM_COUNT } from '../../../engine/niagara/material/gems';
import { ARM_SLOTS, BANK } from '../../../engine/niagara/material/river';
import { GAME_IDS, midGame } from './positions';

/** A NILE position where seat 0 has nothing stored and no field: every crop is its weakest (the first wins). */
function nileStart(): NileState {
  return nile.setup({ players: 2, seed: 'reasons' });
}

describe('hint reasons', () => {
  it('NILE: a plant into the weakest crop says so; a field of another crop is a new field; a speculation is a bet', () => {
    const s = nileStart();
    const grown = structuredClone(s);
    grown.fields[0]![0] = 2; // the first crop, weakest of equals: now the largest field on the table
    const target = (k: number) => ({ code: 'locustTarget', values: { crop: CROPS[k], count: 2 } });
    expect(nileReasons(s, grown, 0)).toEqual([{ code: 'weakestCrop', values: { crop: CROPS[0] } }, target(0)]);
    const other = structuredClone(s);
    other.fields[0]![2] = 2;
    expect(nileReasons(s, other, 0)).toEqual([{ code: 'newField', values: { crop: CROPS[2] } }, target(2)]);
    const bet = structuredClone(s);
    bet.specs[0] = [...bet.specs[0]!, 5];
    expect(nileReasons(s, bet, 0)).toEqual([{ code: 'pendingBet' }]);
    // Another seat's gains are not this seat's reasons.
    expect(nileReasons(s, grown, 1)).toEqual([]);
  });

  it('NILE: a planting is read from the move (the sampled world may have harvested it already); a pass keeps the hand', () => {
    const s = nileStart();
    // `after` as if the next flood had already harvested the new fields: the move still says what it planted.
    const a = { type: 'plant' as const, crops: { [CROPS[0]!]: 1, [CROPS[2]!]: 1 } };
    expect(nileReasons(s, s, 0, a)).toEqual([
      { code: 'weakestCrop', values: { crop: CROPS[0] } },
      { code: 'newField', values: { crop: CROPS[2] } },
      { code: 'smallField', values: { crop: CROPS[0] } },
      { code: 'smallField', values: { crop: CROPS[2] } },
    ]);
    expect(nileReasons(s, s, 0, { type: 'pass' })).toEqual([{ code: 'keepsHand' }]);
    expect(nileReasons(s, s, 0, { type: 'speculate', cards: [] })).toEqual([{ code: 'pendingBet' }]);
    expect(nile.hintDetail!(s, a, 0)).toEqual({ code: 'plantsCards', values: { count: 2 } });
  });
});

describe('hint reasons, other games', () => {
  it('An den Ufern des Nils: pawn steps along the track, produce sown on a field', () => {
    const s = banks.setup({ players: 3, seed: 'reasons' });
    const moved = structuredClone(s);
    moved.pawns[1]! += 3;
    expect(bankReasons(s, moved, 1)).toEqual([{ code: 'advancesPawn', values: { count: 3 } }]);
    expect(bankReasons(s, moved, 0)).toEqual([]);
    const sown = structuredClone(s);
    sown.fm[sown.fm.indexOf(-1)] = (1 << 5) | RIPE; // a ripe marker of seat 1
    const field = banks.legalActions(s, banks.toAct(s)[0]!).find((a) => a.type === 'placeDesert');
    if (field?.type !== 'placeDesert') throw new Error('no desert card to place at the start');
    expect(bankReasons(s, sown, 1, { type: 'sow', kind: 'flax', field: field.field })).toEqual([{ code: 'sowsField' }]);
    expect(bankReasons(s, sown, 1, { type: 'openSow', kind: 'flax', field: field.field, ripe: true })).toEqual([{ code: 'sowsRipe' }]);
    // What tells two sowings apart: the kind and the field (row, place, palms); a desert card says what it covers.
    expect(banks.hintDetail!(s, { type: 'sow', kind: 'flax', field: field.field }, 1)).toEqual({ code: 'sowDetail', values: { kind: 'flax', row: 'W5', pos: 5, count: 1 } });
    expect(bankReasons(s, s, 0, field)).toEqual([{ code: 'desertCover', values: { count: 1, fields: 5, row: 'W5' } }]);
  });

  it('Niagara: a gem brought home; a canoe left by the falls is a warning, one taken out of reach a reason', () => {
    const s = niagara.setup({ players: 3, seed: 'reasons' });
    const home = structuredClone(s);
    home.reserve[1 * GEM_COUNT + 2]! += 1;
    // A yellow gem, the first: 3 more of it make four of a colour, the nearest victory condition.
    expect(niagaraReasons(s, home, 1)).toEqual([{ code: 'landsGem', values: { gem: 'yellow' } }, { code: 'gemsToWin', values: { count: 3 } }]);
    const brink = structuredClone(s);
    brink.canoePos[0] = ARM_SLOTS[0]![1]!; // seat 0's first canoe on the last slot before the falls
    expect(niagaraReasons(s, brink, 0)).toEqual([{ code: 'canoeNearFalls' }]);
    const safe = structuredClone(brink);
    safe.canoePos[0] = BANK;
    expect(niagaraReasons(brink, safe, 0)).toEqual([{ code: 'escapesFalls' }]);
  });

  it('Nefertiti: prestige scored now, gifts taken (each with its kind and what it is worth to the seat)', () => {
    const s = nefertiti.setup({ players: 3, seed: 'reasons' });
    const scored = structuredClone(s);
    scored.ps[2]!.score += 3;
    expect(nefertitiReasons(s, scored, 2)).toEqual([{ code: 'scoresPrestige', values: { count: 3 } }]);
    const gifted = structuredClone(s);
    gifted.ps[2]!.gifts[0]! += 2;
    const gift = { code: 'takesGift', values: { gift: s.data.cards[0]!.type, worth: expect.any(Number) } };
    expect(nefertitiReasons(s, gifted, 2)).toEqual([gift, gift]);
    expect(nefertitiReasons(s, gifted, 1)).toEqual([]);
  });
});

describe('hintMoves', () => {
  for (const id of GAME_IDS) {
    it(`${id}: the same hint (moves, rates and reasons) for two worlds the seat cannot tell apart`, () => {
      const { game, state, seat } = midGame(id, 20, `hint-${id}`);
      const view = game.view(state, seat);
      const scrambled = game.determinize(view, seat, createRng(`scramble-${id}`));
      const cfg = (st: unknown) => ({ game, view: game.view(st, seat), seat, legal: game.legalActions(st, seat) as Action[], rng: createRng('h'), players: 4 });
      const hooks = { aborted: () => false };
      let n = 0;
      // A short search keeps this quick: stop after 60 iterations.
      hooks.aborted = () => ++n % 61 === 0;
      const a = hintMoves(cfg(state), hooks);
      n = 0;
      const b = hintMoves(cfg(scrambled), hooks);
      expect(b).toEqual(a);
      expect(a.length).toBeGreaterThan(0);
      expect(a.length).toBeLessThanOrEqual(3);
    });
  }
});
