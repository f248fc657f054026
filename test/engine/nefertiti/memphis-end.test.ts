import { describe, expect, it } from 'vitest';
import { nefertiti, type NefertitiState } from '../../../engine/nefertiti';
import { tables } from '../../../engine/nefertiti/material/compile';
import { fresh, giveTurn, ids, mIdx, setDeck, setMarket, setPlayer } from './helpers';

/** Close `market` through §4.2 (its only servant is `seat`'s) and let every bidder take the first option offered. */
function closeAndResolve(s: NefertitiState, market: string, seat: number, keepLast = false): { state: NefertitiState; events: { type: string; [k: string]: unknown }[] } {
  setMarket(s, market, { bids: [[0, seat]] });
  const servants = s.ps[seat]!.servants;
  s.ps[seat]!.servants = 0;
  giveTurn(s, seat);
  let r = nefertiti.apply(s, seat, { type: 'closeMarket', market });
  const events = [...r.events];
  let st = r.state;
  while (st.decision && st.decision.k !== 'turn') {
    const legal = nefertiti.legalActions(st, st.decision.seat);
    r = nefertiti.apply(st, st.decision.seat, keepLast ? legal.at(-1)! : legal[0]!);
    events.push(...r.events);
    st = r.state;
  }
  st.ps[seat]!.servants = servants + 1;
  return { state: st, events };
}

const memphisIds = (s: NefertitiState) => s.memphis!.cards.map((c) => tables(s.data).cardIds[c]);

describe('§5.4 Memphis port', () => {
  it('seed example: allocation needs a foreign gift just added AND 4 or more on the port', () => {
    // Seats: 0 = Yellow, 1 = Red, 2 = Green, 3 = Black.
    let s = fresh(4, { memphis: true });
    setMarket(s, 'memphis', { slots: ['harpF1', 'chairF1'] }); // 2 foreign gifts at setup
    // First reopening (Louqsor): 2 more foreign gifts drawn, 4 on the port, but nobody is there.
    setDeck(s, ['mirrorF1', 'chair', 'statuetteF1', 'harp', 'mirror', 'senet', 'necklace', 'akhenaton']);
    let r = closeAndResolve(s, 'gizeh', 0);
    expect(r.events.find((e) => e.type === 'marketRefilled')).toMatchObject({ market: 'louqsor', toMemphis: ['mirrorF1', 'statuetteF1'] });
    expect(memphisIds(r.state)).toEqual(['harpF1', 'chairF1', 'mirrorF1', 'statuetteF1']);
    expect(r.events.some((e) => e.type === 'memphisAllocated')).toBe(false);
    s = r.state;
    // Black goes to Memphis.
    giveTurn(s, 3);
    s = nefertiti.apply(s, 3, { type: 'place', market: 'memphis', space: 1 }).state;
    // Next reopening (Gizeh): no foreign gift drawn; 4 on the port but none just added: no allocation.
    setDeck(s, ['necklace', 'goldsmith', 'harp', 'akhenaton']);
    r = closeAndResolve(s, 'akhetaton', 0);
    expect(r.events.find((e) => e.type === 'marketRefilled')).toMatchObject({ market: 'gizeh', toMemphis: [] });
    expect(r.events.some((e) => e.type === 'memphisAllocated')).toBe(false);
    s = r.state;
    // Red outbids Black at Memphis, then Green outbids Red.
    giveTurn(s, 1);
    setPlayer(s, 1, { money: 9 });
    setPlayer(s, 2, { money: 9 });
    s = nefertiti.apply(s, 1, { type: 'place', market: 'memphis', space: 4 }).state;
    s = nefertiti.apply(s, 2, { type: 'place', market: 'memphis', space: 6 }).state;
    // Next reopening (Akhet-Aton): 2 foreign gifts drawn: the port is allocated in bid order.
    setDeck(s, ['harpF2', 'chairF2', 'mirror', 'senet', 'akhenaton']);
    r = closeAndResolve(s, 'abousimbel', 0, true);
    expect(r.events.find((e) => e.type === 'marketRefilled')).toMatchObject({ market: 'akhetaton', toMemphis: ['harpF2', 'chairF2'] });
    const alloc = r.events.findIndex((e) => e.type === 'memphisAllocated');
    expect(alloc).toBeGreaterThan(0);
    expect(r.events[alloc]).toMatchObject({ final: false, bidders: 3 });
    const resolved = r.events.filter((e, i) => i > alloc && e.type === 'bidResolved').map((e) => [e.seat, e.role, e.result]);
    expect(resolved.map((x) => x[0])).toEqual([2, 1, 3]);
    expect(resolved[0]).toEqual([2, 'top', 'paid']);
    // Green bought 2 of the 6; the later bidders took what the last option offers (half the money).
    expect(Object.values(ids(r.state, r.state.ps[2]!.gifts)).reduce((a, b) => a + b, 0)).toBe(2);
    expect(r.state.memphis!.cards.length).toBe(4);
    expect(r.state.memphis!.bidPiece).toEqual([]);
  });

  it('seed example: Green (top) must buy 2 of the 6; Red then buys 1 of the 4 left or takes half', () => {
    const t = fresh(4, { memphis: true });
    setMarket(t, 'memphis', { slots: ['harpF1', 'chairF1', 'mirrorF1', 'statuetteF1'], bids: [[1, 3], [4, 1], [6, 2]], reserve: 3 });
    setDeck(t, ['harpF2', 'chairF2', 'chair', 'harp', 'mirror', 'senet', 'akhenaton']);
    setMarket(t, 'gizeh', { bids: [[0, 0]] });
    t.ps[0]!.servants = 0;
    giveTurn(t, 0);
    let u = nefertiti.apply(t, 0, { type: 'closeMarket', market: 'gizeh' }).state;
    u = nefertiti.apply(u, 0, { type: 'takeGifts', slots: [0] }).state;
    expect(u.decision).toMatchObject({ k: 'top', seat: 2, m: 4 });
    expect(memphisIds(u).length).toBe(6);
    const legal = nefertiti.legalActions(u, 2);
    expect(legal.length).toBe(15); // any 2 of 6 different cards
    expect(legal.every((a) => a.type === 'takeGifts' && a.slots.length === 2)).toBe(true);
    u = nefertiti.apply(u, 2, { type: 'takeGifts', slots: [4, 5] }).state;
    expect(ids(u, u.ps[2]!.gifts)).toEqual({ harpF2: 1, chairF2: 1 });
    expect(u.decision).toMatchObject({ k: 'bid', seat: 1 });
    expect(nefertiti.legalActions(u, 1)).toEqual([0, 1, 2, 3].map((i) => ({ type: 'buy', slots: [i] })).concat([{ type: 'takeHalf' } as never]));
  });

  it('memphisFirstBonus: the first servant at Memphis takes 1 Deben from its reserve (DEFAULT), or not', () => {
    for (const bonus of [true, false]) {
      const s = fresh(4, { memphis: true, memphisFirstBonus: bonus });
      giveTurn(s, 0);
      const st = nefertiti.apply(s, 0, { type: 'place', market: 'memphis', space: 0 }).state;
      expect(st.ps[0]!.money).toBe(bonus ? 9 : 8);
    }
  });

  it('Papyrus and Cups are not foreign: they go to the markets', () => {
    const s = fresh(5);
    setDeck(s, ['papyrus', 'cup', 'harpF1', 'chair', 'harp', 'akhenaton']);
    const r = closeAndResolve(s, 'gizeh', 0);
    expect(r.events.find((e) => e.type === 'marketRefilled')).toMatchObject({ cards: [{ card: 'papyrus' }, { card: 'cup' }, { card: 'chair' }, { card: 'harp' }], toMemphis: ['harpF1'] });
  });
});

