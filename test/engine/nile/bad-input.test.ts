import { describe, expect, it } from 'vitest';
import { createRng, randInt } from '../../../engine/core/rng';
import { nile, type NileAction, type NileState } from '../../../engine/nile';
import { CARD_IDS, CROPS, LOCUST, SPECULATIONS } from '../../../engine/nile/material/cards';
import { accepted, endedWith, legalPlants, plantKey, rejects, scenario } from './helpers';

const base = () =>
  scenario({
    flood: 'P',
    hands: [{ P: 2, W: 1, PW: 1, WL: 1, C: 1 }, { L: 2 }],
    storage: [{ L: 1 }, {}],
    fields: [{}, { C: 2 }],
    deck: ['F', 'F', 'F', 'F', 'F'],
  });

describe('wrong seat', () => {
  it('NOT_YOUR_TURN for a seat of the game that is not active; nothing changes', () => {
    const s = base();
    const e = rejects(s, 1, { type: 'pass' }, 'NOT_YOUR_TURN');
    expect(e.message).toMatch(/seat 0/);
    rejects(s, 1, { type: 'plant', crops: { L: 2 } }, 'NOT_YOUR_TURN');
  });

  it.each([[2], [-1], [5], [1.5], [Number.NaN], ['0'], [null]])('BAD_SEAT for %s in a 2-player game', (seat) => {
    rejects(base(), seat as number, { type: 'pass' }, 'BAD_SEAT');
  });
});

describe('malformed actions: MALFORMED_ACTION naming the field, and nothing changes', () => {
  const pay = (a: unknown, b: unknown) => [a, b];
  const ok = { from: 'hand', card: 'P' };
  const cases: [string, unknown, RegExp][] = [
    ['null', null, /action must be an object/],
    ['undefined', undefined, /action must be an object/],
    ['a number', 42, /action must be an object/],
    ['a string', 'pass', /action must be an object/],
    ['an array', [{ type: 'pass' }], /action must be an object/],
    ['no type', {}, /action type/],
    ['an unknown type', { type: 'harvest' }, /action type "harvest"/],
    ['a type of the wrong kind', { type: 7 }, /action type/],
    ['an extra field on pass', { type: 'pass', seat: 0 }, /"seat"/],
    ['an extra field on plant', { type: 'plant', crops: { W: 1 }, fast: true }, /"fast"/],
    ['market without pay', { type: 'market' }, /"pay"/],
    ['pay not a list', { type: 'market', pay: 'PW' }, /"pay"/],
    ['pay of 1 card', { type: 'market', pay: [ok] }, /"pay"/],
    ['pay of 3 cards', { type: 'offering', pay: [ok, ok, ok] }, /"pay"/],
    ['pay entry not an object', { type: 'offering', pay: pay(null, ok) }, /pay\[0\]/],
    ['pay from the deck', { type: 'market', pay: pay(ok, { from: 'deck', card: 'P' }) }, /pay\[1\]\.from/],
    ['pay from a field', { type: 'market', pay: pay({ from: 'field', card: 'C' }, ok) }, /pay\[0\]\.from/],
    ['pay of an unknown card', { type: 'market', pay: pay({ from: 'hand', card: 'Z' }, ok) }, /pay\[0\]\.card/],
    ['pay of the locust', { type: 'market', pay: pay(ok, { from: 'hand', card: 'X' }) }, /pay\[1\]\.card/],
    ['pay of a card index', { type: 'market', pay: pay({ from: 'hand', card: 0 }, ok) }, /pay\[0\]\.card/],
    ['plant without crops', { type: 'plant' }, /"crops"/],
    ['plant crops as a list', { type: 'plant', crops: ['W', 'W'] }, /"crops"/],
    ['plant of a non-crop', { type: 'plant', crops: { Z: 1 } }, /"Z"/],
    ['plant of a speculation card', { type: 'plant', crops: { PW: 1 } }, /"PW" is not a crop/],
    ['plant of a negative count', { type: 'plant', crops: { W: -1 } }, /count for W/],
    ['plant of a fractional count', { type: 'plant', crops: { W: 1.5 } }, /count for W/],
    ['plant of a string count', { type: 'plant', crops: { W: '1' } }, /count for W/],
    ['plant of a null count', { type: 'plant', crops: { W: null } }, /count for W/],
    ['speculate without cards', { type: 'speculate' }, /"cards"/],
    ['speculate of no card', { type: 'speculate', cards: [] }, /"cards"/],
    ['speculate of 3 cards', { type: 'speculate', cards: ['WL', 'LC', 'CF'] }, /"cards"/],
    ['speculate of a string', { type: 'speculate', cards: 'WL' }, /"cards"/],
    ['speculate of a crop', { type: 'speculate', cards: ['W'] }, /cards\[0\]/],
    ['speculate of the locust', { type: 'speculate', cards: ['WL', 'X'] }, /cards\[1\]/],
    ['speculate of the same card twice', { type: 'speculate', cards: ['WL', 'WL'] }, /two cards must differ/],
  ];
  it.each(cases)('%s', (_name, action, msg) => {
    const e = rejects(base(), 0, action, 'MALFORMED_ACTION');
    expect(e.message).toMatch(msg);
  });
});

