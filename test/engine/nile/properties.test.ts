import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai';
import { createRng, randInt, shuffle } from '../../../engine/core/rng';
import { replay, type MatchRecord } from '../../../engine/core/record';
import { games } from '../../../engine/games';
import { nile, type NileEvent, type NileState } from '../../../engine/nile';
import { CROPS, CROP_COUNT, LOCUST, fullComposition } from '../../../engine/nile/material/cards';
import { playRandomly } from '../support';
import { zoneTotals } from './helpers';

const toRecord = (ids: readonly string[], counts: readonly number[]): Record<string, number> =>
  Object.fromEntries(ids.flatMap((id, i) => (counts[i]! > 0 ? [[id, counts[i]!]] : [])));

const variantArb = fc.record({
  noLocustReplacement: fc.boolean(), bgaFloodBurn: fc.boolean(), tradeCropsOnly: fc.boolean(), specIgnoresFlood: fc.boolean(),
  discardOnlyRebuild: fc.boolean(), replayOnFullTie: fc.boolean(), frSmallGame: fc.boolean(), payout: fc.constantFrom('card', 'flat3', 'symbol'),
  lazyRebuild: fc.boolean(), keepCurrentFlood: fc.boolean(), endImmediately: fc.boolean(), bgaPayoutEndsGame: fc.boolean(), hidePileSizes: fc.boolean(),
  bgaDiscardBeforePayout: fc.boolean(), bgaLocustAfterBurn: fc.boolean(), bgaEndBeforeLocust: fc.boolean(), hideTradePayment: fc.boolean(),
}).map(({ payout, ...o }) => ({ ...o, payoutFlat3: payout === 'flat3', payoutPerSymbol: payout === 'symbol' }));

/** Another state that differs from `s` only in what `seat` cannot see (other hands, deck order, storages). */
function scrambleHidden(s: NileState, seat: number, seed: string): NileState {
  const r = createRng(seed);
  const t = structuredClone(s);
  shuffle(r, t.deck);
  const others = [...Array(s.players).keys()].filter((p) => p !== seat);
  if (others.length >= 2) {
    // Swap one hidden card kind between two opponents' hands, keeping sizes.
    const [a, b] = [others[0]!, others[1]!];
    const ca = t.hands[a]!.findIndex((n) => n > 0), cb = t.hands[b]!.findIndex((n, i) => n > 0 && i !== ca);
    if (ca >= 0 && cb >= 0) {
      t.hands[a]![ca]!--; t.hands[a]![cb]!++;
      t.hands[b]![cb]!--; t.hands[b]![ca]!++;
    }
  }
  // Once the game is over every storage is revealed (final reveal), so it is no longer hidden.
  for (const o of s.over ? [] : others) {
    // Move one storage card to another crop (size kept).
    const k = t.storage[o]!.findIndex((n) => n > 0);
    if (k >= 0) { t.storage[o]![k]!--; t.storage[o]![(k + 1 + randInt(r, CROP_COUNT - 1)) % CROP_COUNT]!++; }
  }
  return t;
}

