import { describe, expect, it } from 'vitest';
import { nefertiti, type NefertitiState } from '../../../engine/nefertiti';
import { DEFAULT_DATA } from '../../../engine/nefertiti/material/default-data';
import { owners } from '../../../engine/nefertiti/rules/prices';
import { tables } from '../../../engine/nefertiti/material/compile';
import { card, fresh, giveTurn, ids, play, setDeck, setMarket, setPlayer } from './helpers';

/**
 * A Gizeh (left stall: 0 1 2 3 4 5 6 8) about to close: seat 1 on the 8, seat 2 on the 5; seat 0 places on the 6 and
 * completes 3 in a row. Resolution order: seat 1 (8), seat 0 (6), seat 2 (5).
 */
function gizehClosing(options: Record<string, unknown> = {}, players = 4): NefertitiState {
  const s = fresh(players, options);
  setMarket(s, 'gizeh', { slots: ['necklace', 'chair', 'harp', 'mirror'], seal: true, reserve: 1, bids: [[7, 1], [5, 2 % players]] });
  setDeck(s, ['chair', 'harp', 'mirror', 'senet', 'statuette', 'goldsmith', 'akhenaton']);
  giveTurn(s, 0);
  return nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 }).state;
}

describe('§5.3 resolving a closed market', () => {
  it('the top bidder chooses the upper card with its seal or 2 lower cards, and pays his bid into the reserve', () => {
    const s = gizehClosing();
    expect(s.decision).toMatchObject({ k: 'top', seat: 1 });
    expect(nefertiti.legalActions(s, 1)).toEqual([
      { type: 'takeGifts', slots: [0] }, { type: 'takeGifts', slots: [1, 2] }, { type: 'takeGifts', slots: [1, 3] }, { type: 'takeGifts', slots: [2, 3] },
    ]);
    const reserve = s.markets[0]!.reserve;
    const { state, events } = play(s, [[1, { type: 'takeGifts', slots: [0] }]]);
    expect(state.ps[1]!.money).toBe(9 - 8);
    expect(state.ps[1]!.seals).toBe(1);
    expect(ids(state, state.ps[1]!.gifts)).toEqual({ necklace: 1 });
    expect(state.markets[0]!.reserve).toBe(reserve + 8);
    expect(events[0]).toMatchObject({ type: 'bidResolved', seat: 1, role: 'top', result: 'paid', amount: 8, value: 8 });
    expect(events.map((e) => e.type)).toEqual(['bidResolved', 'giftTaken', 'sealTaken']);
    expect(state.decision).toMatchObject({ k: 'bid', seat: 0 });
  });

  it('each later servant buys 1 gift or takes half the reserve rounded up, in bid order', () => {
    let s = gizehClosing();
    s = nefertiti.apply(s, 1, { type: 'takeGifts', slots: [0] }).state;
    expect(nefertiti.legalActions(s, 0)).toEqual([
      { type: 'buy', slots: [1] }, { type: 'buy', slots: [2] }, { type: 'buy', slots: [3] }, { type: 'takeHalf' },
    ]);
    const reserve = s.markets[0]!.reserve;
    expect(reserve).toBe(1 + 8);
    const r = nefertiti.apply(s, 0, { type: 'takeHalf' });
    expect(r.state.ps[0]!.money).toBe(s.ps[0]!.money + Math.ceil(reserve / 2));
    expect(r.state.markets[0]!.reserve).toBe(reserve - Math.ceil(reserve / 2));
    expect(r.events.find((e) => e.type === 'bidResolved')).toMatchObject({ seat: 0, role: 'other', result: 'half', amount: Math.ceil(reserve / 2) });
    expect(r.state.decision).toMatchObject({ k: 'bid', seat: 2 });
    const r2 = nefertiti.apply(r.state, 2, { type: 'buy', slots: [2] });
    expect(ids(r2.state, r2.state.ps[2]!.gifts)).toEqual({ harp: 1 });
    expect(r2.state.ps[2]!.money).toBe(9 - 5);
    // Steps 4–6: servants home, leftover gifts stay, the closed tile moves here and Louqsor reopens.
    expect(r2.state.ps.map((p) => p.servants)).toEqual([4, 4, 4, 4]);
    expect(r2.state.markets[0]!.open).toBe(false);
    expect(r2.state.markets[0]!.slots.filter((c) => c >= 0).length).toBe(2);
    expect(r2.state.markets[2]!.open).toBe(true);
    expect(nefertiti.toAct(r2.state)).toEqual([1]);
  });

  it('half of an odd reserve is rounded up (7 → 4)', () => {
    let s = gizehClosing();
    s = nefertiti.apply(s, 1, { type: 'takeGifts', slots: [0] }).state;
    s.markets[0]!.reserve = 7;
    const r = nefertiti.apply(s, 0, { type: 'takeHalf' });
    expect(r.state.markets[0]!.reserve).toBe(3);
  });

  it('Q15 laterBuyUpper: a later bidder may buy the sealed upper card, seal included (DEFAULT); off: not offered', () => {
    let s = gizehClosing();
    s = nefertiti.apply(s, 1, { type: 'takeGifts', slots: [1, 2] }).state;
    expect(nefertiti.legalActions(s, 0)).toContainEqual({ type: 'buy', slots: [0] });
    const r = nefertiti.apply(s, 0, { type: 'buy', slots: [0] });
    expect(r.state.ps[0]!.seals).toBe(1);
    let t = gizehClosing({ laterBuyUpper: false });
    t = nefertiti.apply(t, 1, { type: 'takeGifts', slots: [1, 2] }).state;
    expect(nefertiti.legalActions(t, 0)).toEqual([{ type: 'buy', slots: [3] }, { type: 'takeHalf' }]);
  });

  it('with no gift left only the money remains, taken without asking', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { slots: [null, 'chair', null, null], seal: false, reserve: 1, bids: [[7, 1], [5, 2]] });
    giveTurn(s, 0);
    let st = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 }).state;
    expect(nefertiti.legalActions(st, 1)).toEqual([{ type: 'takeGifts', slots: [1] }]);
    const r = nefertiti.apply(st, 1, { type: 'takeGifts', slots: [1] });
    st = r.state;
    expect(r.events.filter((e) => e.type === 'bidResolved').map((e) => [e.seat, e.result])).toEqual([[1, 'paid'], [0, 'half'], [2, 'half']]);
    expect(nefertiti.toAct(st)).toEqual([1]);
  });

  it('Q14 unpaidTopBid: a top bidder who cannot pay gets nothing and the top choice passes on; "half": he takes half', () => {
    for (const mode of ['nothing', 'half'] as const) {
      const s = fresh(4, { unpaidTopBid: mode });
      setMarket(s, 'gizeh', { slots: ['necklace', 'chair', 'harp', 'mirror'], seal: true, reserve: 1, bids: [[7, 1], [5, 2]] });
      setPlayer(s, 1, { money: 3 });
      giveTurn(s, 0);
      const r = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 });
      expect(r.events.find((e) => e.type === 'bidResolved')).toMatchObject({ seat: 1, role: 'top', result: mode === 'nothing' ? 'nothing' : 'half' });
      expect(r.state.ps[1]!.money).toBe(mode === 'nothing' ? 3 : 3 + 1);
      expect(r.state.decision).toMatchObject({ k: 'top', seat: 0 });
    }
  });

  it('§5.2 symbols: an extra-gift top bid takes upper + 1 lower or 3 lower', () => {
    const s = fresh(4);
    // Akhet-Aton right grid: space 2 is the 9 with +1 gift; diagonal 2-4-6 closes.
    setMarket(s, 'akhetaton', { stall: 1, slots: ['necklace', 'chair', 'harp', 'mirror'], seal: true, bids: [[2, 1], [4, 2]] });
    giveTurn(s, 0);
    const st = nefertiti.apply(s, 0, { type: 'place', market: 'akhetaton', space: 6 }).state;
    expect(nefertiti.legalActions(st, 1)).toEqual([
      { type: 'takeGifts', slots: [0, 1] }, { type: 'takeGifts', slots: [0, 2] }, { type: 'takeGifts', slots: [0, 3] }, { type: 'takeGifts', slots: [1, 2, 3] },
    ]);
  });

  it('§5.2 symbols: a single-gift top bid (Gizeh right 9) takes only one card', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { stall: 1, slots: ['necklace', 'chair', 'harp', 'mirror'], seal: true, bids: [[7, 1], [5, 2]] });
    setPlayer(s, 1, { money: 9 });
    giveTurn(s, 0);
    const st = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 0 }).state; // third colour
    expect(nefertiti.legalActions(st, 1)).toEqual([0, 1, 2, 3].map((k) => ({ type: 'takeGifts', slots: [k] })));
  });

  it('a later bidder on an extra-gift space buys 2 gifts for his one bid', () => {
    const s = fresh(4);
    // Abou Simbel right: 7 (+1 gift) at space 6, 12 (single) at 7; 4 pieces close it.
    setMarket(s, 'abousimbel', { stall: 1, slots: ['necklace', 'chair', 'harp', 'mirror'], seal: true, reserve: 1, bids: [[7, 1], [6, 2], [0, 3]] });
    setPlayer(s, 1, { money: 12 });
    giveTurn(s, 0);
    let st = nefertiti.apply(s, 0, { type: 'place', market: 'abousimbel', space: 1 }).state;
    expect(nefertiti.legalActions(st, 1)).toEqual([0, 1, 2, 3].map((k) => ({ type: 'takeGifts', slots: [k] }))); // 12 = single gift
    st = nefertiti.apply(st, 1, { type: 'takeGifts', slots: [0] }).state;
    expect(nefertiti.legalActions(st, 2)).toEqual([
      { type: 'buy', slots: [1, 2] }, { type: 'buy', slots: [1, 3] }, { type: 'buy', slots: [2, 3] }, { type: 'takeHalf' },
    ]);
  });

  it('symbol meanings are data (symbolEffects): e.g. a +1 gift top bid taking the upper card and 2 lower', () => {
    const data = JSON.parse(JSON.stringify(DEFAULT_DATA)) as typeof DEFAULT_DATA;
    data.symbolEffects.extraGift.topUpperExtra = 2;
    data.symbolEffects.coin.coins = 2;
    const s = nefertiti.setup({ players: 4, seed: 'sym', options: { firstPlayer: 0, reservePlacement: 'printed', data } });
    setMarket(s, 'akhetaton', { stall: 1, slots: ['necklace', 'chair', 'harp', 'mirror'], seal: true, bids: [[2, 1], [4, 2]] });
    giveTurn(s, 0);
    const st = nefertiti.apply(s, 0, { type: 'place', market: 'akhetaton', space: 6 }).state;
    expect(nefertiti.legalActions(st, 1)).toEqual([
      { type: 'takeGifts', slots: [0, 1, 2] }, { type: 'takeGifts', slots: [0, 1, 3] }, { type: 'takeGifts', slots: [0, 2, 3] }, { type: 'takeGifts', slots: [1, 2, 3] },
    ]);
    const c = nefertiti.setup({ players: 4, seed: 'sym', options: { firstPlayer: 0, reservePlacement: 'printed', data } });
    setMarket(c, 'gizeh', { reserve: 5, bids: [[0, 2]] });
    giveTurn(c, 0);
    expect(nefertiti.apply(c, 0, { type: 'place', market: 'gizeh', space: 1 }).state.ps[0]!.money).toBe(8 + 2);
  });

  it('equalBids: on equal values the earlier servant ranks first (DEFAULT) or the later one', () => {
    for (const mode of ['earlierFirst', 'laterFirst'] as const) {
      const data = JSON.parse(JSON.stringify(DEFAULT_DATA)) as typeof DEFAULT_DATA;
      data.markets[0]!.stalls[0]!.spaces.forEach((sp) => (sp.value = 3));
      const s = nefertiti.setup({ players: 4, seed: 'eq', options: { firstPlayer: 0, reservePlacement: 'printed', equalBids: mode, data } });
      setMarket(s, 'gizeh', { bids: [[0, 1], [1, 2]] });
      giveTurn(s, 0);
      const st = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 2 }).state;
      expect(st.decision).toMatchObject({ k: 'top', seat: mode === 'earlierFirst' ? 1 : 0 });
    }
  });
});

