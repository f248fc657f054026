import { describe, expect, it } from 'vitest';
import { nefertiti, type NefertitiAction } from '../../../engine/nefertiti';
import { fresh, giveTurn, play, setMarket, setPlayer } from './helpers';

const types = (l: NefertitiAction[]) => [...new Set(l.map((a) => a.type))].sort();
const places = (l: NefertitiAction[], market?: string) => l.filter((a) => a.type === 'place' && (!market || a.market === market));

describe('§4.1 placing a servant', () => {
  it('the first servant on a market takes 1 Deben from its reserve; a coin space 1 more', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { reserve: 3 });
    giveTurn(s, 0);
    const { state, events } = play(s, [[0, { type: 'place', market: 'gizeh', space: 1 }]]);
    expect(events.filter((e) => e.type === 'coinTaken').map((e) => e.reason)).toEqual(['firstServant', 'coinSpace']);
    expect(state.ps[0]!.money).toBe(8 + 2);
    expect(state.markets[0]!.reserve).toBe(1);
    expect(events[0]).toMatchObject({ type: 'servantPlaced', seat: 0, market: 'gizeh', space: 1, value: 1, piece: 'servant' });
    // The next servant there is not the first: no bonus on a plain space.
    const r2 = nefertiti.apply(state, 1, { type: 'place', market: 'gizeh', space: 4 });
    expect(r2.events.some((e) => e.type === 'coinTaken')).toBe(false);
    expect(r2.state.ps[1]!.money).toBe(9);
  });

  it('an empty reserve pays nothing', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { reserve: 0 });
    giveTurn(s, 0);
    const { state } = play(s, [[0, { type: 'place', market: 'gizeh', space: 1 }]]);
    expect(state.ps[0]!.money).toBe(8);
  });

  it('coinSpace "none": the coin symbol pays nothing (the first-servant Deben still does)', () => {
    const s = fresh(4, { coinSpace: 'none' });
    setMarket(s, 'gizeh', { reserve: 3 });
    giveTurn(s, 0);
    const { state, events } = play(s, [[0, { type: 'place', market: 'gizeh', space: 1 }]]);
    expect(events.filter((e) => e.type === 'coinTaken').map((e) => e.reason)).toEqual(['firstServant']);
    expect(state.ps[0]!.money).toBe(9);
  });

  it('one servant per space, only on open markets; the turn passes clockwise', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[3, 2]] });
    giveTurn(s, 0);
    const legal = nefertiti.legalActions(s, 0);
    expect(places(legal, 'gizeh')).not.toContainEqual({ type: 'place', market: 'gizeh', space: 3 });
    expect(places(legal, 'louqsor')).toEqual([]);
    const { state } = play(s, [[0, { type: 'place', market: 'gizeh', space: 4 }]]);
    expect(nefertiti.toAct(state)).toEqual([1]);
  });
});

describe('§4.3 placement and money (Q14: bidOverMoney)', () => {
  it('a servant may only go on a space worth at most the Deben held', () => {
    const s = fresh(4);
    setPlayer(s, 0, { money: 2 });
    giveTurn(s, 0);
    const vals = places(nefertiti.legalActions(s, 0), 'gizeh').map((a) => (a as { space: number }).space);
    expect(vals).toEqual([0, 1, 2]); // Gizeh left: 0, 1, 2, 3…
  });

  it('sameStallServants (DEFAULT on): several servants of his on one stall; off: one per stall', () => {
    for (const same of [true, false]) {
      const s = fresh(4, { sameStallServants: same });
      setMarket(s, 'gizeh', { bids: [[2, 0]] });
      giveTurn(s, 0);
      expect(places(nefertiti.legalActions(s, 0), 'gizeh').length).toBe(same ? 7 : 0);
      expect(places(nefertiti.legalActions(s, 0), 'akhetaton').length).toBe(8); // 0–7 affordable with 8 Deben
    }
  });

  it('bidOverMoney lets him bid more than he holds', () => {
    const s = fresh(4, { bidOverMoney: true });
    setPlayer(s, 0, { money: 2 });
    giveTurn(s, 0);
    expect(places(nefertiti.legalActions(s, 0), 'gizeh').length).toBe(8);
  });

  it('with servants but no affordable space he may close a market where he has a servant, or pass', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[0, 0]] });
    setMarket(s, 'akhetaton', { bids: [[0, 1]] });
    setMarket(s, 'abousimbel', { bids: [[0, 2]] });
    setPlayer(s, 0, { money: 0 });
    giveTurn(s, 0);
    expect(nefertiti.legalActions(s, 0)).toEqual([{ type: 'closeMarket', market: 'gizeh' }, { type: 'pass' }]);
  });
});

