/**
 * Deck-rebuild edge cases and true BGA parity. Each case is played from a hand-made position under the
 * rulebook DEFAULT and under the `bga` preset (BGA's aknile.game.php), asserting the piles after the rebuild, the
 * events and the game log as a player reads it (renderer/ui/nile/logText through eventView).
 *
 * A rebuilt deck is shuffled by the state's RNG, so where a later card comes from that deck the position's seed decides
 * which one; the assertions then name it (same seed, same game).
 */
import { describe, expect, it } from 'vitest';
import { createRng, randInt } from '../../../engine/core/rng';
import { nile, type NileEvent, type NileState } from '../../../engine/nile';
import type { NileOptions } from '../../../engine/nile/options';
import { i18next, initI18n } from '../../../renderer/i18n';
import { nileLogLine } from '../../../renderer/ui/nile/logText';
import { act, deckCounts, discard, endedWith, eventsOf, fields, flood, floodPile, hand, legalPlants, scenario, storage, type Counts, type ScenarioSpec } from './helpers';

const BGA = nile.presets.find((p) => p.id === 'bga')!.values as Partial<NileOptions>;
const NAMES = ['Ann', 'Bob', 'Cy'];

/** The log lines `viewer` reads for these events (null: a spectator). */
function logOf(events: NileEvent[], viewer: number | null): string[] {
  initI18n('en');
  const t = i18next.t.bind(i18next);
  const out: string[] = [];
  for (const e of events) {
    const seen = nile.eventView(e, viewer);
    const line = seen && nileLogLine(t, seen, (s) => NAMES[s]!, viewer);
    if (line) out.push(line.text);
  }
  return out;
}

/** Event types, with the few details that tell these cases apart. */
const trace = (events: NileEvent[]): string[] =>
  events.map((e) => {
    if (e.type === 'flood') return `flood ${String(e.card)}`;
    if (e.type === 'rebuild') return `rebuild ${String(e.deckSize)}`;
    if (e.type === 'locust') return `locust ${e.discarded.map((d) => `${d.seat}:${d.crop}${d.count}`).join(' ')}`.trim();
    return e.type;
  });

const plus = (...all: Counts[]): Counts => {
  const out: Counts = {};
  for (const c of all) for (const [k, n] of Object.entries(c)) out[k as keyof Counts] = (out[k as keyof Counts] ?? 0) + (n ?? 0);
  return out;
};

const under = (spec: ScenarioSpec, options: Partial<NileOptions>): NileState => scenario({ ...spec, options: { ...spec.options, ...options } });
const pass = { type: 'pass' } as const;