describe('§5.3 steps 6–7 and §5.5: rotation, stall alternation, refill', () => {
  function resolveGizeh(options: Record<string, unknown> = {}) {
    let s = gizehClosing(options);
    s = nefertiti.apply(s, 1, { type: 'takeGifts', slots: [0] }).state;
    s = nefertiti.apply(s, 0, { type: 'takeHalf' }).state;
    return nefertiti.apply(s, 2, { type: 'takeHalf' });
  }

  it('the closed market reopens and is filled upper first, then lower left to right, with a seal on the upper card', () => {
    const { state, events } = resolveGizeh();
    const t = tables(state.data);
    expect(state.markets[2]!.slots.map((c) => t.cardIds[c])).toEqual(['chair', 'harp', 'mirror', 'senet']);
    expect(state.markets[2]!.seal).toBe(true);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['servantsReturned', 'stallSwitched', 'marketOpened', 'marketRefilled', 'sealPlaced']));
    expect(events.find((e) => e.type === 'marketRefilled')).toMatchObject({ market: 'louqsor', cards: [{ slot: 0, card: 'chair' }, { slot: 1, card: 'harp' }, { slot: 2, card: 'mirror' }, { slot: 3, card: 'senet' }] });
    expect(t.locIds[state.closed]).toBe('gizeh');
  });

  it('Q6 stallAlternation: the reserve moves onto the used stall (DEFAULT "flip"); "fixed" keeps the stall', () => {
    expect(resolveGizeh().state.markets[0]!.stall).toBe(1);
    expect(resolveGizeh({ stallAlternation: 'fixed' }).state.markets[0]!.stall).toBe(0);
  });

  it('a market that reopens only fills its empty slots; leftover gifts stay', () => {
    let s = resolveGizeh().state; // Gizeh keeps chair, harp, mirror (upper taken)
    setDeck(s, ['goldsmith', 'akhenaton']);
    // Close Akhet-Aton (left stall, 4 in a row) to reopen Gizeh.
    setMarket(s, 'akhetaton', { bids: [[0, 2], [1, 3], [2, 2]] });
    setPlayer(s, 1, { money: 9 });
    giveTurn(s, 1);
    s = nefertiti.apply(s, 1, { type: 'place', market: 'akhetaton', space: 3 }).state;
    while (s.decision && s.decision.k !== 'turn') s = nefertiti.apply(s, s.decision.seat, nefertiti.legalActions(s, s.decision.seat).at(-1)!).state;
    const t = tables(s.data);
    expect(s.markets[0]!.slots.map((c) => t.cardIds[c])).toEqual(['goldsmith', 'chair', 'harp', 'mirror']);
  });
});

