import { describe, expect, it } from 'vitest';
import { createRng, randInt, shuffle } from '../../../engine/core/rng';
import type { AnyGame } from '../../../engine/core/types';
import { nile, type NileState } from '../../../engine/nile';
import { CARD_TYPES, LOCUST, fullComposition } from '../../../engine/nile/material/cards';
import { act, ruleError, scenario, zoneTotals } from './helpers';

const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);

/** A position reached by random play (favouring plants and speculation so that every zone gets used). */
function midGame(players: number, seed: string, steps: number, options: Record<string, boolean> = {}): NileState {
  let s = nile.setup({ players, seed, options });
  const rng = createRng(`${seed}/walk`);
  for (let i = 0; i < steps && !s.over; i++) {
    const legal = nile.legalActions(s, s.active);
    const play = legal.filter((a) => a.type !== 'market' && a.type !== 'offering');
    const pool = randInt(rng, 3) === 0 ? legal : play;
    const next = nile.apply(s, s.active, pool[randInt(rng, pool.length)]!).state;
    if (next.over) break; // keep a live position
    s = next;
  }
  return s;
}

const positions: [string, NileState][] = [
  ['2p start', nile.setup({ players: 2, seed: 'v0' })],
  ['2p mid', midGame(2, 'v1', 25)],
  ['2p after a rebuild', midGame(2, 'v2', 40)],
  ['3p mid', midGame(3, 'v3', 30)],
  ['4p late', midGame(4, 'v4', 70)],
  ['5p mid', midGame(5, 'v5', 45)],
  ['3p small game', midGame(3, 'v6', 35, { frSmallGame: true })],
  ['2p small game', midGame(2, 'v7', 20, { frSmallGame: true })],
  ['3p hidden sizes', midGame(3, 'v8', 30, { hidePileSizes: true })],
];

describe('view', () => {
  it('the positions used below really are spread over the game', () => {
    const played = positions.map(([, s]) => s);
    expect(played.some((s) => s.reshufflesLeft < s.players - 1)).toBe(true);
    expect(played.some((s) => s.discard[LOCUST] === 1)).toBe(true);
    expect(played.some((s) => s.storage.flat().some((n) => n > 0))).toBe(true);
    expect(played.some((s) => s.fields.flat().some((n) => n > 0))).toBe(true);
    expect(played.every((s) => !s.over)).toBe(true);
  });

  it('a seat sees its own hand and storage, others only their sizes, all fields and speculations', () => {
    const s = scenario({
      players: 3,
      flood: 'F',
      hands: [{ P: 2, WL: 1 }, { W: 3 }, { C: 1 }],
      storage: [{ L: 2 }, { C: 4 }, {}],
      fields: [{ F: 2 }, { P: 1 }, {}],
      specs: [[], [], ['PW']],
      deck: ['L', 'C'],
    });
    const v = nile.view(s, 0);
    expect(v.viewer).toBe(0);
    expect(v.seats[0]).toEqual({ fields: { F: 2 }, speculations: [], hand: { P: 2, WL: 1 }, storage: { L: 2 }, handSize: 3, storageSize: 2 });
    expect(v.seats[1]).toEqual({ fields: { P: 1 }, speculations: [], handSize: 3, storageSize: 4 });
    expect(v.seats[2]).toEqual({ fields: {}, speculations: ['PW'], handSize: 1, storageSize: 0 });
    expect(v.currentFlood).toBe('F');
    expect(v.deckSize).toBe(2);
    expect(v.toAct).toEqual([0]);
    // With hidePileSizes: no sizes for the others.
    const h = nile.view(scenario({ players: 3, flood: 'F', hands: [{ P: 2 }, { W: 3 }], deck: ['L'], options: { hidePileSizes: true } }), 1);
    expect(h.seats[1]).toMatchObject({ hand: { W: 3 }, handSize: 3 });
    expect(h.seats[0]).toEqual({ fields: {}, speculations: [] });
    expect(h.seats[2]).toEqual({ fields: {}, speculations: [] });
  });

  it('never shows the deck order, another hand or another storage: changing them leaves the view identical', () => {
    for (const [, s] of positions) {
      for (let seat = 0; seat < s.players; seat++) {
        const v = nile.view(s, seat);
        expect(JSON.stringify(v)).not.toMatch(/"deck"\s*:/);
        const t = structuredClone(s);
        shuffle(createRng(`shuffle-${seat}`), t.deck);
        expect(nile.view(t, seat)).toEqual(v);
        for (const [p, sv] of v.seats.entries()) {
          if (p === seat) continue;
          expect(sv).not.toHaveProperty('hand');
          expect(sv).not.toHaveProperty('storage');
        }
      }
    }
  });

  it('a spectator sees no hand and no storage', () => {
    for (const [, s] of positions) {
      const v = nile.view(s, null);
      expect(v.viewer).toBeNull();
      for (const [p, sv] of v.seats.entries()) {
        expect(sv).not.toHaveProperty('hand');
        expect(sv).not.toHaveProperty('storage');
        if (!s.options.hidePileSizes) expect(sv.handSize).toBe(sum(s.hands[p]!));
      }
    }
  });
});

