import { describe, expect, it } from 'vitest';
import { nefertiti, type NefertitiAction, type NefertitiState } from '../../../engine/nefertiti';
import { tables } from '../../../engine/nefertiti/material/compile';
import { WT } from '../../../engine/nefertiti/state';
import { card, fresh, giveTurn, ids, mIdx, play, setDeck, setMarket, setPlayer } from './helpers';

/** Seat 0 about to play `character` (one seal), in a game where it is on display. */
function ready(character: string, options: Record<string, unknown> = {}, players = 4): NefertitiState {
  const s = fresh(players, { characters: 'base', ...options });
  const t = tables(s.data);
  s.characters[t.charIndex.get(character)!] = 1;
  setPlayer(s, 0, { seals: 1 });
  giveTurn(s, 0);
  return s;
}
const slotIds = (s: NefertitiState, market: string) => s.markets[mIdx(s, market)]!.slots.map((c) => (c === WT ? 'wanderingThief' : tables(s.data).cardIds[c] ?? null));
const legalTypes = (s: NefertitiState, seat: number) => nefertiti.legalActions(s, seat).map((a) => a.type);

describe('§7.2 Scribe +X', () => {
  it('scores all his cards of one type at the current price + X each, then discards them', () => {
    const s = ready('scribe3');
    setPlayer(s, 0, { gifts: { chair: 3, harp: 1 } });
    setPlayer(s, 1, { gifts: { chair: 1 } });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'scribe3' }).state;
    expect(nefertiti.legalActions(st, 0)).toEqual([{ type: 'chooseType', giftType: 'harp' }, { type: 'chooseType', giftType: 'chair' }]);
    const r = nefertiti.apply(st, 0, { type: 'chooseType', giftType: 'chair' });
    st = r.state;
    expect(st.ps[0]!.score).toBe((7 + 3) * 3); // 2 owners → 7
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ harp: 1 });
    expect(st.removed[card(st, 'chair')]).toBe(3);
    expect(r.events.find((e) => e.type === 'scored')).toMatchObject({ seat: 0, points: 30, reason: 'scribe' });
    expect(st.decision).toMatchObject({ k: 'turn', seat: 0, char: true });
  });

  it('foreign bonuses count, and a double Senet is 2 cards', () => {
    const s = ready('scribe2', { memphis: true });
    setPlayer(s, 0, { gifts: { senet: 1, senet2: 1 } });
    let st = play(s, [[0, { type: 'character', character: 'scribe2' }], [0, { type: 'chooseType', giftType: 'senet' }]]).state;
    expect(st.ps[0]!.score).toBe((8 + 2) * 3);
    const t = ready('scribe2', { memphis: true });
    setPlayer(t, 0, { gifts: { chair: 1, chairF2: 1 } });
    st = play(t, [[0, { type: 'character', character: 'scribe2' }], [0, { type: 'chooseType', giftType: 'chair' }]]).state;
    expect(st.ps[0]!.score).toBe((9 + 2 + 2) * 2);
  });

  it('Q11 scribeScope "someOfType": he picks which cards of the type to score', () => {
    const s = ready('scribe2', { scribeScope: 'someOfType' });
    setPlayer(s, 0, { gifts: { chair: 3, harp: 1 } });
    let st = play(s, [[0, { type: 'character', character: 'scribe2' }], [0, { type: 'chooseType', giftType: 'chair' }]]).state;
    expect(nefertiti.legalActions(st, 0)).toEqual([{ type: 'select', card: 'chair' }, { type: 'selectDone' }]);
    st = play(st, [[0, { type: 'select', card: 'chair' }], [0, { type: 'selectDone' }]]).state;
    expect(st.ps[0]!.score).toBe(9 + 2);
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ chair: 2, harp: 1 });
  });
});