describe('illegal actions: ILLEGAL_ACTION and nothing changes', () => {
  const cases: [string, NileAction][] = [
    ['planting a flooded crop', { type: 'plant', crops: { P: 2 } }],
    ['a new field of one card', { type: 'plant', crops: { W: 1 } }],
    ['more cards than in hand', { type: 'plant', crops: { W: 2 } }],
    ['a crop not in hand', { type: 'plant', crops: { F: 2 } }],
    ['an empty plant', { type: 'plant', crops: {} }],
    ['a plant of zero counts', { type: 'plant', crops: { W: 0, L: 0 } }],
    ['a 1-card field against an opponent field', { type: 'plant', crops: { C: 1, W: 1 } }],
    ['speculating with a flooded crop', { type: 'speculate', cards: ['PW'] }],
    ['speculating with a card not in hand', { type: 'speculate', cards: ['LC'] }],
    ['speculating with one good card and one flooded', { type: 'speculate', cards: ['WL', 'PW'] }],
    ['paying with a card not in hand', { type: 'market', pay: [{ from: 'hand', card: 'L' }, { from: 'hand', card: 'W' }] }],
    ['paying twice with a single card', { type: 'offering', pay: [{ from: 'hand', card: 'W' }, { from: 'hand', card: 'W' }] }],
    ['paying twice with a single storage card', { type: 'market', pay: [{ from: 'storage', card: 'L' }, { from: 'storage', card: 'L' }] }],
    ['paying with a speculation card from storage', { type: 'market', pay: [{ from: 'storage', card: 'WL' }, { from: 'hand', card: 'W' }] }],
    ['paying with a crop not in storage', { type: 'offering', pay: [{ from: 'storage', card: 'P' }, { from: 'hand', card: 'W' }] }],
  ];
  it.each(cases)('%s', (_name, action) => {
    const s = base();
    rejects(s, 0, action, 'ILLEGAL_ACTION');
    expect(nile.legalActions(s, 0)).not.toContainEqual(action);
  });
});

describe('after the game is over', () => {
  it('every action of every seat is GAME_OVER; nobody is to act; legalActions are empty', () => {
    const s = endedWith({ flood: 'F', hands: [{ W: 2 }, { W: 2 }] });
    expect(s.over).toBe(true);
    expect(nile.toAct(s)).toEqual([]);
    for (const seat of [0, 1]) {
      rejects(s, seat, { type: 'pass' }, 'GAME_OVER');
      rejects(s, seat, { type: 'plant', crops: { W: 2 } }, 'GAME_OVER');
      expect(nile.legalActions(s, seat)).toEqual([]);
    }
  });
});

