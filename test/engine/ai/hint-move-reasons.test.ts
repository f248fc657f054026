import { describe, expect, it } from 'vitest';
import { banks } from '../../../engine/banks';
import { bankReasons } from '../../../engine/banks/hint-reasons';
import { tables } from '../../../engine/banks/material/compile';
import { M_RIPE, M_ROTTEN, RIPE, mCode, type BanksState } from '../../../engine/banks/state';
import { nefertiti } from '../../../engine/nefertiti';
import { nefertitiReasons } from '../../../engine/nefertiti/hint-reasons';
import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import { niagara } from '../../../engine/niagara';
import type { NiagaraAction } from '../../../engine/niagara/actions';
import { cargoReasons } from '../../../engine/niagara/hint-moves';
import { niagaraReasons } from '../../../engine/niagara/hint-reasons';
import { nile } from '../../../engine/nile';
import type { NileAction } from '../../../engine/nile/actions';
import { nileReasons } from '../../../engine/nile/hint-reasons';

/** A 3-player game of An den Ufern des Nils played on (first legal moves) until a seat loads the boat. */
function boatStep(): { s: BanksState; seat: number } {
  let s = banks.setup({ players: 3, seed: 'boat' });
  for (;;) {
    const seat = banks.toAct(s)[0]!;
    const legal = banks.legalActions(s, seat);
    if (legal.some((a) => a.type === 'openBoat')) return { s, seat };
    s = banks.apply(s, seat, legal[0]!).state;
  }
}

describe('what a move does, An den Ufern des Nils', () => {
  it('the boat being loaded: which kinds go, how many of each stay, and a kind run out', () => {
    const { s, seat } = boatStep();
    expect(bankReasons(s, s, seat, { type: 'openBoat', kinds: ['flax', 'flax'] })).toEqual([
      { code: 'toBoat', values: { kind: 'flax', count: 2, left: 3 } },
      { code: 'keepsKinds', values: { count: 5 } },
    ]);
    expect(bankReasons(s, s, seat, { type: 'openBoat', kinds: ['aubergine', 'flax'] })).toEqual([
      { code: 'toBoat', values: { kind: 'aubergine', count: 1, left: 0 } },
      { code: 'toBoat', values: { kind: 'flax', count: 1, left: 4 } },
      { code: 'losesKind', values: { kind: 'aubergine' } },
    ]);
  });

  it('a flood: whose markers go to the boat, a desert card taken as a joker, or nobody’s; a rot: whose markers', () => {
    const { s, seat } = boatStep();
    const t = tables(s.data);
    const f = t.fieldIndex.get('E5-1')!;
    const water = { type: 'placeWater' as const, pile: 0, field: 'E5-1', inner: 1 };
    expect(bankReasons(s, s, seat, water)).toEqual([{ code: 'floodsEmpty', values: { count: 4 } }]);
    const sown = structuredClone(s);
    sown.fm[2 * f] = mCode((seat + 1) % 3, 0, 0);
    sown.fm[2 * f + 1] = mCode(seat, 1, RIPE);
    expect(bankReasons(sown, sown, seat, water)).toEqual([{ code: 'floodsRivals', values: { count: 1 } }, { code: 'floodsOwn', values: { count: 1 } }]);
    const desert = structuredClone(s);
    desert.desert = desert.desert.map((d, i) => (i === f ? 0 : d));
    expect(bankReasons(desert, desert, seat, water)).toEqual([{ code: 'floodsDesert' }]);
    const rot = structuredClone(s);
    rot.market = rot.market.map((row, r) => (r === 3 ? [mCode((seat + 1) % 3, 0, M_RIPE), mCode(seat, 1, M_RIPE), mCode((seat + 2) % 3, 2, M_ROTTEN)] : row));
    // A rotten marker cannot get worse: only the ripe one of a rival counts.
    expect(bankReasons(rot, rot, seat, { type: 'rot', row: 'M4', picks: [1, 3] })).toEqual([{ code: 'rotsRivals', values: { count: 1, n: 4 } }]);
    expect(bankReasons(rot, rot, seat, { type: 'rot', row: 'M4', picks: [2] })).toEqual([{ code: 'rotsOwn', values: { count: 1, n: 4 } }]);
  });
});