describe('§4.2 no servant left', () => {
  it('he must close a market where he has a servant (DEFAULT "must"); it closes and is resolved at once', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[2, 0], [3, 0], [4, 1]] });
    setMarket(s, 'akhetaton', { bids: [[2, 0], [3, 0]] });
    giveTurn(s, 0);
    expect(s.ps[0]!.servants).toBe(0);
    expect(nefertiti.legalActions(s, 0)).toEqual([{ type: 'closeMarket', market: 'gizeh' }, { type: 'closeMarket', market: 'akhetaton' }]);
    const r = nefertiti.apply(s, 0, { type: 'closeMarket', market: 'akhetaton' });
    expect(r.events.find((e) => e.type === 'marketClosed')).toMatchObject({ market: 'akhetaton', reason: 'noServant' });
    expect(r.state.decision).toMatchObject({ k: 'top', seat: 0, m: 1 });
  });

  it('Collectors do not count: a market with only his Collector cannot be named (2 players)', () => {
    const s = fresh(2);
    setMarket(s, 'gizeh', { bids: [[5, 1], [2, 0, 'collector']] });
    setPlayer(s, 0, { servants: 0 });
    giveTurn(s, 0);
    expect(nefertiti.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
  });

  it('noServantClose "may": he may also pass', () => {
    const s = fresh(4, { noServantClose: 'may' });
    setMarket(s, 'gizeh', { bids: [[2, 0], [3, 0], [4, 0], [5, 0]] });
    giveTurn(s, 0);
    expect(nefertiti.legalActions(s, 0)).toEqual([{ type: 'closeMarket', market: 'gizeh' }, { type: 'pass' }]);
  });
});

describe('§4.1 characters: at most one per turn, for a Royal Seal', () => {
  it('no seal, no character; after one character, no second', () => {
    const s = fresh(4);
    giveTurn(s, 0);
    expect(types(nefertiti.legalActions(s, 0))).not.toContain('character');
    setPlayer(s, 0, { seals: 2 });
    expect(types(nefertiti.legalActions(s, 0))).toContain('character');
    const { state, events } = play(s, [[0, { type: 'character', character: 'treasurer' }]]);
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['sealSpent', 'characterPlayed']);
    expect(state.decision).toMatchObject({ k: 'turn', seat: 0, char: true });
    expect(types(nefertiti.legalActions(state, 0))).not.toContain('character');
    expect(state.characters[5]).toBe(0); // the card leaves the display
  });

  it('recycleSeals: a spent seal returns to the supply (DEFAULT) or leaves the game', () => {
    for (const recycle of [true, false]) {
      const s = fresh(4, { recycleSeals: recycle });
      setPlayer(s, 0, { seals: 1 });
      s.sealTotal++;
      giveTurn(s, 0);
      const { state } = play(s, [[0, { type: 'character', character: 'treasurer' }]]);
      expect(state.sealSupply - s.sealSupply).toBe(recycle ? 1 : 0);
      expect(state.sealsOut).toBe(recycle ? 0 : 1);
    }
  });
});

describe('§7.2 High Priest: two servants on one stall (Q21: highPriestClosing)', () => {
  it('the second servant must go on the same stall', () => {
    const s = fresh(4);
    setPlayer(s, 0, { seals: 1 });
    giveTurn(s, 0);
    const { state } = play(s, [[0, { type: 'character', character: 'highPriest' }], [0, { type: 'place', market: 'akhetaton', space: 7 }]]);
    expect(state.decision).toMatchObject({ k: 'place2', seat: 0, m: 1 });
    const legal = nefertiti.legalActions(state, 0);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === 'place' && a.market === 'akhetaton')).toBe(true);
    const r = nefertiti.apply(state, 0, { type: 'place', market: 'akhetaton', space: 0 });
    expect(r.state.markets[1]!.bidPiece).toEqual([0, 0]);
    expect(nefertiti.toAct(r.state)).toEqual([1]);
  });

  it('afterBoth (DEFAULT): the closing rule is checked once, after both; afterEach: after the first', () => {
    for (const mode of ['afterBoth', 'afterEach'] as const) {
      const s = fresh(4, { highPriestClosing: mode });
      setMarket(s, 'gizeh', { bids: [[0, 1], [1, 2]] }); // Gizeh left: 3 in a row closes
      setPlayer(s, 0, { seals: 1 });
      giveTurn(s, 0);
      const { state } = play(s, [[0, { type: 'character', character: 'highPriest' }], [0, { type: 'place', market: 'gizeh', space: 2 }]]);
      if (mode === 'afterEach') {
        expect(state.markets[0]!.open).toBe(false);
        expect(state.markets[0]!.bidPiece.filter((p) => p === 0).length).toBe(1);
      } else {
        expect(state.decision).toMatchObject({ k: 'place2' });
        const r = nefertiti.apply(state, 0, { type: 'place', market: 'gizeh', space: 6 });
        expect(r.state.markets[0]!.open).toBe(false);
        expect(r.state.decision).toMatchObject({ k: 'top', seat: 0 }); // the 6 is the top bid
        expect(r.state.markets[0]!.bidPiece.filter((p) => p === 0).length).toBe(2);
      }
    }
  });

  it('never on Memphis: a servant placed there is the only one', () => {
    const s = fresh(4, { memphis: true });
    setPlayer(s, 0, { seals: 1 });
    giveTurn(s, 0);
    const { state } = play(s, [[0, { type: 'character', character: 'highPriest' }], [0, { type: 'place', market: 'memphis', space: 3 }]]);
    expect(nefertiti.toAct(state)).toEqual([1]);
  });
});