describe('legalActions', () => {
  it('is [] for a seat that is not to act', () => {
    const s = base();
    expect(nile.legalActions(s, 1)).toEqual([]);
    expect(nile.legalActions(s, 2)).toEqual([]);
    expect(nile.legalActions(s, -1)).toEqual([]);
    expect(nile.legalActions(s, 0).length).toBeGreaterThan(1);
  });

  /** Every legal action applies; the plants (and speculations) listed are exactly the ones apply accepts. */
  function checkState(s: NileState, trades = false, exhaustive = true): void {
    const seat = s.active;
    const legal = nile.legalActions(s, seat);
    const keys = legal.map((a) => JSON.stringify(a));
    expect(new Set(keys).size).toBe(keys.length);
    expect(legal).toContainEqual({ type: 'pass' });
    for (const a of legal) expect(() => nile.apply(s, seat, a)).not.toThrow();
    if (!exhaustive) return;
    // Speculations: every set of 1 or 2 cards.
    const specKey = (cards: readonly string[]) => cards.slice().sort().join('+');
    const specOk: string[] = [];
    SPECULATIONS.forEach((a, i) => {
      if (accepted(s, seat, { type: 'speculate', cards: [a] })) specOk.push(specKey([a]));
      for (const b of SPECULATIONS.slice(i + 1)) if (accepted(s, seat, { type: 'speculate', cards: [a, b] })) specOk.push(specKey([a, b]));
    });
    const specListed = legal.flatMap((a) => (a.type === 'speculate' ? [specKey(a.cards)] : []));
    expect(specOk.sort()).toEqual(specListed.sort());
    if (trades) {
      // Trades: every ordered pair of payment sources, both kinds; compared as unordered pairs.
      const sources = (['hand', 'storage'] as const).flatMap((from) => CARD_IDS.filter((_, i) => i !== LOCUST).map((card) => ({ from, card })));
      const tradeKey = (type: string, pay: readonly { from: string; card: string }[]) => `${type}:${pay.map((p) => `${p.from}.${p.card}`).sort().join('+')}`;
      const tradeOk = new Set<string>();
      for (const type of ['market', 'offering'] as const) {
        for (const a of sources) for (const b of sources) if (accepted(s, seat, { type, pay: [a, b] })) tradeOk.add(tradeKey(type, [a, b]));
      }
      const tradeListed = legal.flatMap((a) => (a.type === 'market' || a.type === 'offering' ? [tradeKey(a.type, a.pay)] : []));
      expect(new Set(tradeListed).size).toBe(tradeListed.length);
      expect([...tradeOk].sort()).toEqual(tradeListed.sort());
    }
    const h = CROPS.map((_, k) => s.hands[seat]![k]!);
    if (h.reduce((t, n) => t * (n + 2), 1) > 1500) return; // keep it fast
    const ok: string[] = [];
    const cnt = [0, 0, 0, 0, 0];
    const rec = (k: number): void => {
      if (k === 5) {
        const crops = Object.fromEntries(CROPS.map((c, i) => [c, cnt[i]]));
        if (accepted(s, seat, { type: 'plant', crops })) ok.push(plantKey(crops));
        return;
      }
      for (let n = 0; n <= h[k]! + 1; n++) {
        cnt[k] = n;
        rec(k + 1);
      }
      cnt[k] = 0;
    };
    rec(0);
    expect(ok.sort()).toEqual(legalPlants(s, seat));
  }

  it('exhaustively, for hand-made positions: every accepted plant is listed, and every listed action applies', () => {
    const positions = [
      scenario({ flood: 'F', hands: [{ P: 3, W: 2, L: 1, C: 2, F: 2 }], deck: ['C', 'C', 'C'] }),
      scenario({ flood: 'PW', hands: [{ P: 2, W: 2, L: 3, C: 1, F: 2 }], fields: [{ L: 1 }, { C: 2 }], deck: ['C', 'C', 'C'] }),
      scenario({ flood: 'L', hands: [{ P: 4, W: 1, L: 2, C: 3, F: 1, WC: 1 }], fields: [{ W: 3, F: 1 }, { P: 3, C: 1 }], storage: [{ P: 1 }], deck: ['C', 'C', 'C'] }),
      scenario({ players: 3, active: 2, flood: 'CF', hands: [{}, {}, { P: 2, W: 3, L: 2, C: 2 }], fields: [{ P: 1 }, { W: 2 }, { L: 2 }], deck: ['C', 'C', 'C'] }),
      scenario({ flood: null, hands: [{ P: 2, W: 2, L: 2, C: 2, F: 2 }], deck: ['C', 'C', 'C'] }),
      scenario({ flood: 'F', hands: [{ P: 5, W: 5 }], fields: [{ P: 2 }, { W: 4 }], deck: ['C', 'C', 'C'] }),
      scenario({ flood: 'WL', hands: [{ P: 1, PW: 1, PC: 1, CF: 1, LF: 1 }], storage: [{ P: 1, F: 2 }], deck: ['C', 'C', 'C'] }),
      scenario({ flood: 'F', hands: [{ PC: 1, CF: 1 }], deck: ['C', 'C', 'C'], options: { specIgnoresFlood: true } }),
    ];
    for (const s of positions) checkState(s, true);
    checkState(scenario({ flood: 'F', hands: [{ P: 2, PW: 1, LC: 1 }], storage: [{ W: 1, C: 2 }], deck: ['C', 'C', 'C'], options: { tradeCropsOnly: true } }), true);
  });

  it('along random games with various options: every listed action applies, plants are complete', () => {
    const configs: [number, Record<string, boolean>][] = [
      [2, {}],
      [3, { tradeCropsOnly: true, specIgnoresFlood: true }],
      [4, { noLocustReplacement: true, lazyRebuild: true }],
      [5, { bgaFloodBurn: true, keepCurrentFlood: true }],
    ];
    for (const [players, options] of configs) {
      let s = nile.setup({ players, seed: `legal-${players}`, options });
      const rng = createRng(`walk-${players}`);
      let steps = 0;
      while (!s.over && steps < 150) {
        checkState(s, false, steps % 4 === 0);
        const legal = nile.legalActions(s, s.active);
        // Favour plants and speculation so the fields fill up.
        const play = legal.filter((a) => a.type !== 'market' && a.type !== 'offering');
        const pool = randInt(rng, 4) === 0 ? legal : play;
        s = nile.apply(s, s.active, pool[randInt(rng, pool.length)]!).state;
        steps++;
      }
    }
  });
});