describe('§7.2 Royal Servant (Q22)', () => {
  it('every other owner of the named type discards one card of it; a victim with a choice chooses', () => {
    const s = ready('royalServant');
    setPlayer(s, 0, { gifts: { senet: 1 } });
    setPlayer(s, 1, { gifts: { senet: 1, senet2: 1 } });
    setPlayer(s, 2, { gifts: { senet: 2 } });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'royalServant' }).state;
    expect(nefertiti.legalActions(st, 0).length).toBe(tables(st.data).typeIds.length); // any type, owned or not
    st = nefertiti.apply(st, 0, { type: 'chooseType', giftType: 'senet' }).state;
    expect(st.decision).toMatchObject({ k: 'victim', seat: 1, victim: 1 });
    expect(nefertiti.legalActions(st, 1)).toEqual([{ type: 'discard', card: 'senet' }, { type: 'discard', card: 'senet2' }]);
    const r = nefertiti.apply(st, 1, { type: 'discard', card: 'senet2' });
    st = r.state;
    expect(ids(st, st.ps[1]!.gifts)).toEqual({ senet: 1 });
    expect(ids(st, st.ps[2]!.gifts)).toEqual({ senet: 1 }); // one kind: discarded without asking
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ senet: 1 }); // the player himself keeps his
    expect(r.events.filter((e) => e.type === 'giftDiscarded').map((e) => e.seat)).toEqual([1, 2]);
    expect(st.decision).toMatchObject({ k: 'turn', seat: 0 });
  });

  it('royalServantChooser "player": the player of the card picks the victims’ cards', () => {
    const s = ready('royalServant', { royalServantChooser: 'player' });
    setPlayer(s, 1, { gifts: { senet: 1, senet2: 1 } });
    const st = play(s, [[0, { type: 'character', character: 'royalServant' }], [0, { type: 'chooseType', giftType: 'senet' }]]).state;
    expect(st.decision).toMatchObject({ k: 'victim', seat: 0, victim: 1 });
  });

  it('2 players: the neutral collection is a victim too', () => {
    const s = ready('royalServant', {}, 2);
    s.neutral = s.neutral!.map(() => 0);
    s.neutral[card(s, 'harp')] = 2;
    const st = play(s, [[0, { type: 'character', character: 'royalServant' }], [0, { type: 'chooseType', giftType: 'harp' }]]).state;
    expect(ids(st, st.neutral!)).toEqual({ harp: 1 });
  });
});

describe('§7.2 Thief (Q10)', () => {
  it('takes one face-up gift of an open market for free; a seal stays on the slot', () => {
    const s = ready('thief');
    setMarket(s, 'louqsor', { slots: ['cup', null, null, null] });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'thief' }).state;
    const legal = nefertiti.legalActions(st, 0);
    expect(legal.length).toBe(12);
    expect(legal.some((a) => a.type === 'steal' && a.market === 'louqsor')).toBe(false);
    const upper = slotIds(st, 'gizeh')[0];
    st = nefertiti.apply(st, 0, { type: 'steal', market: 'gizeh', slot: 0 }).state;
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ [upper!]: 1 });
    expect(st.markets[0]!.seal).toBe(true);
    expect(st.ps[0]!.seals).toBe(0);
    expect(st.markets[0]!.slots[0]).toBe(-1);
  });

  it('thiefMarkets "any": a closed market too', () => {
    const s = ready('thief', { thiefMarkets: 'any' });
    setMarket(s, 'louqsor', { slots: ['cup', null, null, null] });
    const st = nefertiti.apply(s, 0, { type: 'character', character: 'thief' }).state;
    expect(nefertiti.legalActions(st, 0)).toContainEqual({ type: 'steal', market: 'louqsor', slot: 0 });
  });

  it('a stolen Papyrus brings a seal; the Wandering Thief card and face-down cards cannot be stolen', () => {
    const s = ready('thief', { memphis: true });
    setMarket(s, 'gizeh', { slots: ['papyrus', 'wanderingThief', 'chair', 'harp'], down: 1 << 2 });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'thief' }).state;
    const gizeh = nefertiti.legalActions(st, 0).filter((a) => a.type === 'steal' && a.market === 'gizeh');
    expect(gizeh).toEqual([{ type: 'steal', market: 'gizeh', slot: 0 }, { type: 'steal', market: 'gizeh', slot: 3 }]);
    st = nefertiti.apply(st, 0, { type: 'steal', market: 'gizeh', slot: 0 }).state;
    expect(st.ps[0]!.seals).toBe(1);
  });
});