describe('case 1: a flood card that empties the deck goes onto the flood pile before the rebuild (§9)', () => {
  // Seat 0 passes and draws C C; seat 1's flood W is the deck's last card.
  const spec: ScenarioSpec = {
    flood: 'L',
    floodPile: { F: 1 },
    discard: { P: 3, PW: 1 },
    fields: [{ W: 2 }, {}],
    hands: [{}, { W: 2, C: 2 }],
    deck: ['C', 'C', 'W'],
    reshufflesLeft: 1,
  };

  it.each([['default', {}], ['bga', BGA]] as const)('%s: W is shuffled into the new deck, yet it harvests and restricts this turn', (_name, options) => {
    const r = act(under(spec, options), 0, pass);
    // Discard (P P P PW) + the whole flood pile (F, the old flood L, the new flood W).
    expect(deckCounts(r.state)).toEqual({ P: 3, PW: 1, F: 1, L: 1, W: 1 });
    expect(floodPile(r.state)).toEqual({});
    expect(discard(r.state)).toEqual({});
    expect(r.state.floodOnPile).toBe(false);
    expect(flood(r.state)).toBe('W');
    expect(storage(r.state, 0)).toEqual({ W: 1 });
    expect(legalPlants(r.state)).toEqual(['0,0,0,2,0']); // W stays blocked for Bob
    expect(trace(r.events)).toEqual(['pass', 'draw', 'turn', 'flood W', 'rebuild 7', 'harvest']);
    expect(logOf(r.events, null)).toEqual([
      'Ann passes',
      'Ann draws 2 cards',
      'Turn 2: Bob',
      'The Nile floods: Wheat',
      'The deck is rebuilt: 7 cards, 0 reshuffles left',
      'Ann harvests Wheat',
    ]);
  });

  it('keepCurrentFlood keeps that new top card (W) in place; the old flood L goes in', () => {
    const r = act(under(spec, { keepCurrentFlood: true }), 0, pass);
    expect(deckCounts(r.state)).toEqual({ P: 3, PW: 1, F: 1, L: 1 });
    expect(floodPile(r.state)).toEqual({ W: 1 });
    expect(r.state.floodOnPile).toBe(true);
  });

  it('an Offering whose flood empties the deck does the same', () => {
    const s = under({ ...spec, hands: [{ C: 2 }, {}], deck: ['W'] }, {});
    const r = act(s, 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(deckCounts(r.state)).toEqual({ P: 3, PW: 1, C: 2, F: 1, L: 1, W: 1 });
    expect(flood(r.state)).toBe('W');
    expect(storage(r.state, 0)).toEqual({ W: 1 });
  });
});

// Seat 0 passes and draws C C; seat 1 flips the locust, then W is the deck's last card. Ann's castor field is the
// largest (the locust's target).
const burnSpec: ScenarioSpec = { flood: 'F', discard: { P: 2 }, fields: [{ C: 3 }, {}], deck: ['C', 'C', 'X', 'W'], reshufflesLeft: 1 };

describe('case 2: a burned card that empties the deck goes onto the flood pile before the rebuild', () => {
  it('default (no burn): W is the real flood and goes into the new deck with the struck field', () => {
    const r = act(under(burnSpec, {}), 0, pass);
    expect(trace(r.events)).toEqual(['pass', 'draw', 'turn', 'locustDrawn', 'locust 0:C3', 'flood W', 'rebuild 8']);
    expect(deckCounts(r.state)).toEqual({ P: 2, C: 3, F: 1, W: 1, X: 1 });
    expect(floodPile(r.state)).toEqual({});
    expect(flood(r.state)).toBe('W');
  });

  it('bgaFloodBurn: the burned W lies on the flood pile when the rebuild takes it (before the fix it stayed out)', () => {
    const r = act(under(burnSpec, { bgaFloodBurn: true }), 0, pass);
    // Strike, burn W (the last card), rebuild of discard P P X C C C + flood F W = 8 cards.
    const i = r.events.findIndex((e) => e.type === 'rebuild');
    expect(trace(r.events).slice(3, i + 1)).toEqual(['locustDrawn', 'locust 0:C3', 'floodBurned', 'rebuild 8']);
    // Whatever the new deck then gave, every rebuilt card is in the deck or back on the flood/discard piles.
    expect(plus(deckCounts(r.state), floodPile(r.state), discard(r.state))).toEqual({ P: 2, C: 3, F: 1, W: 1, X: 1 });
  });

  it('bga: the burned W goes into the new deck as well', () => {
    const r = act(under(burnSpec, BGA), 0, pass);
    const rebuild = eventsOf(r.events, 'rebuild');
    expect(rebuild).toEqual([{ type: 'rebuild', deckSize: 5, reshufflesLeft: 0 }]); // P P X + F W
    expect(plus(deckCounts(r.state), floodPile(r.state))).toEqual({ P: 2, F: 1, W: 1, X: 1 });
  });
});

describe('case 4: the flood locust strikes before the burn (spec §4.1) or after it (BGA)', () => {
  it('default and bgaFloodBurn alone: the struck castor field is discarded before the rebuild and shuffled in', () => {
    for (const options of [{}, { bgaFloodBurn: true }]) {
      const r = act(under(burnSpec, options), 0, pass);
      const strike = r.events.findIndex((e) => e.type === 'locust');
      expect(strike).toBeLessThan(r.events.findIndex((e) => e.type === 'rebuild'));
      expect(deckCounts(r.state).C ?? 0).toBeGreaterThan(0); // C C C are in the new deck
      expect(discard(r.state).C).toBeUndefined();
    }
  });

  it('bga: the burn and its rebuild come first, then the strike: the castor field stays on the discard pile', () => {
    const r = act(under(burnSpec, BGA), 0, pass);
    // The real flood is then flipped from the new deck (P with this seed).
    expect(trace(r.events)).toEqual(['pass', 'draw', 'turn', 'locustDrawn', 'floodBurned', 'rebuild 5', 'locust 0:C3', 'flood P']);
    expect(discard(r.state)).toEqual({ C: 3 });
    expect(deckCounts(r.state)).toEqual({ P: 1, F: 1, W: 1, X: 1 });
    expect(floodPile(r.state)).toEqual({ P: 1 });
    expect(fields(r.state, 0)).toEqual({});
    expect(r.state.locustStrikes).toBe(1);
    expect(logOf(r.events, 1).slice(2)).toEqual([
      'Turn 2: Bob',
      'The Plague of Locusts rises with the flood!',
      'A card is burned face down onto the flood pile',
      'The deck is rebuilt: 5 cards, 0 reshuffles left',
      'Locusts devour Ann’s Castor (3)',
      'The Nile floods: Papyrus',
    ]);
  });
});

describe('case 3: a winning speculation card is discarded after its payout (§7) or before it (BGA)', () => {
  // Ann's pending PL wins against Bob's flood P; the payout's first card W empties the deck, the rest comes from the
  // rebuilt deck.
  const spec: ScenarioSpec = { flood: 'F', discard: { L: 2 }, specs: [['PL'], []], deck: ['C', 'C', 'P', 'W'], reshufflesLeft: 1 };
  const payoutOf = (events: NileEvent[]) => {
    const d = eventsOf(events, 'draw').find((e) => e.reason === 'payout')!;
    return { ...d, cards: d.cards ?? [] };
  };

  it('default: the rebuild during the payout holds L L + F P; PL reaches the discard pile afterwards', () => {
    const r = act(under(spec, {}), 0, pass);
    expect(trace(r.events).slice(2)).toEqual(['turn', 'flood P', 'speculationSettled', 'rebuild 4', 'draw']);
    const payout = payoutOf(r.events);
    expect(payout.cards[0]).toBe('W');
    expect(payout.count).toBe(3);
    const fromNewDeck = plus(...payout.cards.slice(1).map((c) => ({ [c]: 1 })));
    expect(plus(fromNewDeck, deckCounts(r.state))).toEqual({ L: 2, F: 1, P: 1 });
    expect(discard(r.state)).toEqual({ PL: 1 });
    expect(logOf(r.events, null).slice(3)).toEqual([
      'The Nile floods: Papyrus',
      'Ann’s speculation: 1 of 1 succeed, 3 cards',
      'The deck is rebuilt: 4 cards, 0 reshuffles left',
      'Ann draws 3 cards',
    ]);
  });

  it('bga: PL is already on the discard pile, so the rebuild shuffles it in', () => {
    const r = act(under(spec, BGA), 0, pass);
    expect(trace(r.events).slice(2)).toEqual(['turn', 'flood P', 'speculationSettled', 'rebuild 5', 'draw']);
    const payout = payoutOf(r.events);
    expect(payout.cards[0]).toBe('W');
    const fromNewDeck = plus(...payout.cards.slice(1).map((c) => ({ [c]: 1 })));
    expect(plus(fromNewDeck, deckCounts(r.state))).toEqual({ L: 2, F: 1, P: 1, PL: 1 });
    expect(discard(r.state)).toEqual({});
    expect(logOf(r.events, null).slice(5)).toEqual(['The deck is rebuilt: 5 cards, 0 reshuffles left', 'Ann draws 3 cards']);
  });

  it('bga: a losing card still goes after the payout (BGA discards failed speculations last)', () => {
    const r = act(under({ ...spec, specs: [['PL', 'WC'], []] }, BGA), 0, pass);
    expect(eventsOf(r.events, 'rebuild')).toEqual([{ type: 'rebuild', deckSize: 5, reshufflesLeft: 0 }]); // not WC
    expect(discard(r.state)).toEqual({ WC: 1 });
  });
});

describe('case 5: a locust drawn as the burned card', () => {
  // Three players: Bob's flood flips the locust as the deck's last card; the rebuilt deck (X + F W L) is shuffled.
  const base: ScenarioSpec = { players: 3, flood: 'F', discard: { W: 1, L: 1 }, fields: [{ P: 2 }, {}, {}], deck: ['C', 'C', 'X'], reshufflesLeft: 2 };
  /** The first seed whose rebuilt deck has the locust on top (about one in four). */
  const seed = (() => {
    for (let i = 0; i < 100; i++) {
      const r = nile.apply(scenario({ ...base, seed: `case5-${i}` }), 0, pass);
      if (eventsOf(r.events, 'locustDrawn').length === 2) return `case5-${i}`;
    }
    throw new Error('no seed puts the locust on top of the rebuilt deck');
  })();
  const spec: ScenarioSpec = { ...base, seed };

  it('default (no burn): the locust comes up again as the replacement flood and strikes again, then a real flood', () => {
    const r = act(scenario(spec), 0, pass);
    const t = trace(r.events);
    expect(t.slice(2, 8)).toEqual(['turn', 'locustDrawn', 'rebuild 4', 'locust 0:P2', 'locustDrawn', 'locust']);
    expect(t[8]).toMatch(/^flood [FWL]$/);
    expect(r.state.locustStrikes).toBe(2);
    expect(discard(r.state)).toEqual({ P: 2, X: 1 });
    expect(plus(deckCounts(r.state), floodPile(r.state))).toEqual({ F: 1, W: 1, L: 1 });
  });

  it('bga: the burned locust is announced and discarded, another card is burned, and the plague strikes once', () => {
    const r = act(under(spec, BGA), 0, pass);
    const t = trace(r.events);
    expect(t.slice(2, 8)).toEqual(['turn', 'locustDrawn', 'rebuild 4', 'locustDrawn', 'floodBurned', 'locust 0:P2']);
    expect(t[8]).toMatch(/^flood [FWL]$/);
    expect(t).toHaveLength(9);
    expect(r.state.locustStrikes).toBe(1);
    expect(discard(r.state)).toEqual({ P: 2, X: 1 });
    // The burned card and the real flood on the flood pile, the last of F W L in the deck.
    expect(Object.values(floodPile(r.state))).toEqual([1, 1]);
    expect(deckCounts(r.state)).toEqual(Object.fromEntries((['F', 'W', 'L'] as const).filter((c) => !floodPile(r.state)[c]).map((c) => [c, 1])));
    const log = logOf(r.events, 2);
    expect(log.slice(3, 7)).toEqual([
      'The Plague of Locusts rises with the flood!',
      'The deck is rebuilt: 4 cards, 1 reshuffle left',
      'The Plague of Locusts rises with the flood!',
      'A card is burned face down onto the flood pile',
    ]);
  });

  it('bgaFloodBurn without the BGA strike order: each locust strikes before the next card is burned', () => {
    const r = act(under(spec, { bgaFloodBurn: true }), 0, pass);
    expect(trace(r.events).slice(3, 9)).toEqual(['locustDrawn', 'rebuild 4', 'locust 0:P2', 'locustDrawn', 'locust', 'floodBurned']);
    expect(r.state.locustStrikes).toBe(2);
  });
});

describe('case 6: a locust in the final draw strikes (spec §4.2) or not (BGA checks the end first)', () => {
  it('draw step: by default Bob’s papyrus field is eaten after the game ends; under bga it stays', () => {
    const spec: ScenarioSpec = { flood: 'F', fields: [{ L: 2 }, { P: 3 }], deck: ['W', 'X'], reshufflesLeft: 0 };
    const d = act(scenario(spec), 0, pass);
    expect(trace(d.events)).toEqual(['pass', 'locustDrawn', 'draw', 'locust 1:P3', 'gameOver']);
    expect(fields(d.state, 1)).toEqual({});
    expect(discard(d.state)).toEqual({ P: 3, X: 1 });
    const b = act(under(spec, BGA), 0, pass);
    expect(trace(b.events)).toEqual(['pass', 'locustDrawn', 'draw', 'gameOver']);
    expect(fields(b.state, 1)).toEqual({ P: 3 });
    expect(discard(b.state)).toEqual({ X: 1 });
    expect(b.state.locustStrikes).toBe(0);
    // Storage decides, so the result is the same.
    expect(nile.outcome(b.state)).toEqual(nile.outcome(d.state));
    expect(logOf(b.events, 1)).toEqual(['Ann passes', 'Ann drew the Plague of Locusts!', 'Ann draws 1 card', 'The last card is drawn: the game is over']);
    expect(logOf(d.events, 1)).toContain('Locusts devour Bob’s Papyrus (3)');
  });

  it('Market: the replacement card is the last one; the locust strikes by default, not under bga', () => {
    const spec: ScenarioSpec = { flood: 'F', hands: [{ C: 2 }], fields: [{ L: 2 }, { P: 3 }], deck: ['X', 'W'], reshufflesLeft: 0 };
    const market = { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] } as const;
    const d = act(scenario(spec), 0, market);
    expect(trace(d.events)).toEqual(['trade', 'locustDrawn', 'draw', 'locust 1:P3', 'gameOver']);
    const b = act(under(spec, BGA), 0, market);
    expect(trace(b.events)).toEqual(['trade', 'locustDrawn', 'draw', 'gameOver']);
    expect(fields(b.state, 1)).toEqual({ P: 3 });
    expect(hand(b.state, 0)).toEqual({ W: 1 });
  });

  it('speculation payout: default strikes before the harvest; bga ends without either; the option alone keeps the harvest', () => {
    // Ann's PL wins against Bob's flood P; the payout meets the locust, then takes the last card W.
    const spec: ScenarioSpec = { flood: 'F', specs: [['PL'], []], fields: [{ L: 1 }, { P: 3 }], deck: ['C', 'C', 'P', 'X', 'W'], reshufflesLeft: 0 };
    const d = act(scenario(spec), 0, pass);
    expect(trace(d.events).slice(3)).toEqual(['flood P', 'speculationSettled', 'locustDrawn', 'draw', 'locust 1:P3', 'gameOver']);
    expect(fields(d.state, 1)).toEqual({});
    expect(storage(d.state, 1)).toEqual({}); // the field that would have harvested is gone
    const b = act(under(spec, BGA), 0, pass);
    expect(trace(b.events).slice(3)).toEqual(['flood P', 'speculationSettled', 'locustDrawn', 'draw', 'gameOver']);
    expect(fields(b.state, 1)).toEqual({ P: 3 });
    expect(storage(b.state, 1)).toEqual({}); // bgaPayoutEndsGame: no harvest either
    // bgaEndBeforeLocust without bgaPayoutEndsGame: no strike and the final flood harvests, so here scores differ.
    const o = act(under(spec, { bgaEndBeforeLocust: true }), 0, pass);
    expect(trace(o.events).slice(3)).toEqual(['flood P', 'speculationSettled', 'locustDrawn', 'draw', 'harvest', 'gameOver']);
    expect(storage(o.state, 1)).toEqual({ P: 1 });
  });

  it('a locust flipped as the final flood still strikes under bga (BGA’s flood state goes to its plague state)', () => {
    const spec: ScenarioSpec = { flood: 'F', fields: [{ L: 2 }, { P: 3 }], deck: ['C', 'C', 'X'], reshufflesLeft: 0 };
    for (const options of [{}, BGA]) {
      const r = act(under(spec, options), 0, pass);
      expect(trace(r.events).slice(2)).toEqual(['turn', 'locustDrawn', 'locust 1:P3', 'gameOver']);
    }
  });
});