describe('§4.5 Collectors (2 players)', () => {
  it('after his servant, a player may place a Collector below the best offer of another stall that holds a servant', () => {
    const s = fresh(2);
    setMarket(s, 'akhetaton', { bids: [[5, 1]] }); // Akhet-Aton left: value 5 on space 5
    giveTurn(s, 0);
    const { state } = play(s, [[0, { type: 'place', market: 'gizeh', space: 4 }]]);
    expect(state.decision).toMatchObject({ k: 'collector', seat: 0 });
    const legal = nefertiti.legalActions(state, 0);
    expect(legal).toContainEqual({ type: 'skipCollector' });
    const spots = legal.filter((a) => a.type === 'placeCollector');
    // Not on Gizeh (his servant just went there), not on the empty Abou Simbel, only under the 5 at Akhet-Aton.
    expect(spots).toEqual([0, 1, 2, 3, 4].map((space) => ({ type: 'placeCollector', market: 'akhetaton', space })));
    const r = nefertiti.apply(state, 0, { type: 'placeCollector', market: 'akhetaton', space: 2 });
    expect(r.events[0]).toMatchObject({ type: 'servantPlaced', piece: 'collector', seat: 0, market: 'akhetaton', space: 2 });
    expect(r.state.ps[0]!.collectors).toBe(1);
    expect(r.state.ps[0]!.money).toBe(s.ps[0]!.money + 1); // first-servant Deben at Gizeh only; a Collector takes none
    expect(nefertiti.toAct(r.state)).toEqual([1]);
  });

  it('a Collector counts for closing rules (Gizeh right: 4 pieces)', () => {
    const s = fresh(2);
    setMarket(s, 'gizeh', { stall: 1, bids: [[7, 1], [5, 1], [4, 0]] });
    giveTurn(s, 0);
    const { state } = play(s, [[0, { type: 'place', market: 'akhetaton', space: 3 }], [0, { type: 'placeCollector', market: 'gizeh', space: 0 }]]);
    expect(state.markets[0]!.open).toBe(false);
  });

  it('no Collector after a §4.2 closing: only after placing a servant (seed)', () => {
    const s = fresh(2);
    setMarket(s, 'akhetaton', { bids: [[5, 1]] });
    setMarket(s, 'gizeh', { bids: [[1, 0], [2, 0], [3, 0], [4, 0]] });
    giveTurn(s, 0);
    let st = nefertiti.apply(s, 0, { type: 'closeMarket', market: 'gizeh' }).state;
    while (st.decision && st.decision.k !== 'turn') st = nefertiti.apply(st, st.decision.seat, nefertiti.legalActions(st, st.decision.seat).at(-1)!).state;
    expect(nefertiti.toAct(st)).toEqual([1]);
  });

  it('skipCollector ends the turn', () => {
    const s = fresh(2);
    setMarket(s, 'akhetaton', { bids: [[5, 1]] });
    giveTurn(s, 0);
    const { state } = play(s, [[0, { type: 'place', market: 'gizeh', space: 4 }], [0, { type: 'skipCollector' }]]);
    expect(nefertiti.toAct(state)).toEqual([1]);
  });
});

describe('engine ASSUMPTION: stalemate', () => {
  it('when every player in turn can only pass, the game ends and is scored (outcome note "stalemate")', () => {
    const s = fresh(3);
    for (const id of ['gizeh', 'akhetaton', 'abousimbel']) setMarket(s, id, { open: false });
    s.ps.forEach((p) => (p.money = 0));
    giveTurn(s, 0);
    expect(nefertiti.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
    const { state } = play(s, [[0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }]]);
    expect(state.over).toBe(true);
    expect(nefertiti.outcome(state)!.note).toBe('stalemate');
  });

  it('the bids already on an open market are resolved before the end (typically the last market after Akhenaton)', () => {
    const s = fresh(2);
    s.akhenaton = 2;
    for (const id of ['gizeh', 'akhetaton']) setMarket(s, id, { open: false });
    setMarket(s, 'abousimbel', { bids: [[0, 1], [1, 1]], reserve: 6 }); // Abou Simbel left: 1, 2, 3…
    s.ps.forEach((p) => (p.money = 0));
    setPlayer(s, 1, { money: 2 });
    giveTurn(s, 0);
    let st = play(s, [[0, { type: 'pass' }]]).state;
    expect(nefertiti.legalActions(st, 1)).toEqual([{ type: 'closeMarket', market: 'abousimbel' }, { type: 'pass' }]);
    const r = nefertiti.apply(st, 1, { type: 'pass' });
    st = r.state;
    expect(r.events.find((e) => e.type === 'marketClosed')).toMatchObject({ market: 'abousimbel', reason: 'stalemate' });
    expect(st.decision).toMatchObject({ k: 'top', seat: 1 });
    st = nefertiti.apply(st, 1, { type: 'takeGifts', slots: [0] }).state; // his second bid cannot pay: half, automatically
    expect(st.ps[1]!.money).toBe(Math.ceil((6 + 2) / 2));
    expect(st.over).toBe(true);
    expect(st.endReason).toBe('stalemate');
  });
});