describe('§7.2 Treasurer (Q9)', () => {
  it('takes up to 2 Deben from every market reserve, open or closed, never Memphis', () => {
    const s = ready('treasurer', { memphis: true });
    s.markets.forEach((m, i) => (m.reserve = [3, 1, 2, 0][i]!));
    s.memphis!.reserve = 4;
    const st = nefertiti.apply(s, 0, { type: 'character', character: 'treasurer' }).state;
    expect(st.markets.map((m) => m.reserve)).toEqual([1, 0, 0, 0]);
    expect(st.memphis!.reserve).toBe(4);
    expect(st.ps[0]!.money).toBe(8 + 5);
  });
});

describe('§7.2 Merchant (Q8)', () => {
  it('swaps one of his gifts for another player’s, paying the max-value difference to that player', () => {
    const s = ready('merchant');
    setPlayer(s, 0, { gifts: { harp: 1 } });
    setPlayer(s, 1, { gifts: { necklace: 1 } });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'merchant' }).state;
    expect(nefertiti.legalActions(st, 0)).toEqual([{ type: 'exchangeTake', from: 1, card: 'necklace' }, { type: 'skip' }]);
    st = nefertiti.apply(st, 0, { type: 'exchangeTake', from: 1, card: 'necklace' }).state;
    expect(nefertiti.legalActions(st, 0)).toEqual([{ type: 'exchangeGive', card: 'harp' }]);
    const r = nefertiti.apply(st, 0, { type: 'exchangeGive', card: 'harp' });
    st = r.state;
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ necklace: 1 });
    expect(ids(st, st.ps[1]!.gifts)).toEqual({ harp: 1 });
    expect([st.ps[0]!.money, st.ps[1]!.money]).toEqual([8 - 2, 9 + 2]);
    expect(r.events[0]).toMatchObject({ type: 'giftsExchanged', seat: 0, with: 1, gave: 'harp', took: 'necklace', paid: 2 });
  });

  it('merchantPays off: the swap is free; he cannot take what he cannot pay for when it is on', () => {
    const s = ready('merchant', { merchantPays: false });
    setPlayer(s, 0, { gifts: { senet: 1 }, money: 0 });
    setPlayer(s, 1, { gifts: { necklace: 1 } });
    const st = play(s, [[0, { type: 'character', character: 'merchant' }], [0, { type: 'exchangeTake', from: 1, card: 'necklace' }], [0, { type: 'exchangeGive', card: 'senet' }]]).state;
    expect(st.ps[0]!.money).toBe(0);
    const t = ready('merchant');
    setPlayer(t, 0, { gifts: { senet: 1 }, money: 0 });
    setPlayer(t, 1, { gifts: { necklace: 1, senet: 1 } });
    expect(nefertiti.legalActions(nefertiti.apply(t, 0, { type: 'character', character: 'merchant' }).state, 0)).toEqual([{ type: 'exchangeTake', from: 1, card: 'senet' }, { type: 'skip' }]);
  });

  it('2 players: Deben paid to the neutral collection leave the game', () => {
    const s = ready('merchant', {}, 2);
    setPlayer(s, 0, { gifts: { harp: 1 } });
    s.neutral![card(s, 'mirror')] = 1;
    const st = play(s, [[0, { type: 'character', character: 'merchant' }], [0, { type: 'exchangeTake', from: 'neutral', card: 'mirror' }], [0, { type: 'exchangeGive', card: 'harp' }]]).state;
    expect(st.debenOut).toBe(1);
    expect(ids(st, st.neutral!)).toEqual({ harp: 1 });
  });
});