describe('§4.5 Collectors in a resolution (2 players)', () => {
  function collectorClosing(memphis = false) {
    const s = fresh(2, { memphis });
    setMarket(s, 'gizeh', { slots: ['necklace', 'chair', 'harp', 'mirror'], seal: true, reserve: 6, bids: [[7, 1], [5, 1, 'collector']] });
    giveTurn(s, 0);
    let st = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 }).state;
    st = nefertiti.apply(st, 1, { type: 'takeGifts', slots: [1, 2] }).state;
    st = nefertiti.apply(st, 0, { type: 'takeHalf' }).state;
    return st;
  }

  it('the owner chooses: 3 Deben from the reserve, one on each other reserve (4 with Memphis), or a gift', () => {
    const st = collectorClosing();
    expect(st.decision).toMatchObject({ k: 'collect', seat: 1 });
    expect(nefertiti.legalActions(st, 1)).toEqual([{ type: 'collectDeben' }, { type: 'collectGift', slot: 0 }, { type: 'collectGift', slot: 3 }]);
    const before = st.markets.map((m) => m.reserve);
    const r = nefertiti.apply(st, 1, { type: 'collectDeben' });
    expect(r.events.find((e) => e.type === 'bidResolved')).toMatchObject({ piece: 'collector', result: 'spread', amount: 3 });
    expect(r.state.markets.map((m, i) => m.reserve - before[i]!)).toEqual([-3, 1, 1, 1]);
    expect(r.state.ps[1]!.collectors).toBe(2);
    const m = collectorClosing(true);
    const mem = m.memphis!.reserve;
    const rm = nefertiti.apply(m, 1, { type: 'collectDeben' });
    expect(rm.state.markets[0]!.reserve).toBe(m.markets[0]!.reserve - 4);
    expect(rm.state.memphis!.reserve).toBe(mem + 1);
  });

  it('short of money, he places the Deben there are on reserves of his choice', () => {
    const st = collectorClosing();
    st.markets[0]!.reserve = 2;
    let r = nefertiti.apply(st, 1, { type: 'collectDeben' });
    expect(r.state.decision).toMatchObject({ k: 'spread', seat: 1, left: 2 });
    expect(nefertiti.legalActions(r.state, 1)).toEqual(['akhetaton', 'louqsor', 'abousimbel'].map((market) => ({ type: 'spread', market })));
    r = nefertiti.apply(r.state, 1, { type: 'spread', market: 'abousimbel' });
    expect(nefertiti.legalActions(r.state, 1)).toEqual(['akhetaton', 'louqsor'].map((market) => ({ type: 'spread', market })));
    r = nefertiti.apply(r.state, 1, { type: 'spread', market: 'louqsor' });
    expect(r.state.markets.map((m) => m.reserve)).toEqual([0, st.markets[1]!.reserve, st.markets[2]!.reserve + 1, st.markets[3]!.reserve + 1]);
  });

  it('a gift taken by a Collector joins the neutral collection, which counts as an owner; its seal is discarded', () => {
    const st = collectorClosing();
    const supply = st.sealSupply;
    const r = nefertiti.apply(st, 1, { type: 'collectGift', slot: 0 });
    expect(ids(r.state, r.state.neutral!)).toEqual({ necklace: 1 });
    const placed = r.events.filter((e) => e.type === 'sealPlaced').length; // Louqsor reopens and takes one
    expect(r.events.find((e) => e.type === 'sealDiscarded')).toMatchObject({ market: 'gizeh', toSupply: true });
    expect(r.state.sealSupply).toBe(supply + 1 - placed);
    expect(r.events.find((e) => e.type === 'giftTaken')).toMatchObject({ seat: null, how: 'collected', card: 'necklace' });
    expect(owners(r.state, tables(r.state.data).cardType[card(r.state, 'necklace')]!)).toBe(1);
  });
});