describe('case 7: the final reveal', () => {
  const spec: ScenarioSpec = {
    players: 3,
    flood: 'F',
    hands: [{ P: 1 }, { WL: 1 }, {}],
    storage: [{ P: 2, W: 4, L: 3, C: 2, F: 4 }, { P: 4, W: 1, L: 2, C: 1, F: 2 }, { C: 5 }],
  };

  it.each([['default', {} as Partial<NileOptions>], ['bga', BGA]] as const)('%s: every seat and spectators see every storage crop by crop, never a hand', (_name, options) => {
    const s = endedWith({ ...spec, options });
    for (const viewer of [0, 1, 2, null]) {
      const v = nile.view(s, viewer);
      v.seats.forEach((sv, p) => {
        expect(sv.storage).toEqual(spec.storage![p]);
        expect(sv.storageSize).toBe(Object.values(spec.storage![p]!).reduce((a, b) => a + b, 0));
        if (p !== viewer) expect(sv).not.toHaveProperty('hand');
        // Hand sizes stay as the option says.
        if (p !== viewer) expect('handSize' in sv).toBe(!options.hidePileSizes);
      });
    }
    const o = nile.outcome(s)!;
    expect(o.tiebreak).toEqual([
      { piles: [2, 2, 3, 4, 4], storage: { P: 2, W: 4, L: 3, C: 2, F: 4 } },
      { piles: [1, 1, 2, 2, 4], storage: { P: 4, W: 1, L: 2, C: 1, F: 2 } },
      { piles: [0, 0, 0, 0, 5], storage: { P: 0, W: 0, L: 0, C: 5, F: 0 } },
    ]);
    expect(o.places).toEqual([1, 2, 3]);
  });

  it('before the end another storage stays hidden; a final view still determinizes to the same view', () => {
    const live = scenario({ ...spec, options: BGA });
    expect(nile.view(live, 0).seats[1]).not.toHaveProperty('storage');
    // A real game played to its end (every card in play, so the view accounts for all of them).
    let s = nile.setup({ players: 3, seed: 'final-reveal', options: BGA });
    const rng = createRng('final-reveal/moves');
    while (!s.over) {
      const legal = nile.legalActions(s, s.active);
      s = nile.apply(s, s.active, legal[randInt(rng, legal.length)]!).state;
    }
    for (const seat of [0, 1, 2]) {
      const v = nile.view(s, seat);
      const d = nile.determinize(structuredClone(v), seat, createRng(`final-${seat}`));
      expect(d.storage).toEqual(s.storage);
      expect(nile.view(d, seat)).toEqual(v);
    }
  });
});