describe('§7.2 Vizier (Q7: the designer\'s variety table by default)', () => {
  const vizier = (gifts: Record<string, number>, options: Record<string, unknown> = {}) => {
    const s = ready('vizier', options);
    setPlayer(s, 0, { gifts });
    return nefertiti.apply(s, 0, { type: 'character', character: 'vizier' });
  };

  it('scores the table at the number of gift types owned: 0–1 → 0, 2 → 3, 3 → 6, 4–5 → 9, 6 or more → 12', () => {
    const kinds = ['senet', 'harp', 'chair', 'mirror', 'statuette', 'necklace', 'goldsmith'];
    const expected = [0, 0, 3, 6, 9, 9, 12, 12];
    for (let n = 0; n <= 7; n++) {
      const { state, events } = vizier(Object.fromEntries(kinds.slice(0, n).map((k) => [k, 1])));
      expect(state.ps[0]!.score, `${n} types`).toBe(expected[n]);
      expect(events.find((e) => e.type === 'scored')).toMatchObject({ seat: 0, points: expected[n], reason: 'vizier' });
      expect(state.decision).toMatchObject({ k: 'turn', seat: 0 });
    }
  });

  it('counts types, not cards: a double Senet and three harps are two types; nothing is discarded', () => {
    const { state } = vizier({ senet2: 1, harp: 3 });
    expect(state.ps[0]!.score).toBe(3);
    expect(ids(state, state.ps[0]!.gifts)).toEqual({ senet2: 1, harp: 3 });
  });

  it("reads the card's table from the data set", () => {
    const { state } = vizier({ harp: 1, chair: 1, mirror: 1 });
    const table = state.data.characters.find((c) => c.id === 'vizier')!.params.byTypes;
    expect(table).toEqual([0, 0, 3, 6, 9, 9, 12]);
  });

  it('old stand-in (vizierEffect "standIn"): names a type another player owns and scores its price × his own cards of it', () => {
    const s = ready('vizier', { vizierEffect: 'standIn' });
    setPlayer(s, 0, { gifts: { mirror: 2 } });
    setPlayer(s, 1, { gifts: { mirror: 1, harp: 1 } });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'vizier' }).state;
    expect(nefertiti.legalActions(st, 0)).toEqual([{ type: 'chooseType', giftType: 'harp' }, { type: 'chooseType', giftType: 'mirror' }]);
    st = nefertiti.apply(st, 0, { type: 'chooseType', giftType: 'mirror' }).state;
    expect(st.ps[0]!.score).toBe(8 * 2);
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ mirror: 2 });
  });
});

describe('§7.3 Oracle', () => {
  function oracleState() {
    const s = ready('oracle');
    setPlayer(s, 0, { gifts: { harp: 1 } });
    setDeck(s, ['goldsmith', 'goldsmith', 'necklace', 'senet', 'akhenaton', 'chair', 'mirror']);
    return nefertiti.apply(s, 0, { type: 'character', character: 'oracle' });
  }

  it('shows the last 5 cards to its player only, for his decision', () => {
    const { state, events } = oracleState();
    expect(state.decision).toMatchObject({ k: 'oracle', seat: 0, cards: ['necklace', 'senet', 'akhenaton', 'chair', 'mirror'] });
    const own = nefertiti.view(state, 0) as { decision: { cards?: string[] } };
    expect(own.decision.cards).toEqual(['necklace', 'senet', 'akhenaton', 'chair', 'mirror']);
    for (const v of [nefertiti.view(state, 1), nefertiti.view(state, null)] as { decision: object }[]) {
      expect(v.decision).not.toHaveProperty('cards');
      expect(v.decision).toMatchObject({ k: 'oracle', count: 5 });
    }
    const looked = events.find((e) => e.type === 'oracleLooked')!;
    expect(nefertiti.eventView(looked, 0)).toHaveProperty('cards');
    expect(nefertiti.eventView(looked, 1)).not.toHaveProperty('cards');
  });

  it('swaps only for cards of equal or lower max value, never Akhenaton; then the player orders them', () => {
    let st = oracleState().state;
    // He holds a harp (9): senet (8) and chair (9) qualify; necklace (11) and mirror (10) do not.
    expect(nefertiti.legalActions(st, 0)).toEqual([{ type: 'oracleSwap', give: 'harp', take: 'senet' }, { type: 'oracleSwap', give: 'harp', take: 'chair' }, { type: 'oracleDone' }]);
    st = nefertiti.apply(st, 0, { type: 'oracleSwap', give: 'harp', take: 'chair' }).state;
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ chair: 1 });
    st = nefertiti.apply(st, 0, { type: 'oracleDone' }).state;
    expect(nefertiti.legalActions(st, 0).map((a) => (a as { card: string }).card).sort()).toEqual(['akhenaton', 'harp', 'mirror', 'necklace', 'senet']);
    for (const c of ['akhenaton', 'harp', 'mirror', 'necklace']) st = nefertiti.apply(st, 0, { type: 'oracleOrder', card: c }).state;
    expect(st.decision).toMatchObject({ k: 'turn', seat: 0, char: true });
    const t = tables(st.data);
    // Drawn next after the two goldsmiths: Akhenaton first, the senet last (bottom).
    expect(st.deck.slice(0, 5).reverse().map((c) => (c < 0 ? 'akhenaton' : t.cardIds[c]))).toEqual(['akhenaton', 'harp', 'mirror', 'necklace', 'senet']);
    expect(st.deck.length).toBe(7);
  });
});

