import { describe, expect, it } from 'vitest';
import { nile } from '../../../engine/nile';
import { act, deckCounts, discard, eventsOf, fields, flood, floodPile, hand, handSize, legalPlants, rejects, scenario, specs, storage } from './helpers';

const pay2 = (a: string, b: string, from: 'hand' | 'storage' = 'hand') => [
  { from, card: a },
  { from, card: b },
];
const offering = (a: string, b: string) => ({ type: 'offering', pay: pay2(a, b) }) as const;
const market = (a: string, b: string) => ({ type: 'market', pay: pay2(a, b) }) as const;

describe('spec §13 edge cases and rulings', () => {
  it('§13.1 a speculation card as the flood: both crops harvest (two players), both are blocked, a pending card showing either crop succeeds', () => {
    const s = scenario({
      players: 3,
      flood: 'F',
      hands: [{ PC: 1, WL: 1 }, { P: 2, W: 2, L: 2, PL: 1, WC: 1, LC: 1 }, {}],
      fields: [{}, { P: 2 }, { W: 3 }],
      deck: ['C', 'C', 'PW', 'F', 'F', 'F', 'L', 'L', 'L', 'C'],
    });
    const r = act(s, 0, { type: 'speculate', cards: ['PC', 'WL'] });
    expect(flood(r.state)).toBe('PW');
    // PC shows papyrus, WL shows wheat: both succeed, 3 cards each.
    expect(eventsOf(r.events, 'speculationSettled')).toEqual([
      { type: 'speculationSettled', seat: 0, cards: ['PC', 'WL'], won: ['PC', 'WL'], payout: 6 },
    ]);
    expect(hand(r.state, 0)).toEqual({ C: 2, F: 3, L: 3 });
    // Papyrus harvests for seat 1 (active), wheat for seat 2 (not active).
    expect(storage(r.state, 1)).toEqual({ P: 1 });
    expect(storage(r.state, 2)).toEqual({ W: 1 });
    expect(fields(r.state, 1)).toEqual({ P: 1 });
    expect(fields(r.state, 2)).toEqual({ W: 2 });
    // Seat 1 may plant neither crop (not even on its own papyrus field) nor play a card showing either.
    expect(legalPlants(r.state)).toEqual(['0,0,2,0,0']);
    rejects(r.state, 1, { type: 'plant', crops: { P: 1 } }, 'ILLEGAL_ACTION');
    rejects(r.state, 1, { type: 'speculate', cards: ['PL'] }, 'ILLEGAL_ACTION');
    rejects(r.state, 1, { type: 'speculate', cards: ['WC'] }, 'ILLEGAL_ACTION');
    expect(nile.legalActions(r.state, 1).filter((a) => a.type === 'speculate')).toEqual([{ type: 'speculate', cards: ['LC'] }]);
  });

  it('§13.2 the locust as the flood: resolve, then flip a replacement that settles speculation; BGA burn under bgaFloodBurn', () => {
    const spec = {
      flood: 'F' as const,
      hands: [{ WL: 1 }, {}],
      fields: [{ W: 1 }, { C: 3 }],
      deck: ['P', 'P', 'X', 'L', 'W', 'F', 'F', 'F', 'C'] as const,
    };
    const d = act(scenario({ ...spec, deck: [...spec.deck] }), 0, { type: 'speculate', cards: ['WL'] });
    expect(fields(d.state, 1)).toEqual({});
    expect(flood(d.state)).toBe('L');
    expect(eventsOf(d.events, 'speculationSettled')[0]).toMatchObject({ won: ['WL'], payout: 3 });
    expect(hand(d.state, 0)).toEqual({ P: 2, W: 1, F: 2 });
    expect(floodPile(d.state)).toEqual({ F: 1, L: 1 });
    expect(storage(d.state, 0)).toEqual({});
    expect(eventsOf(d.events, 'floodBurned')).toEqual([]);

    // BGA: after the locust one card (L) is burned face down onto the flood pile, unseen, and ANOTHER is flipped (W).
    const b = act(scenario({ ...spec, deck: [...spec.deck], options: { bgaFloodBurn: true } }), 0, { type: 'speculate', cards: ['WL'] });
    expect(flood(b.state)).toBe('W');
    expect(floodPile(b.state)).toEqual({ F: 1, L: 1, W: 1 });
    expect(eventsOf(b.events, 'floodBurned')).toEqual([{ type: 'floodBurned', seat: 1 }]);
    expect(eventsOf(b.events, 'flood')).toEqual([{ type: 'flood', card: 'W', seat: 1 }]);
    expect(hand(b.state, 0)).toEqual({ P: 2, F: 3 });
    expect(storage(b.state, 0)).toEqual({ W: 1 }); // the real flood W harvests; the burned L harvested nothing
    expect(JSON.stringify(b.events)).not.toContain('"L"');
  });

  it('§13.3 a locust drawn during a payout: payout completed with a replacement, speculation discarded, locust, then harvest', () => {
    const s = scenario({
      flood: 'F',
      hands: [{ PL: 1 }, {}],
      fields: [{ W: 3 }, { P: 1 }],
      deck: ['C', 'C', 'P', 'L', 'X', 'L', 'L', 'F'],
    });
    const r = act(s, 0, { type: 'speculate', cards: ['PL'] });
    expect(hand(r.state, 0)).toEqual({ C: 2, L: 3 });
    const tail = r.events.slice(r.events.findIndex((e) => e.type === 'flood')).map((e) => e.type);
    expect(tail).toEqual(['flood', 'speculationSettled', 'locustDrawn', 'draw', 'locust', 'harvest']);
    expect(specs(r.state, 0)).toEqual([]);
    expect(discard(r.state)).toEqual({ PL: 1, X: 1, W: 3 });
    // The harvest was not lost (the pre-2022 BGA bug): seat 1's papyrus harvests after the locust.
    expect(storage(r.state, 1)).toEqual({ P: 1 });
    expect(fields(r.state, 0)).toEqual({});
    expect(flood(r.state)).toBe('P');
    expect(nile.toAct(r.state)).toEqual([1]);
  });

  it('§13.4 a locust in the Market: you still get one card, the locust resolves, and you may keep trading', () => {
    const s = scenario({ flood: 'F', hands: [{ C: 2, W: 2 }], fields: [{ L: 2 }, { P: 2 }], deck: ['X', 'P', 'L'] });
    const r = act(s, 0, market('C', 'C'));
    expect(hand(r.state, 0)).toEqual({ W: 2, P: 1 });
    expect(fields(r.state, 0)).toEqual({});
    expect(fields(r.state, 1)).toEqual({});
    const types = r.events.map((e) => e.type);
    expect(types).toEqual(['trade', 'locustDrawn', 'draw', 'locust']);
    expect(nile.toAct(r.state)).toEqual([0]);
    expect(nile.legalActions(r.state, 0)).toContainEqual(market('W', 'W'));
    const r2 = act(r.state, 0, market('W', 'W'));
    expect(hand(r2.state, 0)).toEqual({ P: 1, L: 1 });
  });

  it('§13.5 the locust as the final card of the final pass in a hand draw: the game ends', () => {
    const s = scenario({ flood: 'F', fields: [{ L: 2 }, {}], deck: ['W', 'X'], reshufflesLeft: 0 });
    const r = act(s, 0, { type: 'pass' });
    expect(hand(r.state, 0)).toEqual({ W: 1 });
    expect(r.state.over).toBe(true);
    expect(nile.toAct(r.state)).toEqual([]);
    expect(nile.outcome(r.state)).not.toBeNull();
    const t = act(scenario({ flood: 'F', deck: ['X'], reshufflesLeft: 0 }), 0, { type: 'pass' });
    expect(hand(t.state, 0)).toEqual({});
    expect(t.state.over).toBe(true);
  });

  it('§13.6 ties for the largest field: every field at the maximum dies, across players and crops', () => {
    const s = scenario({
      flood: 'F',
      hands: [{ F: 2 }],
      fields: [{ P: 4, W: 4, L: 3 }, { C: 4, W: 0 }],
      deck: ['X', 'P', 'P'],
    });
    const r = act(s, 0, market('F', 'F'));
    expect(fields(r.state, 0)).toEqual({ L: 3 });
    expect(fields(r.state, 1)).toEqual({});
    expect(discard(r.state)).toEqual({ F: 2, P: 4, W: 4, C: 4, X: 1 });
  });

  it('§13.7 taking over needs strictly more cards; the loser\'s field is discarded; adding to your own field defends', () => {
    const s = scenario({ flood: 'F', active: 1, hands: [{ P: 5 }, { P: 2 }], fields: [{}, { P: 2 }], deck: ['C', 'C', 'L', 'C', 'C', 'W', 'W'] });
    // Seat 1 defends: 2 more onto its own papyrus field (pattern C).
    const d = act(s, 1, { type: 'plant', crops: { P: 2 } });
    expect(fields(d.state, 1)).toEqual({ P: 4 });
    expect(d.state.active).toBe(0);
    rejects(d.state, 0, { type: 'plant', crops: { P: 3 } }, 'ILLEGAL_ACTION');
    rejects(d.state, 0, { type: 'plant', crops: { P: 4 } }, 'ILLEGAL_ACTION');
    expect(legalPlants(d.state)).toEqual(['5,0,0,0,0']);
    const t = act(d.state, 0, { type: 'plant', crops: { P: 5 } });
    expect(fields(t.state, 0)).toEqual({ P: 5 });
    expect(fields(t.state, 1)).toEqual({});
    expect(storage(t.state, 1)).toEqual({});
    expect(discard(t.state)).toEqual({ P: 4 });
  });

  it('§13.8 adding one card to an existing field is legal (pattern C)', () => {
    const s = scenario({ flood: 'F', hands: [{ W: 1 }], fields: [{ W: 2 }], deck: ['C', 'C', 'C'] });
    expect(legalPlants(s)).toEqual(['0,1,0,0,0']);
    expect(fields(act(s, 0, { type: 'plant', crops: { W: 1 } }).state, 0)).toEqual({ W: 3 });
  });

  it('§13.9 a flooded crop cannot be added to your own field this turn', () => {
    const s = scenario({ flood: 'W', hands: [{ W: 3 }], fields: [{ W: 2 }], deck: ['C', 'C', 'C'] });
    expect(rejects(s, 0, { type: 'plant', crops: { W: 1 } }, 'ILLEGAL_ACTION').message).toMatch(/flooded/);
    expect(legalPlants(s)).toEqual([]);
    // With another flood the same move is legal.
    const t = scenario({ flood: 'LC', hands: [{ W: 3 }], fields: [{ W: 2 }], deck: ['C', 'C', 'C'] });
    expect(legalPlants(t)).toEqual(['0,1,0,0,0', '0,2,0,0,0', '0,3,0,0,0']);
  });

  it('§13.10 a harvest that empties a field removes it: the crop is free for anyone', () => {
    const s = scenario({ flood: 'F', hands: [{ W: 1, L: 1, C: 4 }], fields: [{}, { W: 1 }], deck: ['W', 'P', 'C', 'C', 'C'] });
    // Before: a 1-card wheat field can't be started against seat 1's field.
    rejects(s, 0, { type: 'plant', crops: { W: 1, L: 1 } }, 'ILLEGAL_ACTION');
    const a = act(s, 0, offering('C', 'C')); // flood W: seat 1's last wheat goes to storage
    expect(fields(a.state, 1)).toEqual({});
    expect(storage(a.state, 1)).toEqual({ W: 1 });
    const b = act(a.state, 0, offering('C', 'C')); // flood P: wheat no longer flooded
    expect(legalPlants(b.state)).toEqual(['0,1,1,0,0']);
    const c = act(b.state, 0, { type: 'plant', crops: { W: 1, L: 1 } });
    expect(fields(c.state, 0)).toEqual({ W: 1, L: 1 });
  });

  it('§13.11 harvests happen for non-active players at every flood, including an Offering\'s', () => {
    const s = scenario({ players: 3, flood: 'F', hands: [{ P: 2 }], fields: [{}, { L: 2 }, { C: 3 }], deck: ['LC', 'P'] });
    const r = act(s, 0, offering('P', 'P'));
    expect(storage(r.state, 1)).toEqual({ L: 1 });
    expect(storage(r.state, 2)).toEqual({ C: 1 });
    expect(fields(r.state, 1)).toEqual({ L: 1 });
    expect(fields(r.state, 2)).toEqual({ C: 2 });
    expect(eventsOf(r.events, 'harvest')).toEqual([
      { type: 'harvest', seat: 1, crop: 'L' },
      { type: 'harvest', seat: 2, crop: 'C' },
    ]);
  });

  it('§13.12 repeated Offerings: no limit; each harvests again and changes the restriction', () => {
    const s = scenario({
      flood: 'F',
      hands: [{ C: 6, W: 2, P: 2 }],
      fields: [{ L: 3 }, { F: 2 }],
      deck: ['L', 'L', 'F', 'P', 'W'],
    });
    let st = s;
    const floods: string[] = [];
    for (let i = 0; i < 3; i++) {
      st = act(st, 0, offering('C', 'C')).state;
      floods.push(flood(st)!);
    }
    expect(floods).toEqual(['L', 'L', 'F']);
    expect(storage(st, 0)).toEqual({ L: 2 });
    expect(fields(st, 0)).toEqual({ L: 1 });
    expect(storage(st, 1)).toEqual({ F: 1 });
    expect(legalPlants(st)).toEqual(['0,2,0,0,0', '1,1,0,0,0', '2,0,0,0,0']);
    // A fourth Offering, paid with the wheat, flips P: papyrus is now blocked.
    st = act(st, 0, offering('W', 'W')).state;
    expect(flood(st)).toBe('P');
    expect(legalPlants(st)).toEqual([]);
    expect(st.active).toBe(0);
  });

  it('§13.13 the deck runs out in the middle of a draw: rebuild and go on if reshuffles remain, else stop short and end', () => {
    const s = scenario({ flood: 'W', discard: { W: 2 }, deck: ['P'], reshufflesLeft: 1 });
    const r = act(s, 0, { type: 'pass' });
    expect(hand(r.state, 0)).toEqual({ P: 1, W: 1 }); // P, then W from the rebuilt W W W
    expect(eventsOf(r.events, 'rebuild')).toEqual([{ type: 'rebuild', deckSize: 3, reshufflesLeft: 0 }]);
    expect(flood(r.state)).toBe('W');
    expect(deckCounts(r.state)).toEqual({ W: 1 });
    expect(r.state.over).toBe(false);
    const t = act(scenario({ flood: 'W', discard: { W: 2 }, deck: ['P'], reshufflesLeft: 0 }), 0, { type: 'pass' });
    expect(hand(t.state, 0)).toEqual({ P: 1 });
    expect(eventsOf(t.events, 'rebuild')).toEqual([]);
    expect(t.state.over).toBe(true);
  });

  it('§13.14 the deck runs out during a payout on the final pass: the payout stops; the harvest still happens (BGA: not)', () => {
    const spec = { flood: 'F' as const, hands: [{ PL: 1 }, {}], fields: [{}, { P: 2 }], deck: ['C', 'C', 'P', 'W'] as const, reshufflesLeft: 0 };
    const r = act(scenario({ ...spec, deck: [...spec.deck] }), 0, { type: 'speculate', cards: ['PL'] });
    expect(hand(r.state, 0)).toEqual({ C: 2, W: 1 }); // 1 card of the 3
    expect(discard(r.state)).toEqual({ PL: 1 });
    expect(storage(r.state, 1)).toEqual({ P: 1 });
    expect(r.state.over).toBe(true);
    const b = act(scenario({ ...spec, deck: [...spec.deck], options: { bgaPayoutEndsGame: true } }), 0, { type: 'speculate', cards: ['PL'] });
    expect(hand(b.state, 0)).toEqual({ C: 2, W: 1 });
    expect(storage(b.state, 1)).toEqual({});
    expect(fields(b.state, 1)).toEqual({ P: 2 });
    expect(b.state.over).toBe(true);
  });

  it('§13.15 the deck runs out because of an Offering flood on the final pass: it harvests, then the game ends', () => {
    const spec = { flood: 'F' as const, hands: [{ C: 2, P: 2 }], fields: [{}, { W: 2 }], deck: ['W'] as const, reshufflesLeft: 0 };
    const r = act(scenario({ ...spec, deck: [...spec.deck] }), 0, offering('C', 'C'));
    expect(flood(r.state)).toBe('W');
    expect(storage(r.state, 1)).toEqual({ W: 1 });
    expect(r.state.over).toBe(true);
    expect(nile.legalActions(r.state, 0)).toEqual([]);
    rejects(r.state, 0, { type: 'plant', crops: { P: 2 } }, 'GAME_OVER');
    // BGA before 2022 (endImmediately): the final card is never played.
    const e = act(scenario({ ...spec, deck: [...spec.deck], options: { endImmediately: true } }), 0, offering('C', 'C'));
    expect(storage(e.state, 1)).toEqual({});
    expect(e.state.over).toBe(true);
  });

  it('§13.16 speculation with nothing in the fields (and nobody planting) still only draws cards', () => {
    const s = scenario({ flood: 'F', hands: [{ WL: 1 }, {}], deck: ['C', 'C', 'L', 'P', 'P', 'P', 'C', 'C', 'W'] });
    const a = act(s, 0, { type: 'speculate', cards: ['WL'] });
    expect(hand(a.state, 0)).toEqual({ C: 2, P: 3 });
    expect(eventsOf(a.events, 'harvest')).toEqual([]);
    const b = act(a.state, 1, { type: 'pass' });
    expect(b.state.fields.flat().every((n) => n === 0)).toBe(true);
    expect(b.state.storage.flat().every((n) => n === 0)).toBe(true);
    expect(flood(b.state)).toBe('W');
  });

  it('§13.17 the player who speculated collects, during the next player\'s turn', () => {
    const s = scenario({ players: 3, flood: 'F', hands: [{ PW: 1 }, { L: 1 }, { C: 1 }], deck: ['C', 'C', 'P', 'L', 'L', 'L'] });
    const r = act(s, 0, { type: 'speculate', cards: ['PW'] });
    expect(r.state.active).toBe(1);
    expect(hand(r.state, 0)).toEqual({ C: 2, L: 3 });
    expect(hand(r.state, 1)).toEqual({ L: 1 });
    expect(hand(r.state, 2)).toEqual({ C: 1 });
    expect(eventsOf(r.events, 'draw').at(-1)).toMatchObject({ seat: 0, reason: 'payout', count: 3 });
  });

  it('§13.18 with no legal move the player may always pass', () => {
    const empty = scenario({ flood: 'F', deck: ['C', 'C', 'C'] });
    expect(nile.legalActions(empty, 0)).toEqual([{ type: 'pass' }]);
    // Only unplayable cards: a flooded crop, a lone card, a blocked speculation.
    const stuck = scenario({ flood: 'PW', hands: [{ P: 3, L: 1, PL: 1 }], deck: ['C', 'C', 'C'] });
    expect(nile.legalActions(stuck, 0).filter((a) => a.type === 'plant' || a.type === 'speculate')).toEqual([]);
    expect(nile.legalActions(stuck, 0)).toContainEqual({ type: 'pass' });
    expect(act(stuck, 0, { type: 'pass' }).state.active).toBe(1);
  });

  it('§13.19 no hand limit, no storage limit', () => {
    const s = scenario({
      flood: 'F',
      hands: [{ P: 10, W: 10, L: 10, C: 6, PW: 1, WL: 1 }],
      storage: [{ F: 12 }],
      fields: [{ F: 2 }],
      deck: ['F', 'C', 'C', 'L', 'L'],
    });
    expect(handSize(s, 0)).toBe(38);
    const a = act(s, 0, offering('C', 'C'));
    expect(storage(a.state, 0)).toEqual({ F: 13 });
    const b = act(a.state, 0, { type: 'pass' });
    expect(handSize(b.state, 0)).toBe(38);
    expect(hand(b.state, 0)).toEqual({ P: 10, W: 10, L: 10, C: 6, PW: 1, WL: 1 });
    // 36 + 2 drawn: no discard is ever forced.
    expect(discard(b.state)).toEqual({ C: 2 });
  });

  it('§13.20 a pending speculation card cannot be traded away: it is no longer in hand', () => {
    const s = scenario({ flood: 'F', hands: [{ P: 1 }], specs: [['PW']], deck: ['C', 'C', 'C'] });
    rejects(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'PW' }, { from: 'hand', card: 'P' }] }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'offering', pay: [{ from: 'storage', card: 'PW' }, { from: 'hand', card: 'P' }] }, 'ILLEGAL_ACTION');
    expect(nile.legalActions(s, 0).filter((a) => a.type === 'market' || a.type === 'offering')).toEqual([]);
  });
});