describe('§9.1 the Akhenaton card', () => {
  function drawAkhenaton(options: Record<string, unknown>) {
    const s = fresh(4, options);
    setDeck(s, ['chair', 'akhenaton']);
    setMarket(s, 'akhetaton', { bids: [[3, 1], [5, 2]] });
    return closeAndResolve(s, 'gizeh', 0);
  }

  it('DEFAULT close-out: filling stops, that market stays closed and out of play; play goes on', () => {
    const { state, events } = drawAkhenaton({});
    expect(events.find((e) => e.type === 'akhenatonDrawn')).toMatchObject({ market: 'louqsor' });
    expect(state.akhenaton).toBe(mIdx(state, 'louqsor'));
    expect(state.markets.map((m) => m.open)).toEqual([false, true, false, true]);
    expect(state.over).toBe(false);
    expect(state.decision).toMatchObject({ k: 'turn', seat: 1 });
    // No market reopens; the game ends when the last open market closes.
    let r = closeAndResolve(state, 'akhetaton', 1);
    expect(r.state.markets.map((m) => m.open)).toEqual([false, false, false, true]);
    expect(r.events.some((e) => e.type === 'marketOpened')).toBe(false);
    r = closeAndResolve(r.state, 'abousimbel', 2);
    expect(r.state.over).toBe(true);
    expect(r.state.endReason).toBe('lastMarket');
    expect(r.events.filter((e) => e.type === 'scored' && e.reason === 'final').length).toBe(4);
    expect(nefertiti.outcome(r.state)).not.toBeNull();
  });

  it('VARIANT immediate: the open markets with servants are resolved at once, clockwise, then the game ends', () => {
    const { state, events } = drawAkhenaton({ afterAkhenaton: 'immediate' });
    expect(state.over).toBe(true);
    expect(state.endReason).toBe('immediate');
    const closed = events.filter((e) => e.type === 'marketClosed').map((e) => [e.market, e.reason]);
    // Clockwise from Gizeh (the market that just closed): Akhet-Aton (resolved), Abou Simbel (no servants).
    expect(closed).toEqual([['gizeh', 'noServant'], ['akhetaton', 'akhenaton'], ['abousimbel', 'akhenaton']]);
    expect(events.filter((e) => e.type === 'bidResolved' && e.market === 'akhetaton').length).toBe(2);
  });

  it('Memphis is allocated one last time, then takes no more servants', () => {
    const s = fresh(4, { memphis: true });
    setMarket(s, 'memphis', { slots: ['harpF1'], bids: [[2, 3]] });
    setDeck(s, ['akhenaton']);
    const { state, events } = closeAndResolve(s, 'gizeh', 0);
    expect(events.find((e) => e.type === 'memphisAllocated')).toMatchObject({ final: true, bidders: 1 });
    expect(ids(state, state.ps[3]!.gifts)).toEqual({ harpF1: 1 });
    expect(state.memphis!.closed).toBe(true);
    giveTurn(state, 1);
    expect(nefertiti.legalActions(state, 1).some((a) => a.type === 'place' && a.market === 'memphis')).toBe(false);
  });

  it('no character may target the market where Akhenaton was drawn (Treasurer takes nothing there)', () => {
    const { state } = drawAkhenaton({});
    state.markets[2]!.reserve = 5;
    setPlayer(state, 1, { seals: 1 });
    const r = nefertiti.apply(state, 1, { type: 'character', character: 'treasurer' });
    expect(r.events.filter((e) => e.type === 'coinTaken').map((e) => e.market)).not.toContain('louqsor');
    expect(r.state.markets[2]!.reserve).toBe(5);
  });
});