describe('§7.3 Beggar', () => {
  it('on each market: 1 Deben from its reserve, or one gift turned face down until the market reopens', () => {
    const s = ready('beggar');
    s.markets.forEach((m) => (m.reserve = 2));
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'beggar' }).state;
    expect(st.decision).toMatchObject({ k: 'beggar', m: 0 });
    expect(legalTypes(st, 0)).toEqual(['beggarCoin', 'beggarFlip', 'beggarFlip', 'beggarFlip', 'beggarFlip']);
    st = play(st, [[0, { type: 'beggarCoin' }], [0, { type: 'beggarFlip', slot: 1 }], [0, { type: 'beggarCoin' }]]).state;
    expect(st.decision).toMatchObject({ k: 'beggar', m: 3 });
    const r = nefertiti.apply(st, 0, { type: 'beggarFlip', slot: 0 });
    st = r.state;
    expect(r.events[0]).toEqual({ type: 'cardTurned', market: 'abousimbel', slot: 0, faceDown: true });
    expect(st.ps[0]!.money).toBe(8 + 2);
    expect(st.markets.map((m) => m.reserve)).toEqual([1, 2, 1, 2]);
    // The face-down cards are hidden from everyone, and nobody can buy or steal them.
    const v = nefertiti.view(st, 0) as { markets: { slots: (string | null)[] }[] };
    expect(v.markets[1]!.slots[1]).toBe('faceDown');
    expect(v.markets[3]!.slots[0]).toBe('faceDown');
    setPlayer(st, 0, { seals: 1 });
    st.characters[tables(st.data).charIndex.get('thief')!] = 1;
    giveTurn(st, 0);
    st = nefertiti.apply(st, 0, { type: 'character', character: 'thief' }).state;
    expect(nefertiti.legalActions(st, 0)).not.toContainEqual({ type: 'steal', market: 'akhetaton', slot: 1 });
  });

  it('a face-down card cannot be bought at a closing, and turns face up when the market reopens', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { bids: [[7, 1], [5, 2]], down: 1 << 0 });
    setDeck(s, ['chair', 'harp', 'mirror', 'senet', 'akhenaton']);
    giveTurn(s, 0);
    let st = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 }).state;
    expect(nefertiti.legalActions(st, 1).some((a) => a.type === 'takeGifts' && a.slots.includes(0))).toBe(false);
    st = play(st, [[1, { type: 'takeGifts', slots: [1, 2] }], [0, { type: 'takeHalf' }], [2, { type: 'takeHalf' }]]).state;
    // Close Akhet-Aton so that Gizeh reopens.
    setMarket(st, 'akhetaton', { bids: [[0, 2]] });
    st.ps[2]!.servants = 0;
    giveTurn(st, 2);
    const r = nefertiti.apply(st, 2, { type: 'closeMarket', market: 'akhetaton' });
    let u = r.state;
    while (u.decision?.k !== 'turn') u = nefertiti.apply(u, u.decision!.seat, nefertiti.legalActions(u, u.decision!.seat)[0]!).state;
    expect(u.markets[0]!.down).toBe(0);
  });
});