describe('eventView', () => {
  it('removes the drawn cards for every other seat and for spectators, keeps them for the drawer', () => {
    const s = scenario({ flood: 'F', hands: [{ WL: 1 }, {}], deck: ['P', 'W', 'L', 'C', 'C', 'C', 'F'] });
    const r = act(s, 0, { type: 'speculate', cards: ['WL'] });
    const draws = r.events.filter((e) => e.type === 'draw');
    expect(draws).toHaveLength(2); // the turn draw and the payout at seat 1's flood, both seat 0's
    for (const e of draws) {
      expect(nile.eventView(e, 0)).toEqual(e);
      expect((nile.eventView(e, 0) as unknown as { cards: string[] }).cards.length).toBe(e.count);
      const other = nile.eventView(e, 1)!;
      expect(other).not.toHaveProperty('cards');
      expect(other).toMatchObject({ type: 'draw', seat: 0, count: e.count, reason: e.reason });
      expect(nile.eventView(e, null)).not.toHaveProperty('cards');
      expect(JSON.stringify(other)).not.toMatch(/"[PWLCF]"/);
    }
    // Public events are passed on unchanged.
    for (const e of r.events.filter((x) => x.type !== 'draw')) {
      expect(nile.eventView(e, 1)).toEqual(e);
      expect(nile.eventView(e, null)).toEqual(e);
    }
  });
});

