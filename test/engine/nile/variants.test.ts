import { describe, expect, it } from 'vitest';
import { nile } from '../../../engine/nile';
import type { NileOptions } from '../../../engine/nile/options';
import { act, deckCounts, discard, endedWith, eventsOf, fields, flood, floodPile, hand, handSize, rejects, ruleError, scenario, storage, type ScenarioSpec } from './helpers';

/** The same position under the defaults and under one option. */
const both = (spec: ScenarioSpec, option: Partial<NileOptions>) => ({
  def: scenario(spec),
  opt: scenario({ ...spec, options: { ...spec.options, ...option } }),
});

describe('option schema', () => {
  it('every variant is a boolean defaulting to the spec DEFAULT; firstPlayer defaults to random (null)', () => {
    expect(nile.defaultOptions).toEqual({
      noLocustReplacement: false,
      bgaFloodBurn: false,
      tradeCropsOnly: false,
      specIgnoresFlood: false,
      discardOnlyRebuild: false,
      replayOnFullTie: false,
      frSmallGame: false,
      payoutFlat3: false,
      payoutPerSymbol: false,
      lazyRebuild: false,
      keepCurrentFlood: false,
      endImmediately: false,
      bgaPayoutEndsGame: false,
      hidePileSizes: false,
      bgaDiscardBeforePayout: false,
      bgaLocustAfterBurn: false,
      bgaEndBeforeLocust: false,
      hideTradePayment: false,
      firstPlayer: null,
    });
    expect(nile.setup({ players: 2, seed: 's' }).options).toEqual(nile.defaultOptions);
  });
});