describe('§7.3 Merchant of Amun, Royal Scribe, Priest of Amun', () => {
  it('Merchant of Amun: 8 points per discarded gift, 16 for a double Senet', () => {
    const s = ready('merchantOfAmun');
    setPlayer(s, 0, { gifts: { senet2: 1, harp: 1, chair: 1 } });
    const st = play(s, [[0, { type: 'character', character: 'merchantOfAmun' }], [0, { type: 'discard', card: 'senet2' }], [0, { type: 'discard', card: 'harp' }], [0, { type: 'discardDone' }]]).state;
    expect(st.ps[0]!.score).toBe(16 + 8);
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ chair: 1 });
  });

  it('Royal Scribe: the card stays in front of the player', () => {
    const s = ready('royalScribe');
    setPlayer(s, 0, { gifts: { harp: 1 } });
    const st = play(s, [[0, { type: 'character', character: 'royalScribe' }], [0, { type: 'selectDone' }]]).state;
    expect(st.ps[0]!.royalScribe).toBe(true);
    expect((nefertiti.view(st, 1) as { seats: { royalScribe: boolean }[] }).seats[0]!.royalScribe).toBe(true);
  });

  it('Priest of Amun is kept until the end', () => {
    const s = ready('priestOfAmun');
    const st = nefertiti.apply(s, 0, { type: 'character', character: 'priestOfAmun' }).state;
    expect(st.ps[0]!.priestOfAmun).toBe(true);
    expect(st.decision).toMatchObject({ k: 'turn', seat: 0, char: true });
  });
});

describe('§7.3 Wandering Thief', () => {
  it('takes the lowest-max-value gift of a market (ties: his choice) and leaves its card there; the seal stays', () => {
    const s = ready('wanderingThief');
    setMarket(s, 'gizeh', { slots: ['senet', 'harp', 'senet', 'mirror'] });
    setMarket(s, 'akhetaton', { slots: ['mirror', 'necklace', 'goldsmith', 'harp'] });
    setMarket(s, 'abousimbel', { slots: ['necklace', null, null, null] });
    setMarket(s, 'louqsor', { slots: ['statuette', null, null, null] });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'wanderingThief' }).state;
    expect(nefertiti.legalActions(st, 0)).toEqual([
      { type: 'steal', market: 'gizeh', slot: 0 }, { type: 'steal', market: 'gizeh', slot: 2 }, { type: 'steal', market: 'akhetaton', slot: 3 },
      { type: 'steal', market: 'louqsor', slot: 0 }, { type: 'steal', market: 'abousimbel', slot: 0 },
    ]);
    st = nefertiti.apply(st, 0, { type: 'steal', market: 'gizeh', slot: 0 }).state;
    expect(slotIds(st, 'gizeh')).toEqual(['wanderingThief', 'harp', 'senet', 'mirror']);
    expect(st.markets[0]!.seal).toBe(true);
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ senet: 1 });
  });

  it('the Thief cannot steal it and the Trader cannot take it', () => {
    const s = ready('thief');
    setMarket(s, 'gizeh', { slots: ['wanderingThief', 'harp', null, null] });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'thief' }).state;
    expect(nefertiti.legalActions(st, 0)).not.toContainEqual({ type: 'steal', market: 'gizeh', slot: 0 });
    const t = ready('trader');
    setPlayer(t, 0, { gifts: { necklace: 1 } });
    setMarket(t, 'gizeh', { slots: ['wanderingThief', 'harp', null, null] });
    st = nefertiti.apply(t, 0, { type: 'character', character: 'trader' }).state;
    expect(nefertiti.legalActions(st, 0)).not.toContainEqual({ type: 'tradeTake', market: 'gizeh', slot: 0 });
  });

  it('bought at a closing, it is used at once on the lowest gift of one of the other markets', () => {
    const s = fresh(4);
    setMarket(s, 'gizeh', { slots: ['necklace', 'wanderingThief', 'harp', 'mirror'], bids: [[7, 1], [5, 2]] });
    setMarket(s, 'akhetaton', { slots: ['senet', 'necklace', 'senet', 'mirror'] });
    setMarket(s, 'abousimbel', { slots: ['necklace', 'goldsmith', 'mirror', 'harp'] });
    setDeck(s, ['chair', 'harp', 'mirror', 'senet', 'akhenaton']);
    giveTurn(s, 0);
    let st = nefertiti.apply(s, 0, { type: 'place', market: 'gizeh', space: 6 }).state;
    st = nefertiti.apply(st, 1, { type: 'takeGifts', slots: [1, 2] }).state;
    expect(st.decision).toMatchObject({ k: 'wtUse', seat: 1 });
    expect(nefertiti.legalActions(st, 1)).toEqual([
      { type: 'wanderingThiefSwap', market: 'akhetaton', slot: 0 }, { type: 'wanderingThiefSwap', market: 'akhetaton', slot: 2 },
      { type: 'wanderingThiefSwap', market: 'abousimbel', slot: 3 },
    ]);
    st = nefertiti.apply(st, 1, { type: 'wanderingThiefSwap', market: 'abousimbel', slot: 3 }).state;
    expect(ids(st, st.ps[1]!.gifts)).toEqual({ harp: 2 });
    expect(slotIds(st, 'abousimbel')[3]).toBe('wanderingThief');
    expect(st.decision).toMatchObject({ k: 'bid', seat: 0 });
  });
});