describe('what a move does, Niagara and NILE', () => {
  it('Niagara: the cargo a paddle move puts back, steals and loads; the weather; where a canoe ends', () => {
    const s = niagara.setup({ players: 3, seed: 'cargo' });
    s.canoeGem[0] = 0; // red1 carries a violet gem
    s.canoeGem[2] = 4; // green1 a pink one
    const move: Extract<NiagaraAction, { type: 'paddle' }> = { type: 'paddle', canoe: 'red1', to: 'T3', before: { op: 'unload' }, steal: 'green1', after: { op: 'load', gem: 'white' } };
    expect(cargoReasons(s, move)).toEqual([
      { code: 'unloadsGem', values: { gem: 'violet' } },
      { code: 'stealsGem', values: { gem: 'pink', colour: 'green', n: 1 } },
      { code: 'loadsGem', values: { gem: 'white' } },
    ]);
    expect(niagaraReasons(s, s, 0, { type: 'weather', delta: 1 })).toContainEqual({ code: 'riverFaster' });
    expect(niagara.hintDetail!(s, { type: 'paddle', canoe: 'red2', to: 'bank' }, 0)).toEqual({ code: 'canoeLands', values: { colour: 'red', n: 2 } });
  });

  it('NILE: a trade says what it buys and what it pays (from the hand, or stored crops that count); a bet its crops', () => {
    const s = nile.setup({ players: 2, seed: 'trade' });
    s.storage[0]![1] = 2;
    const market: NileAction = { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'storage', card: 'W' }] };
    expect(nileReasons(s, s, 0, market)).toEqual([
      { code: 'marketDraw' },
      { code: 'paysHand', values: { count: 1, crop: 'P' } },
      { code: 'paysStored', values: { count: 1, crop: 'W', left: 1 } },
    ]);
    expect(nileReasons(s, s, 0, { type: 'speculate', cards: ['PW'] })).toEqual([{ code: 'pendingBet' }, { code: 'betsOn', values: { crop: 'P', crop2: 'W' } }]);
  });
});

describe('what a character gives, Nefertiti', () => {
  /** A 3-player game's first turn, the seat holding a seal and two chairs (no one else owns chairs: 9 each). */
  function withSeal() {
    const s = nefertiti.setup({ players: 3, seed: 'characters' });
    const seat = nefertiti.toAct(s)[0]!;
    s.ps[seat]!.seals = 1;
    s.ps[seat]!.gifts[s.data.cards.findIndex((c) => c.id === 'chair')]! = 2;
    const reasons = (a: NefertitiAction) => nefertitiReasons(s, nefertiti.apply(s, seat, a).state, seat, a);
    return { s, seat, reasons };
  }
  const seal = { code: 'spendsSeal', values: { count: 0, points: 3 } };

  it('a Scribe scores the type it names, played to its end; every character costs a seal', () => {
    const { reasons } = withSeal();
    expect(reasons({ type: 'character', character: 'scribe3' })).toEqual([{ code: 'scoresPrestige', values: { count: (9 + 3) * 2 } }, seal]);
    expect(reasons({ type: 'character', character: 'highPriest' })).toEqual([{ code: 'twoServants', values: { count: 2 } }, seal]);
  });

  it('the Thief takes the gift worth most to the seat, from what lies face up on the open markets', () => {
    const { s, seat, reasons } = withSeal();
    const thief: NefertitiAction = { type: 'character', character: 'thief' };
    const steals = nefertiti.apply(s, seat, thief).state;
    const worth = (a: NefertitiAction) => nefertitiReasons(steals, nefertiti.apply(steals, seat, a).state, seat, a).find((r) => r.code === 'takesGift')?.values?.worth;
    const best = Math.max(...nefertiti.legalActions(steals, seat).map((a) => Number(worth(a) ?? 0)));
    expect(reasons(thief)).toEqual([{ code: 'takesGift', values: { gift: expect.any(String), worth: best } }, seal]);
  });
});