describe('variants: each option changes exactly its behaviour', () => {
  it('noLocustReplacement: a locust drawn into a hand counts as one of the cards (flood still replaced)', () => {
    const spec: ScenarioSpec = { flood: 'F', fields: [{ C: 2 }, {}], deck: ['X', 'P', 'W', 'L', 'L'] };
    const { def, opt } = both(spec, { noLocustReplacement: true });
    const d = act(def, 0, { type: 'pass' });
    expect(hand(d.state, 0)).toEqual({ P: 1, W: 1 });
    expect(flood(d.state)).toBe('L');
    const o = act(opt, 0, { type: 'pass' });
    expect(hand(o.state, 0)).toEqual({ P: 1 });
    expect(flood(o.state)).toBe('W');
    // The locust resolved in both.
    expect(fields(d.state, 0)).toEqual({});
    expect(fields(o.state, 0)).toEqual({});
    // Market: 1 card by default, none with the option.
    const m = both({ flood: 'F', hands: [{ C: 2 }], deck: ['X', 'P', 'W'] }, { noLocustReplacement: true });
    expect(hand(act(m.def, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] }).state, 0)).toEqual({ P: 1 });
    expect(hand(act(m.opt, 0, { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] }).state, 0)).toEqual({});
    // The flood step always flips a replacement.
    const f = both({ flood: 'F', hands: [{ C: 2 }], deck: ['X', 'W', 'P'] }, { noLocustReplacement: true });
    expect(flood(act(f.def, 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] }).state)).toBe('W');
    expect(flood(act(f.opt, 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] }).state)).toBe('W');
  });

  it('bgaFloodBurn: after a flood locust one card is burned face down into the flood pile before the real flip', () => {
    const { def, opt } = both({ flood: 'F', hands: [{ C: 2 }], fields: [{}, { P: 2 }], deck: ['X', 'L', 'P', 'W'] }, { bgaFloodBurn: true });
    const pay = { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] } as const;
    const d = act(def, 0, pay);
    expect(flood(d.state)).toBe('L');
    expect(floodPile(d.state)).toEqual({ F: 1, L: 1 });
    expect(fields(d.state, 1)).toEqual({}); // the locust took the papyrus field
    const o = act(opt, 0, pay);
    expect(flood(o.state)).toBe('P');
    expect(floodPile(o.state)).toEqual({ F: 1, L: 1, P: 1 });
    expect(eventsOf(o.events, 'floodBurned')).toHaveLength(1);
    expect(o.state.deck.length).toBe(d.state.deck.length - 1);
    // Without a locust nothing is burned.
    const n = both({ flood: 'F', hands: [{ C: 2 }], deck: ['L', 'P'] }, { bgaFloodBurn: true });
    expect(floodPile(act(n.opt, 0, pay).state)).toEqual({ F: 1, L: 1 });
  });

  it('tradeCropsOnly: speculation cards may no longer pay for a trade', () => {
    const spec: ScenarioSpec = { flood: 'F', hands: [{ PW: 1, P: 1, C: 2 }], deck: ['L', 'L'] };
    const { def, opt } = both(spec, { tradeCropsOnly: true });
    const withSpec = { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'PW' }] } as const;
    expect(discard(act(def, 0, withSpec).state)).toEqual({ PW: 1, P: 1 });
    expect(nile.legalActions(def, 0)).toContainEqual(withSpec);
    expect(rejects(opt, 0, withSpec, 'ILLEGAL_ACTION').message).toMatch(/crop/);
    expect(nile.legalActions(opt, 0).filter((a) => (a.type === 'market' || a.type === 'offering') && a.pay.some((p) => p.card === 'PW'))).toEqual([]);
    const crops = { type: 'market', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] } as const;
    expect(hand(act(opt, 0, crops).state, 0)).toEqual({ PW: 1, P: 1, L: 1 });
  });

  it('specIgnoresFlood: a speculation card showing a flooded crop may be played', () => {
    const spec: ScenarioSpec = { flood: 'P', hands: [{ PW: 1 }], deck: ['C', 'C', 'P', 'L', 'L', 'L'] };
    const { def, opt } = both(spec, { specIgnoresFlood: true });
    rejects(def, 0, { type: 'speculate', cards: ['PW'] }, 'ILLEGAL_ACTION');
    expect(nile.legalActions(def, 0).some((a) => a.type === 'speculate')).toBe(false);
    expect(nile.legalActions(opt, 0)).toContainEqual({ type: 'speculate', cards: ['PW'] });
    const o = act(opt, 0, { type: 'speculate', cards: ['PW'] });
    expect(hand(o.state, 0)).toEqual({ C: 2, L: 3 });
    // Planting is still blocked by the flood.
    const p = scenario({ ...spec, hands: [{ P: 2 }], options: { specIgnoresFlood: true } });
    rejects(p, 0, { type: 'plant', crops: { P: 2 } }, 'ILLEGAL_ACTION');
  });

  it('discardOnlyRebuild: the flood pile stays out of the new deck', () => {
    const spec: ScenarioSpec = { flood: 'L', floodPile: { C: 2 }, discard: { P: 3 }, hands: [{ F: 2 }], deck: ['W'], reshufflesLeft: 1 };
    const { def, opt } = both(spec, { discardOnlyRebuild: true });
    const pay = { type: 'market', pay: [{ from: 'hand', card: 'F' }, { from: 'hand', card: 'F' }] } as const;
    const d = act(def, 0, pay);
    expect(deckCounts(d.state)).toEqual({ P: 3, F: 2, C: 2, L: 1 });
    expect(floodPile(d.state)).toEqual({});
    const o = act(opt, 0, pay);
    expect(deckCounts(o.state)).toEqual({ P: 3, F: 2 });
    expect(floodPile(o.state)).toEqual({ C: 2, L: 1 });
    expect(o.state.floodOnPile).toBe(true);
    expect(o.state.reshufflesLeft).toBe(0);
  });

  it('replayOnFullTie: identical best piles give no winner instead of a shared win', () => {
    const storage = [{ P: 1, W: 2, L: 3, C: 4, F: 5 }, { P: 5, W: 4, L: 3, C: 2, F: 1 }];
    const d = nile.outcome(endedWith({ flood: 'PW', storage }))!;
    expect(d.winners).toEqual([0, 1]);
    expect(d.places).toEqual([1, 1]);
    const o = nile.outcome(endedWith({ flood: 'PW', storage, options: { replayOnFullTie: true } }))!;
    expect(o.winners).toEqual([]);
    expect(o.note).toBe('replay');
  });

  it('frSmallGame: 2 players remove 2 of each crop and 5 speculations (76 cards), 3 players 1 of each crop (86)', () => {
    const inPlay = (s: ReturnType<typeof nile.setup>) =>
      s.deck.length +
      [s.discard, s.floodPile, ...s.hands, ...s.storage, ...s.fields].reduce((t, a) => t + a.reduce((x, y) => x + y, 0), 0);
    for (let i = 0; i < 20; i++) {
      const two = nile.setup({ players: 2, seed: `small-${i}`, options: { frSmallGame: true } });
      expect(inPlay(two)).toBe(76);
      expect(two.removed.slice(0, 5)).toEqual([2, 2, 2, 2, 2]);
      expect(two.removed.slice(5, 15).reduce((a, b) => a + b, 0)).toBe(5);
      expect(two.removed.slice(5, 15).every((n) => n <= 1)).toBe(true);
      expect(two.removed[15]).toBe(0);
      expect(two.deck.length + two.floodPile.reduce((a, b) => a + b, 0) + two.discard.reduce((a, b) => a + b, 0)).toBe(76 - 10);
    }
    const removedSets = new Set(Array.from({ length: 20 }, (_, i) => nile.setup({ players: 2, seed: `small-${i}`, options: { frSmallGame: true } }).removed.join()));
    expect(removedSets.size).toBeGreaterThan(1); // the 5 speculations are random
    const three = nile.setup({ players: 3, seed: 'small', options: { frSmallGame: true } });
    expect(inPlay(three)).toBe(86);
    expect(three.removed).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    for (const players of [4, 5]) expect(inPlay(nile.setup({ players, seed: 'small', options: { frSmallGame: true } }))).toBe(91);
    for (const players of [2, 3]) {
      const def = nile.setup({ players, seed: 'small' });
      expect(inPlay(def)).toBe(91);
      expect(def.removed.every((n) => n === 0)).toBe(true);
    }
  });

  it('payoutFlat3: a successful speculation pays 3 in total, even when both cards succeed', () => {
    const spec: ScenarioSpec = { flood: 'F', hands: [{ PL: 1, WC: 1 }], deck: ['C', 'C', 'PW', 'P', 'P', 'P', 'L', 'L', 'L', 'W'] };
    const { def, opt } = both(spec, { payoutFlat3: true });
    const a = { type: 'speculate', cards: ['PL', 'WC'] } as const;
    expect(handSize(act(def, 0, a).state, 0)).toBe(2 + 6);
    const o = act(opt, 0, a);
    expect(hand(o.state, 0)).toEqual({ C: 2, P: 3 });
    expect(eventsOf(o.events, 'speculationSettled')[0]).toMatchObject({ won: ['PL', 'WC'], payout: 3 });
    expect(discard(o.state)).toEqual({ PL: 1, WC: 1 });
  });

  it('payoutPerSymbol: pays 3 per matching symbol; only differs when one card matches both flood crops', () => {
    // With the real deck (one card per pair) the two rules agree: P/L + W/C against P/W pay 6 either way.
    const real: ScenarioSpec = { flood: 'F', hands: [{ PL: 1, WC: 1 }], deck: ['C', 'C', 'PW', 'P', 'P', 'P', 'L', 'L', 'L', 'W'] };
    const r = both(real, { payoutPerSymbol: true });
    const a = { type: 'speculate', cards: ['PL', 'WC'] } as const;
    expect(handSize(act(r.def, 0, a).state, 0)).toBe(8);
    expect(handSize(act(r.opt, 0, a).state, 0)).toBe(8);
    // An impossible position (a second P/W card) shows the difference: 2 symbols match.
    const twin: ScenarioSpec = { flood: 'F', hands: [{ PW: 1 }], deck: ['C', 'C', 'PW', 'L', 'L', 'L', 'L', 'L', 'L', 'W'], unchecked: true };
    const t = both(twin, { payoutPerSymbol: true });
    const b = { type: 'speculate', cards: ['PW'] } as const;
    expect(hand(act(t.def, 0, b).state, 0)).toEqual({ C: 2, L: 3 });
    expect(hand(act(t.opt, 0, b).state, 0)).toEqual({ C: 2, L: 6 });
  });

  it('lazyRebuild: the empty deck is rebuilt only when the next card is needed', () => {
    const spec: ScenarioSpec = { flood: 'F', discard: { L: 3 }, hands: [{ P: 2, C: 2 }], deck: ['W'], reshufflesLeft: 1 };
    const { def, opt } = both(spec, { lazyRebuild: true });
    const market = { type: 'market', pay: [{ from: 'hand', card: 'P' }, { from: 'hand', card: 'P' }] } as const;
    const offering = { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] } as const;
    const d = act(def, 0, market);
    expect(deckCounts(d.state)).toEqual({ L: 3, P: 2, F: 1 });
    expect(d.state.reshufflesLeft).toBe(0);
    const o = act(opt, 0, market);
    expect(o.state.deck).toEqual([]);
    expect(o.state.reshufflesLeft).toBe(1);
    expect(o.state.over).toBe(false);
    expect(discard(o.state)).toEqual({ L: 3, P: 2 });
    // The Offering's cards are in the lazy rebuild, not in the eager one.
    const d2 = act(d.state, 0, offering);
    expect(discard(d2.state)).toEqual({ C: 2 });
    expect(d2.state.deck.length).toBe(5);
    const o2 = act(o.state, 0, offering);
    expect(eventsOf(o2.events, 'rebuild')).toEqual([{ type: 'rebuild', deckSize: 8, reshufflesLeft: 0 }]);
    expect(discard(o2.state)).toEqual({});
    expect(o2.state.deck.length).toBe(7);
  });

  it('keepCurrentFlood: the top flood card stays in place at a rebuild', () => {
    const spec: ScenarioSpec = { flood: 'L', floodPile: { C: 2 }, discard: { P: 3 }, hands: [{ F: 2 }], deck: ['W'], reshufflesLeft: 1 };
    const { def, opt } = both(spec, { keepCurrentFlood: true });
    const pay = { type: 'market', pay: [{ from: 'hand', card: 'F' }, { from: 'hand', card: 'F' }] } as const;
    const d = act(def, 0, pay);
    expect(deckCounts(d.state)).toEqual({ P: 3, F: 2, C: 2, L: 1 });
    expect(d.state.floodOnPile).toBe(false);
    const o = act(opt, 0, pay);
    expect(deckCounts(o.state)).toEqual({ P: 3, F: 2, C: 2 });
    expect(floodPile(o.state)).toEqual({ L: 1 });
    expect(o.state.floodOnPile).toBe(true);
    expect(flood(o.state)).toBe('L');
  });

  it('endImmediately: the final flood card does not harvest', () => {
    const spec: ScenarioSpec = { flood: 'F', fields: [{ W: 2 }, {}], deck: ['C', 'C', 'W'], reshufflesLeft: 0 };
    const { def, opt } = both(spec, { endImmediately: true });
    const d = act(def, 0, { type: 'pass' });
    expect(storage(d.state, 0)).toEqual({ W: 1 });
    expect(d.state.over).toBe(true);
    const o = act(opt, 0, { type: 'pass' });
    expect(flood(o.state)).toBe('W');
    expect(storage(o.state, 0)).toEqual({});
    expect(fields(o.state, 0)).toEqual({ W: 2 });
    expect(o.state.over).toBe(true);
    // Not the final card: it harvests as usual.
    const n = scenario({ ...spec, deck: ['C', 'C', 'W', 'L'], options: { endImmediately: true } });
    expect(storage(act(n, 0, { type: 'pass' }).state, 0)).toEqual({ W: 1 });
  });

  it('bgaPayoutEndsGame: a successful speculation on the final flood skips that flood\'s harvest', () => {
    const spec: ScenarioSpec = { flood: 'F', hands: [{ PL: 1, LC: 1 }], fields: [{}, { P: 2 }], deck: ['C', 'C', 'P'], reshufflesLeft: 0 };
    const { def, opt } = both(spec, { bgaPayoutEndsGame: true });
    const d = act(def, 0, { type: 'speculate', cards: ['PL'] });
    expect(storage(d.state, 1)).toEqual({ P: 1 });
    expect(d.state.over).toBe(true);
    const o = act(opt, 0, { type: 'speculate', cards: ['PL'] });
    expect(storage(o.state, 1)).toEqual({});
    expect(o.state.over).toBe(true);
    // A failed speculation pays nothing: the final flood harvests even with the option.
    const f = act(opt, 0, { type: 'speculate', cards: ['LC'] });
    expect(storage(f.state, 1)).toEqual({ P: 1 });
    // Not the final pass: the harvest happens.
    const n = scenario({ ...spec, deck: ['C', 'C', 'P', 'W', 'W', 'W', 'W'], options: { bgaPayoutEndsGame: true } });
    expect(storage(act(n, 0, { type: 'speculate', cards: ['PL'] }).state, 1)).toEqual({ P: 1 });
  });

  it('hidePileSizes: other players\' hand and storage sizes are hidden', () => {
    const spec: ScenarioSpec = { flood: 'F', hands: [{ P: 2 }, { W: 3 }], storage: [{ L: 1 }, { C: 4 }], deck: ['L'] };
    const { def, opt } = both(spec, { hidePileSizes: true });
    const dv = nile.view(def, 0);
    expect(dv.seats[1]).toMatchObject({ handSize: 3, storageSize: 4 });
    const ov = nile.view(opt, 0);
    expect(ov.seats[1]).not.toHaveProperty('handSize');
    expect(ov.seats[1]).not.toHaveProperty('storageSize');
    expect(ov.seats[0]).toMatchObject({ handSize: 2, storageSize: 1, hand: { P: 2 }, storage: { L: 1 } });
    const spectator = nile.view(opt, null);
    for (const sv of spectator.seats) expect(Object.keys(sv).sort()).toEqual(['fields', 'speculations']);
  });

  it('firstPlayer: forces the first seat; by default it is random', () => {
    for (let seat = 0; seat < 4; seat++) expect(nile.setup({ players: 4, seed: 'same', options: { firstPlayer: seat } }).active).toBe(seat);
    const seen = new Set(Array.from({ length: 40 }, (_, i) => nile.setup({ players: 4, seed: `fp-${i}` }).active));
    expect(seen.size).toBe(4);
  });
});