function checkGame(players: number, seed: string, options: Record<string, unknown>): void {
  let s = nile.setup({ players, seed, options });
  const expected = fullComposition();
  const rng = createRng(`${seed}/bots`);
  const record: MatchRecord = { game: 'nile', version: nile.version, players, seed, options, actions: [] };
  /** What each seat is told of these events: another's draw without its cards, a trade's payment as the options say. */
  const checkEvents = (events: NileEvent[], seat: number) => {
    for (const e of events) {
      const ev = nile.eventView(e, seat);
      if (ev && ev.type === 'draw' && ev.seat !== seat) expect(ev).not.toHaveProperty('cards');
      // hideTradePayment: the cards paid and their source reach the payer only.
      if (ev && ev.type === 'trade') {
        if (ev.seat !== seat && options.hideTradePayment) expect(ev).toEqual({ type: 'trade', seat: ev.seat, kind: ev.kind, count: 2, hidden: true });
        else expect(ev).toEqual(e);
      }
    }
  };
  // `views`: also every seat's view and the spectator's (the costly part: two views per seat, one of a scrambled copy).
  const check = (st: NileState, events: NileEvent[], steps: number, views = true) => {
    expect(zoneTotals(st)).toEqual(expected);
    // With FR_SMALL_GAME the in-game deck is smaller (76 / 86 with the locust).
    const inGame = 91 - st.removed.reduce((a, b) => a + b, 0);
    if (options.frSmallGame && players === 2) expect(inGame).toBe(76);
    else if (options.frSmallGame && players === 3) expect(inGame).toBe(86);
    else expect(inGame).toBe(91);
    for (let k = 0; k < CROP_COUNT; k++) expect(st.fields.filter((f) => f[k]! > 0).length).toBeLessThanOrEqual(1);
    expect(st.discard[LOCUST]! + st.deck.filter((c) => c === LOCUST).length).toBe(1);
    for (let seat = 0; seat < players; seat++) {
      checkEvents(events, seat);
      if (!views) continue;
      const v = nile.view(st, seat);
      v.seats.forEach((sv, p) => {
        if (p !== seat) expect(Object.keys(sv)).not.toContain('hand');
        // Another storage only in the final reveal, and then exactly as it is.
        if (p !== seat && !st.over) expect(Object.keys(sv)).not.toContain('storage');
        if (st.over) expect(sv.storage).toEqual(toRecord(CROPS, st.storage[p]!));
      });
      expect(JSON.stringify(v)).not.toMatch(/"deck"\s*:/);
      // Nothing hidden reaches the view: changing only hidden cards leaves it identical.
      expect(nile.view(scrambleHidden(st, seat, `${seed}/${steps}`), seat)).toEqual(v);
    }
    if (!views) return;
    const spectator = nile.view(st, null);
    spectator.seats.forEach((sv, p) => {
      expect(Object.keys(sv)).not.toContain('hand');
      if (st.over) expect(sv.storage).toEqual(toRecord(CROPS, st.storage[p]!));
      else expect(Object.keys(sv)).not.toContain('storage');
    });
    for (const e of events) {
      const ev = nile.eventView(e, null);
      if (ev && ev.type === 'draw') expect(ev).not.toHaveProperty('cards');
      if (ev && ev.type === 'trade' && options.hideTradePayment) expect(ev).toEqual({ type: 'trade', seat: ev.seat, kind: ev.kind, count: 2, hidden: true });
    }
  };
  check(s, [], 0);
  // Every game ends; every rebuild is checked (each card conserved through it), and a sample of the other steps; a
  // trade's events are checked at every trade (most of a random bot's moves: the views there only at the sample's).
  s = playRandomly(nile, s, rng, record, 5000, (st, events, step) => {
    const full = step % 7 === 0 || st.over || events.some((e) => e.type === 'rebuild');
    if (full || events.some((e) => e.type === 'trade')) check(st, events, step, full);
  });
  expect(nile.outcome(s)).not.toBeNull();
  expect(nile.legalActions(s, 0)).toEqual([]);
  // The same record replays to the same final state.
  expect(replay<NileState>(games, JSON.parse(JSON.stringify(record))).final).toEqual(s);
}

describe('NILE properties over random games', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players, default options`, () => {
      fc.assert(fc.property(fc.string({ maxLength: 12 }), (seed) => checkGame(players, seed, {})), { numRuns: 40, seed: 1000 + players });
    });
    it(`${players} players, random variants`, () => {
      fc.assert(fc.property(fc.string({ maxLength: 12 }), variantArb, (seed, o) => checkGame(players, seed, o)), { numRuns: 40, seed: 2000 + players });
    });
  }

  it('the same seed and actions give the same game; another seed another game', () => {
    const play = (seed: string) => {
      let s = nile.setup({ players: 4, seed });
      const rng = createRng('fixed-bot');
      while (nile.toAct(s).length) {
        const seat = nile.toAct(s)[0]!;
        s = nile.apply(s, seat, randomBot({ game: nile, view: null, seat, legal: nile.legalActions(s, seat), rng })).state;
      }
      return s;
    };
    expect(play('same')).toEqual(play('same'));
    expect(play('same')).not.toEqual(play('other'));
  });
});