describe('determinize', () => {
  it('gives a full state consistent with the view, for every seat of many positions', () => {
    for (const [name, s] of positions) {
      for (let seat = 0; seat < s.players; seat++) {
        const v = nile.view(s, seat);
        const d = nile.determinize(structuredClone(v), seat, createRng(`det-${name}-${seat}`));
        // Same own hand and storage, same public zones.
        expect(d.hands[seat]).toEqual(s.hands[seat]);
        expect(d.storage[seat]).toEqual(s.storage[seat]);
        expect(d.fields).toEqual(s.fields);
        expect(d.specs).toEqual(s.specs);
        expect(d.currentFlood).toBe(s.currentFlood);
        expect(d.floodOnPile).toBe(s.floodOnPile);
        expect(d.active).toBe(s.active);
        expect(d.reshufflesLeft).toBe(s.reshufflesLeft);
        expect(d.options).toEqual(s.options);
        // Same public sizes.
        expect(d.deck.length).toBe(s.deck.length);
        expect(sum(d.discard)).toBe(sum(s.discard));
        expect(sum(d.floodPile)).toBe(sum(s.floodPile));
        expect(d.removed.slice(0, 5)).toEqual(s.removed.slice(0, 5));
        expect(sum(d.removed)).toBe(sum(s.removed));
        if (!s.options.hidePileSizes) {
          expect(d.hands.map(sum)).toEqual(s.hands.map(sum));
          expect(d.storage.map(sum)).toEqual(s.storage.map(sum));
        } else {
          expect(sum(d.hands.map(sum)) + sum(d.storage.map(sum))).toBe(sum(s.hands.map(sum)) + sum(s.storage.map(sum)));
        }
        // Every card exactly once.
        expect(zoneTotals(d)).toEqual(fullComposition());
        // The locust where the view says it is.
        expect(d.deck.includes(LOCUST)).toBe(v.locust === 'deck');
        expect(d.discard[LOCUST]).toBe(v.locust === 'discard' ? 1 : 0);
        expect(d.hands.every((h) => h[LOCUST] === 0)).toBe(true);
        expect(d.storage.every((st) => st.length === 5)).toBe(true);
        expect(d.hands.every((h) => h.length === CARD_TYPES && h.every((n) => n >= 0))).toBe(true);
        // Seen from the same seat, it is the same game.
        expect(nile.view(d, seat)).toEqual(v);
        // And it is playable.
        if (seat === d.active) for (const a of nile.legalActions(d, seat).slice(0, 20)) nile.apply(d, seat, a);
      }
    }
  });

  it('does not depend on the hidden truth: two states with the same view give the same determinization', () => {
    for (const [name, s] of positions) {
      const seat = 0;
      const others = [...Array(s.players).keys()].filter((p) => p !== seat);
      const t = structuredClone(s);
      const r = createRng(`scramble-${name}`);
      shuffle(r, t.deck);
      // Swap a card of another seat's hand with a different card of the deck (not the locust).
      let o = -1, c = -1, j = -1;
      for (const p of others) {
        for (let card = 0; card < CARD_TYPES && j < 0; card++) {
          if (t.hands[p]![card]! === 0) continue;
          const at = t.deck.findIndex((x) => x !== LOCUST && x !== card);
          if (at >= 0) [o, c, j] = [p, card, at];
        }
      }
      expect(j, name).toBeGreaterThanOrEqual(0);
      t.hands[o]![c]!--;
      t.hands[o]![t.deck[j]!]!++;
      t.deck[j] = c;
      // Move a storage card of another seat to another crop.
      for (const p of others) {
        const k = t.storage[p]!.findIndex((n) => n > 0);
        if (k >= 0) {
          t.storage[p]![k]!--;
          t.storage[p]![(k + 1) % 5]!++;
        }
      }
      expect(t).not.toEqual(s);
      const v = nile.view(s, seat);
      expect(nile.view(t, seat)).toEqual(v);
      const a = nile.determinize(nile.view(s, seat), seat, createRng('same'));
      const b = nile.determinize(nile.view(t, seat), seat, createRng('same'));
      expect(b).toEqual(a);
      // A different rng gives another sample of the hidden cards (same view).
      const c2 = nile.determinize(nile.view(s, seat), seat, createRng('other'));
      expect(nile.view(c2, seat)).toEqual(v);
      if (s.deck.length > 1) expect(c2.deck).not.toEqual(a.deck);
    }
  });

  it('with hidden pile sizes a card moved from an opponent\'s hand to its storage changes nothing', () => {
    const s = midGame(3, 'hidden', 30, { hidePileSizes: true });
    const t = structuredClone(s);
    const k = t.hands[1]!.findIndex((n, i) => n > 0 && i < 5);
    expect(k).toBeGreaterThanOrEqual(0);
    t.hands[1]![k]!--;
    t.storage[1]![k]!++;
    expect(nile.view(t, 0)).toEqual(nile.view(s, 0));
    expect(nile.determinize(nile.view(t, 0), 0, createRng('h'))).toEqual(nile.determinize(nile.view(s, 0), 0, createRng('h')));
  });

  it('refuses something that is not a view of that seat (BAD_VIEW)', () => {
    const s = midGame(2, 'bad', 10);
    ruleError(() => nile.determinize(nile.view(s, 0), 1, createRng('x')), 'BAD_VIEW');
    ruleError(() => nile.determinize(nile.view(s, null), 0, createRng('x')), 'BAD_VIEW');
    const untyped: AnyGame = nile; // what a bot worker holds: views arrive unchecked
    ruleError(() => untyped.determinize({ game: 'niagara' }, 0, createRng('x')), 'BAD_VIEW');
    ruleError(() => untyped.determinize(null, 0, createRng('x')), 'BAD_VIEW');
  });
});