describe('presets', () => {
  it('"bga": burned flood card (locust after it), final payout skips its harvest, early speculation discard, no final-draw locust, hidden sizes and payments; every other rule at its default', () => {
    const bga = nile.presets.find((p) => p.id === 'bga');
    expect(bga).toBeDefined();
    const s = nile.setup({ players: 3, seed: 'bga', options: bga!.values as Partial<NileOptions> });
    expect(s.options).toEqual({
      ...nile.defaultOptions,
      bgaFloodBurn: true,
      bgaLocustAfterBurn: true,
      bgaPayoutEndsGame: true,
      bgaDiscardBeforePayout: true,
      bgaEndBeforeLocust: true,
      hidePileSizes: true,
      hideTradePayment: true,
    });
    // Its behaviour: a flood locust burns one card.
    const b = scenario({ flood: 'F', hands: [{ C: 2 }], deck: ['X', 'L', 'P', 'W'], options: bga!.values as Partial<NileOptions> });
    const r = act(b, 0, { type: 'offering', pay: [{ from: 'hand', card: 'C' }, { from: 'hand', card: 'C' }] });
    expect(flood(r.state)).toBe('P');
    expect(nile.view(r.state, 1).seats[0]).not.toHaveProperty('handSize');
  });

  it('every preset is a valid set of options', () => {
    expect(nile.presets.map((p) => p.id)).toContain('bga');
    for (const p of nile.presets) {
      for (const k of Object.keys(p.values)) expect(Object.keys(nile.optionSchema)).toContain(k);
      expect(() => nile.setup({ players: 2, seed: 'p', options: p.values as Partial<NileOptions> })).not.toThrow();
    }
  });
});