describe('§7.3 Trader', () => {
  it('exchanges up to 2 gifts with the board, paying the max-value difference into that market’s reserve', () => {
    const s = ready('trader', { memphis: true });
    setPlayer(s, 0, { gifts: { harp: 1, senet: 1 } });
    setMarket(s, 'gizeh', { slots: ['necklace', 'papyrus', 'chair', 'mirror'], reserve: 0 });
    let st = nefertiti.apply(s, 0, { type: 'character', character: 'trader' }).state;
    expect(legalTypes(st, 0)).toContain('skip');
    st = nefertiti.apply(st, 0, { type: 'tradeTake', market: 'gizeh', slot: 0 }).state;
    expect(nefertiti.legalActions(st, 0)).toEqual([{ type: 'tradeGive', card: 'senet' }, { type: 'tradeGive', card: 'harp' }]);
    st = nefertiti.apply(st, 0, { type: 'tradeGive', card: 'harp' }).state;
    expect(st.ps[0]!.money).toBe(8 - 2);
    expect(st.markets[0]!.reserve).toBe(2);
    expect(slotIds(st, 'gizeh')[0]).toBe('harp');
    expect(st.markets[0]!.seal).toBe(true); // the seal stays on the slot
    // Second exchange: a Papyrus from the board brings a seal.
    st = play(st, [[0, { type: 'tradeTake', market: 'gizeh', slot: 1 }], [0, { type: 'tradeGive', card: 'senet' }]]).state;
    expect(st.ps[0]!.seals).toBe(1);
    expect(ids(st, st.ps[0]!.gifts)).toEqual({ necklace: 1, papyrus: 1 });
    expect(st.decision).toMatchObject({ k: 'turn', seat: 0, char: true });
  });
});

describe('§7.1 characters are never used on Memphis', () => {
  it('no steal, trade or money from Memphis', () => {
    const s = ready('thief', { memphis: true });
    setMarket(s, 'memphis', { slots: ['harpF1'] });
    const st = nefertiti.apply(s, 0, { type: 'character', character: 'thief' }).state;
    expect(nefertiti.legalActions(st, 0).some((a: NefertitiAction) => 'market' in a && a.market === 'memphis')).toBe(false);
  });
});
