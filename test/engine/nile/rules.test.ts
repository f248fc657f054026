import { describe, expect, it } from 'vitest';
import { nile } from '../../../engine/nile';
import { LOCUST } from '../../../engine/nile/material/cards';
import { act, deckCounts, deckTop, discard, eventIndex, eventsOf, fields, flood, floodPile, hand, handSize, legalPlants, rejects, scenario, specs, storage } from './helpers';

const plantMsg = (s: ReturnType<typeof scenario>, crops: Record<string, number>): string =>
  rejects(s, s.active, { type: 'plant', crops }, 'ILLEGAL_ACTION').message;

// ---------------------------------------------------------------------------------------------------------------------
describe('§4 turn structure', () => {
  it('act → draw 2 → next seat: flood, then payouts, then harvest (for a non-active seat too)', () => {
    const s = scenario({
      flood: 'W',
      hands: [{ PL: 1, F: 1 }, {}],
      fields: [{ L: 2 }, {}],
      deck: ['C', 'C', 'L', 'F', 'F', 'F', 'W', 'W'],
    });
    const r = act(s, 0, { type: 'speculate', cards: ['PL'] });
    // Seat 0 draws C C (step 5); seat 1's flood flips L; seat 0's PL pays 3 (F F F); then L is harvested from seat 0.
    expect(r.events.map((e) => e.type)).toEqual(['speculate', 'draw', 'turn', 'flood', 'speculationSettled', 'draw', 'harvest']);
    expect(r.events[1]).toMatchObject({ type: 'draw', seat: 0, reason: 'turn', count: 2 });
    expect(r.events[2]).toMatchObject({ type: 'turn', seat: 1 });
    expect(r.events[3]).toMatchObject({ type: 'flood', card: 'L' });
    expect(r.events[5]).toMatchObject({ type: 'draw', seat: 0, reason: 'payout', count: 3 });
    expect(r.events[6]).toMatchObject({ type: 'harvest', seat: 0, crop: 'L' });
    expect(r.state.active).toBe(1);
    expect(nile.toAct(r.state)).toEqual([1]);
    expect(flood(r.state)).toBe('L');
    expect(hand(r.state, 0)).toEqual({ C: 2, F: 4 });
    expect(fields(r.state, 0)).toEqual({ L: 1 });
    expect(storage(r.state, 0)).toEqual({ L: 1 });
    expect(specs(r.state, 0)).toEqual([]);
    expect(discard(r.state)).toEqual({ PL: 1 });
    expect(deckTop(r.state)).toEqual(['W', 'W']);
  });

  it('trades come before the plant; the plant ends the turn with a draw of exactly 2', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 2, W: 1, L: 1 }, {}], deck: ['C', 'W', 'L', 'F', 'F'] });
    const t = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'W' }, { from: 'hand', card: 'L' }] });
    expect(t.state.active).toBe(0); // still seat 0's trade step
    expect(hand(t.state, 0)).toEqual({ P: 2, C: 1 });
    const p = act(t.state, 0, { type: 'plant', crops: { P: 2 } });
    expect(hand(p.state, 0)).toEqual({ C: 1, W: 1, L: 1 });
    expect(p.state.active).toBe(1);
    expect(flood(p.state)).toBe('F');
    expect(deckTop(p.state)).toEqual(['F']);
  });

  it('a pass also draws 2 and hands over', () => {
    const s = scenario({ flood: 'F', hands: [{}, {}], deck: ['P', 'W', 'L', 'C'] });
    const r = act(s, 0, { type: 'pass' });
    expect(hand(r.state, 0)).toEqual({ P: 1, W: 1 });
    expect(r.state.active).toBe(1);
    expect(flood(r.state)).toBe('L');
  });

  it('play goes clockwise: in a 3-player game seat 2 is followed by seat 0, seat 0 by seat 1', () => {
    const s = scenario({ players: 3, active: 2, flood: 'F', deck: ['P', 'P', 'W', 'P', 'P', 'L', 'C', 'C'] });
    const a = act(s, 2, { type: 'pass' });
    expect(a.state.active).toBe(0);
    expect(eventsOf(a.events, 'turn')).toEqual([{ type: 'turn', seat: 0, turn: 2 }]);
    const b = act(a.state, 0, { type: 'pass' });
    expect(b.state.active).toBe(1);
    expect(flood(b.state)).toBe('L');
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('§5 trading', () => {
  it('Market: 2 cards from hand to the discard pile, then 1 card drawn', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 1, W: 1 }], deck: ['L', 'C'] });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'W' }] });
    expect(hand(r.state, 0)).toEqual({ L: 1 });
    expect(discard(r.state)).toEqual({ P: 1, W: 1 });
    expect(deckTop(r.state)).toEqual(['C']);
    expect(r.state.active).toBe(0);
  });

  it('payment may mix hand and storage, crops and speculation cards', () => {
    const s = scenario({ flood: 'F', hands: [{ PW: 1, L: 1 }], storage: [{ C: 2 }], deck: ['P', 'W', 'L'] });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'PW' }, { from: 'storage', card: 'C' }] });
    expect(hand(r.state, 0)).toEqual({ L: 1, P: 1 });
    expect(storage(r.state, 0)).toEqual({ C: 1 });
    expect(discard(r.state)).toEqual({ PW: 1, C: 1 });
    const r2 = act(r.state, 0, { type: 'market', pay: [{ from: 'storage', card: 'C' }, { from: 'hand', card: 'L' }] });
    expect(storage(r2.state, 0)).toEqual({});
    expect(hand(r2.state, 0)).toEqual({ P: 1, W: 1 });
    expect(discard(r2.state)).toEqual({ PW: 1, C: 2, L: 1 });
  });

  it('two cards of the same kind from the same place need two copies there', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 1 }], storage: [{ P: 1 }], deck: ['W', 'W'] });
    rejects(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'P' }] }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'market', pay: [{ from: 'storage', card: 'P' }, { from: 'storage', card: 'P' }] }, 'ILLEGAL_ACTION');
    const r = act(s, 0, { type: 'offering', pay: [{ from: 'hand', card: 'P' }, { from: 'storage', card: 'P' }] });
    expect(discard(r.state)).toEqual({ P: 2 });
  });

  it('trades are repeatable in any order while the player has 2 cards to give', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 4, W: 2 }], deck: ['L', 'C', 'L', 'C', 'L', 'C'] });
    let st = s;
    st = act(st, 0, { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'P' }] }).state; // +L
    st = act(st, 0, { type: 'offering', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'W' }] }).state; // flood C
    st = act(st, 0, { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'W' }] }).state; // +L
    expect(st.active).toBe(0);
    expect(hand(st, 0)).toEqual({ L: 2 });
    expect(flood(st)).toBe('C');
    st = act(st, 0, { type: 'market', pay: [{ from: 'hand', card: 'L' }, { from: 'hand', card: 'L' }] }).state; // +C
    expect(hand(st, 0)).toEqual({ C: 1 });
    expect(discard(st)).toEqual({ P: 4, W: 2, L: 2 });
    // One card left: no trade is possible any more.
    expect(nile.legalActions(st, 0).filter((a) => a.type === 'market' || a.type === 'offering')).toEqual([]);
  });

  it('Offering: a new flood replaces the current one, harvests again for everybody and sets a new restriction', () => {
    const s = scenario({
      flood: 'P',
      hands: [{ W: 2, P: 2, C: 1 }, {}],
      storage: [{ L: 1 }, {}],
      fields: [{ C: 2 }, { L: 2 }],
      deck: ['L', 'C', 'F'],
    });
    expect(plantMsg(s, { P: 2 })).toMatch(/flooded/);
    const r = act(s, 0, { type: 'offering', pay: [{ from: 'hand', card: 'W' }, { from: 'hand', card: 'W' }] });
    expect(flood(r.state)).toBe('L');
    expect(floodPile(r.state)).toEqual({ P: 1, L: 1 });
    expect(storage(r.state, 1)).toEqual({ L: 1 }); // seat 1 is not active and still harvests
    expect(fields(r.state, 1)).toEqual({ L: 1 });
    expect(r.state.active).toBe(0);
    // P is no longer flooded, L now is.
    expect(legalPlants(r.state)).toContain('2,0,0,0,0');
    expect(r.events.map((e) => e.type)).toEqual(['trade', 'flood', 'harvest']);
    // A second Offering, paid from hand and storage, flips C: seat 0's own castor field harvests.
    const r2 = act(r.state, 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'storage', card: 'L' }] });
    expect(flood(r2.state)).toBe('C');
    expect(storage(r2.state, 0)).toEqual({ C: 1 });
    expect(fields(r2.state, 0)).toEqual({ C: 1 });
    expect(discard(r2.state)).toEqual({ W: 2, C: 1, L: 1 });
    // C is now blocked: the reinforcement of the own castor field is not legal, P is.
    expect(legalPlants(r2.state)).toEqual(['2,0,0,0,0']);
  });

  it('trading with another player or from a field is not an action at all', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 1 }], fields: [{ W: 3 }], deck: ['L'] });
    rejects(s, 0, { type: 'market', pay: [{ from: 'field', card: 'W' }, { from: 'hand', card: 'P' }] }, 'MALFORMED_ACTION');
    rejects(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'W' }, { from: 'hand', card: 'P' }] }, 'ILLEGAL_ACTION');
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('§6 planting', () => {
  const deck = ['C', 'C', 'C', 'C', 'C', 'C'] as const;

  it('A: ≥2 cards of one crop start a new field', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 3 }], deck: [...deck] });
    const r = act(s, 0, { type: 'plant', crops: { P: 2 } });
    expect(fields(r.state, 0)).toEqual({ P: 2 });
    expect(hand(r.state, 0)).toEqual({ P: 1, C: 2 });
    expect(fields(act(s, 0, { type: 'plant', crops: { P: 3 } }).state, 0)).toEqual({ P: 3 });
    expect(plantMsg(s, { P: 1 })).toBe('two or more cards must be played');
  });

  it('B: exactly 1 + 1 of two crops, both new', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 2, W: 1 }], deck: [...deck] });
    const r = act(s, 0, { type: 'plant', crops: { P: 1, W: 1 } });
    expect(fields(r.state, 0)).toEqual({ P: 1, W: 1 });
    expect(plantMsg(s, { P: 2, W: 1 })).toBe('exactly two cards of different types, or cards of one type only');
  });

  it('B: 1 new + 1 onto the own existing field of the other crop', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 1, W: 1 }], fields: [{ W: 2 }], deck: [...deck] });
    const r = act(s, 0, { type: 'plant', crops: { P: 1, W: 1 } });
    expect(fields(r.state, 0)).toEqual({ P: 1, W: 3 });
  });

  it('B never covers three crops', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 1, W: 1, L: 1 }], deck: [...deck] });
    expect(plantMsg(s, { P: 1, W: 1, L: 1 })).toBe('exactly two cards of different types, or cards of one type only');
    expect(legalPlants(s)).toEqual(['0,1,1,0,0', '1,0,1,0,0', '1,1,0,0,0']);
  });

  it('C: any number of cards spread over own existing fields, even a single card', () => {
    const s = scenario({ flood: 'F', hands: [{ W: 3, L: 2 }], fields: [{ W: 2, L: 1 }], deck: [...deck] });
    const r = act(s, 0, { type: 'plant', crops: { W: 3, L: 1 } });
    expect(fields(r.state, 0)).toEqual({ W: 5, L: 2 });
    expect(hand(r.state, 0)).toEqual({ L: 1, C: 2 });
    expect(fields(act(s, 0, { type: 'plant', crops: { L: 1 } }).state, 0)).toEqual({ W: 2, L: 2 });
    expect(fields(act(s, 0, { type: 'plant', crops: { W: 3, L: 2 } }).state, 0)).toEqual({ W: 5, L: 3 });
  });

  it('combinations are not allowed: 3 new Papyrus + 1 Wheat onto an existing Wheat field', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 3, W: 1 }], fields: [{ W: 2 }], deck: [...deck] });
    expect(plantMsg(s, { P: 3, W: 1 })).toBe('exactly two cards of different types, or cards of one type only');
    expect(legalPlants(s)).not.toContain('3,1,0,0,0');
    // Each part alone is fine.
    expect(legalPlants(s)).toEqual(expect.arrayContaining(['3,0,0,0,0', '0,1,0,0,0', '1,1,0,0,0']));
  });

  it('no card of a flooded crop, not even onto an own existing field', () => {
    const s = scenario({ flood: 'W', hands: [{ W: 2, P: 1, L: 2 }], fields: [{ W: 2 }], deck: [...deck] });
    expect(plantMsg(s, { W: 1 })).toMatch(/flooded/);
    expect(plantMsg(s, { P: 1, W: 1 })).toMatch(/flooded/);
    expect(legalPlants(s)).toEqual(['0,0,2,0,0', '1,0,1,0,0']);
    // A speculation flood blocks both its crops.
    const t = scenario({ flood: 'PW', hands: [{ W: 2, P: 2, L: 2 }], deck: [...deck] });
    expect(plantMsg(t, { P: 2 })).toMatch(/flooded/);
    expect(plantMsg(t, { W: 2 })).toMatch(/flooded/);
    expect(legalPlants(t)).toEqual(['0,0,2,0,0']);
  });

  it('no speculation or locust card can be planted', () => {
    const s = scenario({ flood: 'F', hands: [{ PW: 1, WL: 1 }], deck: [...deck] });
    rejects(s, 0, { type: 'plant', crops: { PW: 1 } }, 'MALFORMED_ACTION');
    rejects(s, 0, { type: 'plant', crops: { X: 1 } }, 'MALFORMED_ACTION');
    expect(legalPlants(s)).toEqual([]);
  });

  it('the cards must be in hand', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 2 }], deck: [...deck] });
    plantMsg(s, { P: 3 });
    plantMsg(s, { W: 2 });
  });

  it('taking over: strictly more cards than the opponent field; the beaten field goes to the discard pile', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 4 }, {}], fields: [{}, { P: 2 }], storage: [{}, { W: 1 }], deck: [...deck] });
    expect(plantMsg(s, { P: 2 })).toBe('an opponent has a field of equal or greater size already');
    expect(legalPlants(s)).toEqual(['3,0,0,0,0', '4,0,0,0,0']);
    const r = act(s, 0, { type: 'plant', crops: { P: 3 } });
    expect(fields(r.state, 0)).toEqual({ P: 3 });
    expect(fields(r.state, 1)).toEqual({});
    expect(storage(r.state, 1)).toEqual({ W: 1 });
    expect(discard(r.state)).toEqual({ P: 2 });
    expect(eventsOf(r.events, 'takeover')).toEqual([{ type: 'takeover', seat: 0, from: 1, crop: 'P', count: 2 }]);
  });

  it('a 1-card new field (pattern B) never beats an existing field', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 1, W: 1 }, {}], fields: [{}, { P: 1 }], deck: [...deck] });
    expect(plantMsg(s, { P: 1, W: 1 })).toBe('an opponent has a field of equal or greater size already');
    expect(legalPlants(s)).toEqual([]);
  });

  it('the take-over check counts the cards of that crop played this turn, in a 3-player game too', () => {
    const s = scenario({ players: 3, flood: 'F', hands: [{ L: 3 }, {}, {}], fields: [{}, {}, { L: 3 }], deck: [...deck] });
    expect(plantMsg(s, { L: 3 })).toBe('an opponent has a field of equal or greater size already');
    const t = scenario({ players: 3, flood: 'F', hands: [{ L: 4 }, {}, {}], fields: [{}, {}, { L: 3 }], deck: [...deck] });
    const r = act(t, 0, { type: 'plant', crops: { L: 4 } });
    expect(r.state.fields.map((f) => f[2])).toEqual([4, 0, 0]);
    expect(discard(r.state)).toEqual({ L: 3 });
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('§7 speculation', () => {
  const specMsg = (s: ReturnType<typeof scenario>, cards: string[]): string =>
    rejects(s, s.active, { type: 'speculate', cards }, 'ILLEGAL_ACTION').message;

  it('a card showing any flooded crop is blocked (crop and speculation floods)', () => {
    const s = scenario({ flood: 'P', hands: [{ PW: 1, WL: 1, LC: 1 }], deck: ['F', 'F', 'F'] });
    specMsg(s, ['PW']);
    specMsg(s, ['PW', 'WL']);
    const spec = nile.legalActions(s, 0).filter((a) => a.type === 'speculate');
    expect(spec).toEqual([
      { type: 'speculate', cards: ['WL'] },
      { type: 'speculate', cards: ['WL', 'LC'] },
      { type: 'speculate', cards: ['LC'] },
    ]);
    const t = scenario({ flood: 'PW', hands: [{ PL: 1, WC: 1, LC: 1 }], deck: ['F', 'F', 'F'] });
    specMsg(t, ['PL']);
    specMsg(t, ['WC']);
    expect(eventsOf(act(t, 0, { type: 'speculate', cards: ['LC'] }).events, 'speculate')).toEqual([{ type: 'speculate', seat: 0, cards: ['LC'] }]);
  });

  it('the cards must be in hand', () => {
    const s = scenario({ flood: 'F', hands: [{ PW: 1 }], deck: ['F', 'F', 'F'] });
    specMsg(s, ['WL']);
    specMsg(s, ['PW', 'WL']);
  });

  /** Seat 0 speculates with `cards`, draws C C, and seat 1's flood is `next`; the deck then holds `payout`. */
  function settle(cards: string[], next: string, payoutCards = ['P', 'W', 'L', 'C', 'F', 'P', 'W']) {
    const hands = [Object.fromEntries(cards.map((c) => [c, 1]))];
    const s = scenario({ flood: 'F', hands, deck: ['C', 'C', next, ...payoutCards] as never });
    return act(s, 0, { type: 'speculate', cards } as never);
  }

  it('one successful card pays 3 cards, at the next flood', () => {
    const r = settle(['WL'], 'W');
    expect(hand(r.state, 0)).toEqual({ C: 2, P: 1, W: 1, L: 1 });
    expect(eventsOf(r.events, 'speculationSettled')).toEqual([{ type: 'speculationSettled', seat: 0, cards: ['WL'], won: ['WL'], payout: 3 }]);
    expect(discard(r.state)).toEqual({ WL: 1 });
  });

  it('both cards successful pay 6: P/L + W/C against the flood P/W', () => {
    const r = settle(['PL', 'WC'], 'PW');
    expect(hand(r.state, 0)).toEqual({ C: 3, P: 2, W: 1, L: 1, F: 1 });
    expect(handSize(r.state, 0)).toBe(2 + 6);
    expect(discard(r.state)).toEqual({ PL: 1, WC: 1 });
  });

  it('both cards successful pay 6: P/L + P/C against the flood Papyrus', () => {
    const r = settle(['PL', 'PC'], 'P');
    expect(handSize(r.state, 0)).toBe(8);
    expect(specs(r.state, 0)).toEqual([]);
  });

  it('one card out of two successful pays 3, and both are discarded', () => {
    const r = settle(['PL', 'WC'], 'L');
    expect(handSize(r.state, 0)).toBe(5);
    expect(discard(r.state)).toEqual({ PL: 1, WC: 1 });
  });

  it('a failed speculation pays nothing and is discarded', () => {
    const r = settle(['LC'], 'P');
    expect(hand(r.state, 0)).toEqual({ C: 2 });
    expect(discard(r.state)).toEqual({ LC: 1 });
    expect(eventsOf(r.events, 'speculationSettled')).toEqual([{ type: 'speculationSettled', seat: 0, cards: ['LC'], won: [], payout: 0 }]);
    expect(deckTop(r.state)[0]).toBe('P');
  });

  it('the speculator collects during the next player\'s turn; the speculation card is not a field', () => {
    const s = scenario({ flood: 'F', hands: [{ WL: 1 }, { P: 1 }], deck: ['C', 'C', 'W', 'P', 'P', 'P'] });
    const a = act(s, 0, { type: 'speculate', cards: ['WL'] });
    // Between the turns the card lies in front of seat 0, not in a field.
    expect(fields(a.state, 0)).toEqual({});
    expect(a.state.active).toBe(1);
    expect(hand(a.state, 0)).toEqual({ C: 2, P: 3 });
    expect(hand(a.state, 1)).toEqual({ P: 1 });
    expect(eventsOf(a.events, 'harvest')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('§8 the Plague of Locusts', () => {
  it('at the flood step: resolved, then a replacement flood flipped; the locust floods nothing', () => {
    const s = scenario({
      flood: 'F',
      fields: [{ W: 1 }, { C: 3 }],
      deck: ['L', 'L', 'X', 'W', 'P'],
    });
    const r = act(s, 0, { type: 'pass' });
    expect(flood(r.state)).toBe('W');
    expect(fields(r.state, 1)).toEqual({});
    expect(storage(r.state, 0)).toEqual({ W: 1 }); // the replacement harvests
    expect(discard(r.state)).toEqual({ C: 3, X: 1 });
    expect(floodPile(r.state)).toEqual({ F: 1, W: 1 });
    expect(r.state.locustStrikes).toBe(1);
    const types = r.events.map((e) => e.type);
    expect(types.slice(types.indexOf('turn'))).toEqual(['turn', 'locustDrawn', 'locust', 'flood', 'harvest']);
    expect(eventsOf(r.events, 'locustDrawn')).toEqual([{ type: 'locustDrawn', seat: 1, context: 'flood' }]);
  });

  it('at the flood step the locust resolves BEFORE the replacement, so it can wipe the field about to harvest', () => {
    const s = scenario({ flood: 'F', fields: [{ L: 1 }, { W: 3 }], deck: ['L', 'L', 'X', 'W', 'P'] });
    const r = act(s, 0, { type: 'pass' });
    expect(flood(r.state)).toBe('W');
    expect(storage(r.state, 1)).toEqual({});
    expect(fields(r.state, 1)).toEqual({});
    expect(fields(r.state, 0)).toEqual({ L: 1 });
  });

  it('ties: every field of the largest size dies, across players and crops', () => {
    const s = scenario({
      players: 3,
      flood: 'F',
      fields: [{ P: 3, L: 1 }, { W: 3, C: 2 }, { F: 3 }],
      deck: ['X', 'P', 'P', 'P'],
      hands: [{ C: 2 }],
    });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(fields(r.state, 0)).toEqual({ L: 1 });
    expect(fields(r.state, 1)).toEqual({ C: 2 });
    expect(fields(r.state, 2)).toEqual({});
    expect(discard(r.state)).toEqual({ P: 3, W: 3, F: 3, C: 2, X: 1 });
    expect(eventsOf(r.events, 'locust')[0]).toEqual({
      type: 'locust',
      discarded: [
        { seat: 0, crop: 'P', count: 3 },
        { seat: 1, crop: 'W', count: 3 },
        { seat: 2, crop: 'F', count: 3 },
      ],
    });
  });

  it('with no field on the table nothing happens but the locust goes to the discard pile', () => {
    const s = scenario({ flood: 'F', hands: [{ C: 2 }], deck: ['X', 'P', 'P'] });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(eventsOf(r.events, 'locust')).toEqual([{ type: 'locust', discarded: [] }]);
    expect(discard(r.state)).toEqual({ C: 2, X: 1 });
    expect(hand(r.state, 0)).toEqual({ P: 1 });
  });

  it('in the draw step: replaced, and resolved after the whole draw; pending speculation is untouched', () => {
    const s = scenario({
      flood: 'F',
      hands: [{ PL: 1 }],
      fields: [{ C: 2 }, { W: 1 }],
      deck: ['X', 'P', 'W', 'L', 'F', 'F', 'F'],
    });
    const r = act(s, 0, { type: 'speculate', cards: ['PL'] });
    const i = (t: string) => eventIndex(r.events, (e) => e.type === t);
    expect(i('locustDrawn')).toBeLessThan(i('draw'));
    expect(i('draw')).toBeLessThan(i('locust'));
    expect(r.events[i('draw')]).toMatchObject({ seat: 0, reason: 'turn', count: 2, cards: ['P', 'W'] });
    expect(eventsOf(r.events, 'locust')[0]).toEqual({ type: 'locust', discarded: [{ seat: 0, crop: 'C', count: 2 }] });
    // The speculation survived the locust and then paid out at seat 1's flood (L).
    expect(eventsOf(r.events, 'speculationSettled')[0]).toMatchObject({ seat: 0, won: ['PL'], payout: 3 });
    expect(hand(r.state, 0)).toEqual({ P: 1, W: 1, F: 3 });
    expect(fields(r.state, 1)).toEqual({ W: 1 });
  });

  it('a locust flipped at the flood does not settle speculation: the replacement does', () => {
    const s = scenario({ flood: 'F', hands: [{ PL: 1 }], deck: ['W', 'W', 'X', 'P', 'C', 'C', 'C'] });
    const r = act(s, 0, { type: 'speculate', cards: ['PL'] });
    expect(eventsOf(r.events, 'speculationSettled')).toEqual([{ type: 'speculationSettled', seat: 0, cards: ['PL'], won: ['PL'], payout: 3 }]);
    expect(hand(r.state, 0)).toEqual({ W: 2, C: 3 });
    expect(flood(r.state)).toBe('P');
  });

  it('during a speculation payout: the payout is completed with a replacement, then the locust, then the harvest', () => {
    // Seat 1's lettuce field is the largest: the payout locust wipes it before the L flood can harvest it.
    const s = scenario({ flood: 'F', hands: [{ PL: 1 }], fields: [{ W: 1 }, { L: 2 }], deck: ['W', 'W', 'L', 'C', 'X', 'C', 'F', 'P'] });
    const r = act(s, 0, { type: 'speculate', cards: ['PL'] });
    expect(hand(r.state, 0)).toEqual({ W: 2, C: 2, F: 1 });
    const order = r.events.slice(r.events.findIndex((e) => e.type === 'flood')).map((e) => e.type);
    expect(order).toEqual(['flood', 'speculationSettled', 'locustDrawn', 'draw', 'locust']);
    expect(discard(r.state)).toEqual({ PL: 1, X: 1, L: 2 });
    expect(fields(r.state, 0)).toEqual({ W: 1 });
    expect(fields(r.state, 1)).toEqual({});
    expect(storage(r.state, 1)).toEqual({});
  });

  it('in the Market: the card is replaced, then the locust resolves, and trading may go on', () => {
    const s = scenario({ flood: 'F', hands: [{ C: 4 }], fields: [{}, { W: 2 }], deck: ['X', 'P', 'L'] });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(hand(r.state, 0)).toEqual({ C: 2, P: 1 });
    expect(fields(r.state, 1)).toEqual({});
    expect(r.state.active).toBe(0);
    const r2 = act(r.state, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(hand(r2.state, 0)).toEqual({ P: 1, L: 1 });
  });

  it.each([
    ['the flood step', { deck: ['C', 'C', 'X', 'F', 'F'] }, { type: 'pass' }],
    ['the draw step', { deck: ['X', 'C', 'C', 'F', 'F'] }, { type: 'pass' }],
    ['the Market', { hands: [{ C: 2 }, {}], deck: ['X', 'C', 'F'] }, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] }],
    ['an Offering', { hands: [{ C: 2 }, {}], deck: ['X', 'F', 'F'] }, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] }],
    ['a speculation payout', { hands: [{ PC: 1 }, {}], deck: ['C', 'C', 'C', 'X', 'C', 'C', 'C', 'F'] }, { type: 'speculate', cards: ['PC'] }],
  ] as const)('ties die together whatever the drawing context: %s', (_name, spec, action) => {
    const s = scenario({ flood: 'F', fields: [{ P: 2, W: 1 }, { L: 2 }], ...(spec as object) } as never);
    const r = act(s, 0, action as never);
    expect(eventsOf(r.events, 'locust')).toEqual([
      { type: 'locust', discarded: [{ seat: 0, crop: 'P', count: 2 }, { seat: 1, crop: 'L', count: 2 }] },
    ]);
    expect(fields(r.state, 0)).toEqual({ W: 1 });
    expect(fields(r.state, 1)).toEqual({});
    expect(discard(r.state)).toMatchObject({ P: 2, L: 2, X: 1 });
  });

  it('an Offering that flips the locust resolves it and flips a replacement', () => {
    const s = scenario({ flood: 'F', hands: [{ C: 2 }], fields: [{ L: 2 }, { P: 3 }], deck: ['X', 'L', 'W'] });
    const r = act(s, 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(flood(r.state)).toBe('L');
    expect(fields(r.state, 1)).toEqual({});
    expect(storage(r.state, 0)).toEqual({ L: 1 });
    expect(fields(r.state, 0)).toEqual({ L: 1 });
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('§9 deck rebuild', () => {
  it('the new deck is the discard pile + the whole flood pile + the locust; other zones stay', () => {
    const s = scenario({
      flood: 'L',
      floodPile: { C: 2 },
      discard: { P: 3, X: 1 },
      hands: [{ F: 2, L: 2, PL: 1 }, { W: 1 }],
      storage: [{ W: 1 }],
      fields: [{}, { P: 1 }],
      deck: ['W'],
      reshufflesLeft: 1,
    });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'F' }, { from: 'hand', card: 'F' }] });
    expect(hand(r.state, 0)).toEqual({ L: 2, PL: 1, W: 1 });
    expect(deckCounts(r.state)).toEqual({ P: 3, F: 2, C: 2, L: 1, X: 1 });
    expect(discard(r.state)).toEqual({});
    expect(floodPile(r.state)).toEqual({});
    expect(r.state.reshufflesLeft).toBe(0);
    expect(eventsOf(r.events, 'rebuild')).toEqual([{ type: 'rebuild', deckSize: 9, reshufflesLeft: 0 }]);
    expect(storage(r.state, 0)).toEqual({ W: 1 });
    expect(fields(r.state, 1)).toEqual({ P: 1 });
    expect(hand(r.state, 1)).toEqual({ W: 1 });
  });

  it('the current flood\'s restriction stays in force after its card is shuffled in, until the next reveal', () => {
    const s = scenario({ flood: 'L', discard: { P: 3 }, hands: [{ F: 2, L: 2, PL: 1, C: 2 }], deck: ['W'], reshufflesLeft: 1 });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'F' }, { from: 'hand', card: 'F' }] });
    expect(deckCounts(r.state).L).toBe(1);
    expect(r.state.floodOnPile).toBe(false);
    expect(flood(r.state)).toBe('L');
    expect(plantMsg(r.state, { L: 2 })).toMatch(/flooded/);
    rejects(r.state, 0, { type: 'speculate', cards: ['PL'] }, 'ILLEGAL_ACTION');
    expect(legalPlants(r.state)).toEqual(['0,0,0,2,0', '0,1,0,1,0']);
    // The next reveal replaces it (the rebuilt deck holds P P P F F L: L is plantable again unless L comes up).
    const o = act(r.state, 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    const now = flood(o.state)!;
    expect(['P', 'F', 'L']).toContain(now);
    expect(o.state.floodOnPile).toBe(true);
    expect(floodPile(o.state)).toEqual({ [now]: 1 });
    expect(legalPlants(o.state).includes('0,0,2,0,0')).toBe(now !== 'L');
  });

  it('eager: the deck is rebuilt the moment it runs out, in the middle of a draw, and the draw goes on', () => {
    const s = scenario({ flood: 'P', discard: { P: 3 }, deck: ['W'], reshufflesLeft: 1 });
    const r = act(s, 0, { type: 'pass' });
    // Rebuilt deck: P P P + the flood P. Seat 0 draws W then P; seat 1's flood is P.
    expect(hand(r.state, 0)).toEqual({ W: 1, P: 1 });
    expect(flood(r.state)).toBe('P');
    expect(deckCounts(r.state)).toEqual({ P: 2 });
    expect(r.state.reshufflesLeft).toBe(0);
    expect(r.state.over).toBe(false);
  });

  it('the flood card that empties the deck lies on the flood pile before the rebuild: shuffled in, it still harvests (§9)', () => {
    const s = scenario({ flood: 'L', discard: { P: 3 }, fields: [{ W: 2 }, {}], deck: ['C', 'C', 'W'], reshufflesLeft: 1 });
    const r = act(s, 0, { type: 'pass' });
    expect(flood(r.state)).toBe('W');
    // §9: the discard pile and the whole flood pile, the current flood card included (more in rebuild-bga.test.ts).
    expect(deckCounts(r.state)).toEqual({ P: 3, L: 1, W: 1 });
    expect(floodPile(r.state)).toEqual({});
    expect(r.state.floodOnPile).toBe(false);
    expect(storage(r.state, 0)).toEqual({ W: 1 });
    expect(r.state.over).toBe(false);
  });

  it('ASSUMPTION (§9): a rebuild that comes up empty ends the game', () => {
    // keepCurrentFlood keeps the only flood card in place and the discard pile is empty: nothing to shuffle.
    const s = scenario({ flood: 'L', deck: ['W'], reshufflesLeft: 1, options: { keepCurrentFlood: true } });
    const r = act(s, 0, { type: 'pass' });
    expect(hand(r.state, 0)).toEqual({ W: 1 });
    expect(eventsOf(r.events, 'rebuild')).toEqual([{ type: 'rebuild', deckSize: 0, reshufflesLeft: 0 }]);
    expect(r.state.over).toBe(true);
  });

  it('N players: N − 1 reshuffles, N passes through the deck, one locust strike per pass', () => {
    for (const players of [2, 3, 4, 5]) {
      let s = nile.setup({ players, seed: `passes-${players}` });
      expect(s.reshufflesLeft).toBe(players - 1);
      let rebuilds = 0;
      while (!s.over) {
        const r = nile.apply(s, s.active, { type: 'pass' });
        rebuilds += eventsOf(r.events, 'rebuild').length;
        s = r.state;
      }
      expect(rebuilds).toBe(players - 1);
      expect(s.reshufflesLeft).toBe(0);
      expect(s.deck).toEqual([]);
      expect(s.locustStrikes).toBe(players);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('§9 game end', () => {
  it('the last card of the final pass, drawn in the draw step: the draw stops short and the game ends', () => {
    const s = scenario({ flood: 'F', hands: [{}, {}], deck: ['W'], reshufflesLeft: 0 });
    const r = act(s, 0, { type: 'pass' });
    expect(hand(r.state, 0)).toEqual({ W: 1 });
    expect(r.state.over).toBe(true);
    expect(nile.toAct(r.state)).toEqual([]);
    expect(eventsOf(r.events, 'turn')).toEqual([]);
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', reason: 'deckExhausted' });
    expect(nile.outcome(r.state)).not.toBeNull();
    expect(nile.outcome(s)).toBeNull();
  });

  it('the last card taken by exactly the second card of the draw also ends the game', () => {
    const s = scenario({ flood: 'F', deck: ['W', 'L'], reshufflesLeft: 0 });
    const r = act(s, 0, { type: 'pass' });
    expect(hand(r.state, 0)).toEqual({ W: 1, L: 1 });
    expect(r.state.over).toBe(true);
  });

  it('with cards left or reshuffles left the game goes on', () => {
    expect(act(scenario({ flood: 'F', deck: ['W', 'L', 'C', 'P'], reshufflesLeft: 0 }), 0, { type: 'pass' }).state.over).toBe(false);
    // The final flood of seat 1 takes the last card: see the next test.
    expect(act(scenario({ flood: 'F', deck: ['W', 'L'], discard: { C: 2 }, reshufflesLeft: 1 }), 0, { type: 'pass' }).state.over).toBe(false);
  });

  it('a final flood card still harvests (and nothing follows)', () => {
    const s = scenario({ flood: 'F', fields: [{ W: 2 }, { L: 1 }], deck: ['C', 'C', 'W'], reshufflesLeft: 0 });
    const r = act(s, 0, { type: 'pass' });
    expect(flood(r.state)).toBe('W');
    expect(storage(r.state, 0)).toEqual({ W: 1 });
    expect(r.state.over).toBe(true);
    expect(nile.legalActions(r.state, 1)).toEqual([]);
    expect(r.events.map((e) => e.type).slice(-4)).toEqual(['turn', 'flood', 'harvest', 'gameOver']);
  });

  it('a Market that takes the last card ends the game after that step', () => {
    const s = scenario({ flood: 'F', hands: [{ C: 4 }], deck: ['W'], reshufflesLeft: 0 });
    const r = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(hand(r.state, 0)).toEqual({ C: 2, W: 1 });
    expect(r.state.over).toBe(true);
    expect(nile.legalActions(r.state, 0)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('§3 setup', () => {
  it('5 cards each, the locust never in an opening hand, deck 91 − 5N, N − 1 reshuffles', () => {
    for (const players of [2, 3, 4, 5]) {
      for (let i = 0; i < 150; i++) {
        const s = nile.setup({ players, seed: `setup-${i}` });
        for (const h of s.hands) {
          expect(h.reduce((a, b) => a + b, 0)).toBe(5);
          expect(h[LOCUST]).toBe(0);
        }
        // The first player's flood step has flipped exactly one flood card (a locust flipped first lies on the discard).
        const floodCards = s.floodPile.reduce((a, b) => a + b, 0);
        expect(floodCards).toBe(1);
        expect(s.floodOnPile).toBe(true);
        const discarded = s.discard.reduce((a, b) => a + b, 0);
        expect(discarded).toBe(s.discard[LOCUST]);
        expect(s.deck.length + floodCards + discarded).toBe(91 - 5 * players);
        expect(s.deck.filter((c) => c === LOCUST).length + s.discard[LOCUST]!).toBe(1);
        expect(s.reshufflesLeft).toBe(players - 1);
        expect(s.storage.flat().every((n) => n === 0)).toBe(true);
        expect(s.fields.flat().every((n) => n === 0)).toBe(true);
        expect(s.turn).toBe(1);
      }
    }
  });

  it('the locust lies anywhere in the deck (it was shuffled in after the deal)', () => {
    const positions = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const s = nile.setup({ players: 2, seed: `loc-${i}` });
      const at = s.deck.indexOf(LOCUST);
      if (at >= 0) positions.add(Math.floor((at / s.deck.length) * 4));
    }
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it('the first player is random, deterministic from the seed, and firstPlayer forces it', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 60; i++) firsts.add(nile.setup({ players: 4, seed: `first-${i}` }).active);
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    for (let i = 0; i < 10; i++) {
      expect(nile.setup({ players: 3, seed: `det-${i}` })).toEqual(nile.setup({ players: 3, seed: `det-${i}` }));
    }
    for (let seat = 0; seat < 5; seat++) {
      const s = nile.setup({ players: 5, seed: 'x', options: { firstPlayer: seat } });
      expect(s.active).toBe(seat);
      expect(nile.toAct(s)).toEqual([seat]);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------------
describe('the worked play example of the Japanese seed (プレイの例), 自分 = seat 0, 相手 = seat 1', () => {
  it('runs step by step', () => {
    // Turn 1 (自分): the flood step has flipped 亜麻 (F); no field exists so nothing is harvested.
    let s = scenario({
      flood: 'F',
      hands: [{ C: 2, P: 1, W: 1, L: 1 }, { P: 2, W: 1, C: 1, L: 1 }],
      deck: [
        'P', 'F', //                T1 draw (自分)
        'F', 'W', 'W', //           T2 flood, draw (相手)
        'F', 'P', 'F', //           T3 flood, draw
        'L', 'C', 'C', //           T4
        'L', 'L', 'L', //           T5
        'L', 'F', 'F', //           T6
        'L', 'W', 'W', //           T7
        'CF', 'W', 'W', //          T8
        'C', 'L', 'PL', //          T9
        'F', 'L', 'L', //           T10
        'P', 'C', 'C', //           T11
        'P', 'W', 'W', //           T12
        'C', 'X', 'W', 'W', //      T13 (the locust in the draw)
        'P', 'P', 'P', 'P', //      T14 flood, payout
        'L', 'L',
      ],
    });
    // 自分 passes the trade step and plants キャスター ×2.
    let r = act(s, 0, { type: 'plant', crops: { C: 2 } });
    s = r.state;
    expect(fields(s, 0)).toEqual({ C: 2 });
    // T2 (相手): 亜麻 again; nobody has flax, no harvest. 相手 plants パピルス ×2.
    expect(flood(s)).toBe('F');
    expect(eventsOf(r.events, 'harvest')).toEqual([]);
    r = act(s, 1, { type: 'plant', crops: { P: 2 } });
    s = r.state;
    expect(fields(s, 1)).toEqual({ P: 2 });
    // T3 (自分): flood 亜麻. Papyrus needs ≥3 cards (only 2 in hand), flax is flooded: only 麦 + レタス can be planted.
    expect(flood(s)).toBe('F');
    expect(hand(s, 0)).toEqual({ P: 2, W: 1, L: 1, F: 1 });
    expect(plantMsg(s, { P: 2 })).toBe('an opponent has a field of equal or greater size already');
    expect(plantMsg(s, { F: 1 })).toMatch(/flooded/);
    expect(legalPlants(s)).toEqual(['0,1,1,0,0']);
    s = act(s, 0, { type: 'plant', crops: { W: 1, L: 1 } }).state;
    // T4 (相手): レタス flooded: 自分 harvests its lettuce into storage; the field is gone.
    expect(flood(s)).toBe('L');
    expect(storage(s, 0)).toEqual({ L: 1 });
    expect(fields(s, 0)).toEqual({ C: 2, W: 1 });
    s = act(s, 1, { type: 'pass' }).state;
    // ゲームが進み: T5 自分 plants flax, T6 相手 passes.
    s = act(s, 0, { type: 'plant', crops: { F: 2 } }).state;
    s = act(s, 1, { type: 'pass' }).state;
    // T7 (自分): 3 パピルス beat the opponent's 2; its papyrus goes to the discard pile.
    expect(hand(s, 0)).toEqual({ P: 3, L: 2 });
    r = act(s, 0, { type: 'plant', crops: { P: 3 } });
    s = r.state;
    expect(fields(s, 1)).toEqual({});
    expect(discard(s)).toEqual({ P: 2 });
    expect(storage(s, 1)).toEqual({});
    // T8 (相手): the speculation card 亜麻&キャスター is the flood: 自分 harvests one flax and one castor.
    expect(flood(s)).toBe('CF');
    expect(fields(s, 0)).toEqual({ P: 3, W: 1, C: 1, F: 1 });
    expect(storage(s, 0)).toEqual({ L: 1, C: 1, F: 1 });
    s = act(s, 1, { type: 'pass' }).state;
    // ゲームが進み: T9 自分 plants lettuce, T10 相手 castor, T11 自分 passes, T12 相手 flax.
    expect(flood(s)).toBe('C');
    s = act(s, 0, { type: 'plant', crops: { L: 2 } }).state;
    expect(flood(s)).toBe('F');
    s = act(s, 1, { type: 'plant', crops: { C: 3 } }).state;
    expect(flood(s)).toBe('P');
    s = act(s, 0, { type: 'pass' }).state;
    expect(flood(s)).toBe('P');
    s = act(s, 1, { type: 'plant', crops: { F: 2 } }).state;
    // T13 (自分): flood キャスター. Fields: 自分 P1 W1 L2, 相手 C2 F2. 自分 speculates パピルス&レタス.
    expect(flood(s)).toBe('C');
    expect(fields(s, 0)).toEqual({ P: 1, W: 1, L: 2 });
    expect(fields(s, 1)).toEqual({ C: 2, F: 2 });
    const handBefore = hand(s, 0);
    expect(handBefore).toEqual({ W: 2, L: 1, C: 2, PL: 1 });
    r = act(s, 0, { type: 'speculate', cards: ['PL'] });
    s = r.state;
    // The draw step turns up the locust: every field of 2 dies (自分's lettuce, 相手's castor and flax): 更地.
    expect(eventsOf(r.events, 'locust')[0]).toEqual({
      type: 'locust',
      discarded: [
        { seat: 0, crop: 'L', count: 2 },
        { seat: 1, crop: 'C', count: 2 },
        { seat: 1, crop: 'F', count: 2 },
      ],
    });
    expect(fields(s, 1)).toEqual({});
    // T14 (相手): パピルス is flooded: the speculation succeeds, 自分 draws 3 cards and discards it; then papyrus harvests.
    expect(flood(s)).toBe('P');
    expect(eventsOf(r.events, 'speculationSettled')).toEqual([{ type: 'speculationSettled', seat: 0, cards: ['PL'], won: ['PL'], payout: 3 }]);
    // Default (S1, BGA code): the locust drawn at T13 was replaced (W W), and the payout gave P P P.
    expect(hand(s, 0)).toEqual({ W: 4, L: 1, C: 2, P: 3 });
    expect(specs(s, 0)).toEqual([]);
    expect(discard(s)).toMatchObject({ PL: 1, X: 1 });
    expect(fields(s, 0)).toEqual({ W: 1 });
    expect(storage(s, 0)).toEqual({ L: 1, C: 2, F: 2, P: 3 });
    expect(s.active).toBe(1);
  });
});