describe('option errors', () => {
  const setupWith = (options: unknown, players = 3) => () => nile.setup({ players, seed: 'x', options: options as Partial<NileOptions> });

  it('an unknown option', () => {
    const e = ruleError(setupWith({ bgaBurn: true }), 'BAD_OPTION');
    expect(e.message).toMatch(/bgaBurn/);
    expect(e.details).toEqual({ option: 'bgaBurn' });
  });

  it('a value of the wrong type', () => {
    const e = ruleError(setupWith({ hidePileSizes: 'yes' }), 'BAD_OPTION');
    expect(e.message).toMatch(/hidePileSizes/);
    expect(e.details).toEqual({ option: 'hidePileSizes' });
    const f = ruleError(setupWith({ firstPlayer: 1.5 }), 'BAD_OPTION');
    expect(f.details).toEqual({ option: 'firstPlayer' });
    const g = ruleError(setupWith({ lazyRebuild: 1 }), 'BAD_OPTION');
    expect(g.details).toEqual({ option: 'lazyRebuild' });
    ruleError(setupWith('bga'), 'BAD_OPTION');
  });

  it('payoutFlat3 and payoutPerSymbol together', () => {
    const e = ruleError(setupWith({ payoutFlat3: true, payoutPerSymbol: true }), 'BAD_OPTION');
    expect(e.message).toMatch(/payoutFlat3/);
    expect(e.message).toMatch(/payoutPerSymbol/);
    expect(e.details?.option).toMatch(/payoutFlat3|payoutPerSymbol/);
    expect(setupWith({ payoutFlat3: true, payoutPerSymbol: false })).not.toThrow();
  });

  it('firstPlayer must be a seat of the game', () => {
    const e = ruleError(setupWith({ firstPlayer: 3 }, 3), 'BAD_OPTION');
    expect(e.message).toMatch(/firstPlayer/);
    expect(e.details).toEqual({ option: 'firstPlayer' });
    expect(ruleError(setupWith({ firstPlayer: 5 }, 5), 'BAD_OPTION').details).toEqual({ option: 'firstPlayer' });
    expect(ruleError(setupWith({ firstPlayer: -1 }, 2), 'BAD_OPTION').details).toEqual({ option: 'firstPlayer' });
    expect(setupWith({ firstPlayer: 2 }, 3)).not.toThrow();
  });

  it('a bad player count is BAD_SETUP', () => {
    ruleError(() => nile.setup({ players: 1, seed: 'x' }), 'BAD_SETUP');
    ruleError(() => nile.setup({ players: 6, seed: 'x' }), 'BAD_SETUP');
  });
});