describe('case 8: trade payments (printed game: face up on the discard pile; BGA: payer only)', () => {
  const spec: ScenarioSpec = { flood: 'F', hands: [{ C: 2 }, {}], storage: [{ W: 2 }, {}], deck: ['P', 'L', 'L', 'L'] };
  const mixed = { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'storage', card: 'W' }] } as const;

  it('default: everyone sees the cards and where they came from', () => {
    const r = act(scenario(spec), 0, mixed);
    const trade = eventsOf(r.events, 'trade')[0]!;
    expect(trade).toEqual({ type: 'trade', seat: 0, kind: 'market', paid: [{ from: 'hand', card: 'C' }, { from: 'storage', card: 'W' }] });
    for (const viewer of [0, 1, null]) expect(nile.eventView(trade, viewer)).toEqual(trade);
    expect(logOf(r.events, null)[0]).toBe('Ann pays Castor, Wheat (storage) at the market');
    expect(discard(r.state)).toEqual({ C: 1, W: 1 });
  });

  it('bga: only the payer sees them; others and spectators learn that 2 cards were paid', () => {
    const r = act(scenario({ ...spec, options: BGA }), 0, mixed);
    const trade = eventsOf(r.events, 'trade')[0]!;
    expect(nile.eventView(trade, 0)).toEqual({ type: 'trade', seat: 0, kind: 'market', paid: [{ from: 'hand', card: 'C' }, { from: 'storage', card: 'W' }], hidden: true });
    for (const viewer of [1, null]) expect(nile.eventView(trade, viewer)).toEqual({ type: 'trade', seat: 0, kind: 'market', count: 2, hidden: true });
    expect(logOf(r.events, 0)[0]).toBe('Ann pays Castor, Wheat (storage) at the market');
    expect(logOf(r.events, 1)[0]).toBe('Ann pays 2 cards at the market');
    const o = act(scenario({ ...spec, options: BGA }), 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(logOf(o.events, null)[0]).toBe('Ann offers 2 cards to Hapi');
  });

  it('bga: paying from hand or from storage looks the same to the others (views and events)', () => {
    const s = scenario({ ...spec, options: BGA });
    const fromHand = act(s, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    const fromStorage = act(s, 0, { type: 'market', pay: [{ from: 'storage', card: 'W' }, { from: 'storage', card: 'W' }] });
    for (const viewer of [1, null]) {
      expect(nile.view(fromStorage.state, viewer)).toEqual(nile.view(fromHand.state, viewer));
      expect(fromStorage.events.map((e) => nile.eventView(e, viewer))).toEqual(fromHand.events.map((e) => nile.eventView(e, viewer)));
    }
    // Under the default they differ: the payment is public.
    const d = scenario(spec);
    const a = act(d, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    const b = act(d, 0, { type: 'market', pay: [{ from: 'storage', card: 'W' }, { from: 'storage', card: 'W' }] });
    expect(b.events.map((e) => nile.eventView(e, 1))).not.toEqual(a.events.map((e) => nile.eventView(e, 1)));
  });
});

describe('determinism', () => {
  it('the same seed and actions replay every case identically under each preset', () => {
    for (const options of [{}, BGA]) {
      const run = () => act(under(burnSpec, options), 0, pass);
      expect(run()).toEqual(run());
    }
  });
});
