import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../../engine/ai';
import { createRng, randInt } from '../../../engine/core/rng';
import { playGame } from '../../../engine/core/play';
import { replay, type MatchRecord } from '../../../engine/core/record';
import { niagara, NIAGARA_ROUND_CAP, type NiagaraEvent, type NiagaraState } from '../../../engine/niagara';
import { handCards, popcount } from '../../../engine/niagara/material/cards';
import { gemTotals } from './helpers';

const variantArb = fc.record({
  pinkCaves: fc.constantFrom('both', 'left', 'right'),
  forkStart: fc.constantFrom('left', 'right', 'random'),
  forkMode: fc.constantFrom('alternate', 'random'),
  paddleOverFalls: fc.boolean(),
  cargoBlocks: fc.constantFrom('one', 'beforeAndAfter'),
  cargoOnlyTurn: fc.boolean(),
  loneBankCanoeMustLaunch: fc.boolean(),
  oneBuyBackPerRound: fc.boolean(),
  unloadAnyCave: fc.boolean(),
  cargoAfterSteal: fc.boolean(),
  cloudMayStayAtEdge: fc.boolean(),
  tieBreak: fc.constantFrom('shared', 'gemValue', 'mostGemsThenFirst'),
});

/** Freeze a state and its arrays: apply must never write to its input, so any write would now throw. */
function freeze(s: NiagaraState): NiagaraState {
  for (const v of Object.values(s)) if (v && typeof v === 'object') Object.freeze(v);
  return Object.freeze(s);
}

/** Another state that differs from `s` only in other colours' face-down cards (what `seat` must not see). */
function scrambleHidden(s: NiagaraState, seat: number, seed: string): NiagaraState {
  const r = createRng(seed);
  const t = structuredClone(s);
  for (let c = 0; c < t.crews; c++) {
    if (c % t.players === seat || t.chosen[c]! < 0 || t.shown[c] === 1) continue;
    const pool = handCards(t.hands[c]! | (1 << t.chosen[c]!));
    const pick = pool[randInt(r, pool.length)]!;
    t.hands[c] = (t.hands[c]! | (1 << t.chosen[c]!)) & ~(1 << pick);
    t.chosen[c] = pick;
  }
  return t;
}

function checkState(s: NiagaraState, events: NiagaraEvent[], step: number, seed: string, deep: boolean): void {
  // 35 gems, 7 of each colour, across caves, canoes and reserves.
  expect(gemTotals(s)).toEqual([7, 7, 7, 7, 7]);
  // Every canoe is on the bank, on a slot, or lost; a gem only ever rides a canoe afloat.
  expect(s.canoePos).toHaveLength(s.crews * 2);
  s.canoePos.forEach((p, j) => {
    expect(p === -1 || p === -2 || (p >= 0 && p <= 8)).toBe(true);
    if (s.canoeGem[j]! >= 0) expect(p).toBeGreaterThanOrEqual(0);
  });
  // All colours hold the same number of cards of the cycle.
  const held = s.hands.map((h, c) => popcount(h) + (s.chosen[c]! >= 0 ? 1 : 0));
  expect(new Set(held).size).toBe(1);
  for (const e of events) {
    for (let seat = 0; seat < s.players; seat++) {
      const ev = niagara.eventView(e, seat);
      if (ev?.type === 'cardChosen' && ev.seat !== seat) expect(ev).not.toHaveProperty('card');
    }
  }
  if (!deep) return;
  for (let seat = 0; seat < s.players; seat++) {
    const v = niagara.view(s, seat);
    v.crews.forEach((cv, c) => {
      if (c % s.players !== seat) {
        expect(cv).not.toHaveProperty('choice');
        expect(cv).not.toHaveProperty('hand');
      }
    });
    expect(JSON.stringify(v)).not.toMatch(/"rng"/);
    // Nothing hidden reaches the view: changing only other colours' face-down cards leaves it identical.
    expect(niagara.view(scrambleHidden(s, seat, `${seed}/${step}/${seat}`), seat)).toEqual(v);
    // determinize builds a world this seat cannot tell apart from the real one.
    if (s.phase !== 'over') expect(niagara.view(niagara.determinize(v, seat, createRng(`${seed}/d${step}`)), seat)).toEqual(v);
  }
  const spectator = niagara.view(s, null);
  spectator.crews.forEach((cv) => expect(cv).not.toHaveProperty('choice'));
}

function checkGame(players: number, seed: string, options: Record<string, unknown>): void {
  let s = niagara.setup({ players, seed, options });
  const rng = createRng(`${seed}/bots`);
  const record: MatchRecord = { game: 'niagara', version: niagara.version, players, seed, options, actions: [] };
  let step = 0;
  checkState(s, [], step, seed, true);
  while (niagara.toAct(s).length > 0) {
    const toAct = niagara.toAct(s);
    for (let p = 0; p < players; p++) if (!toAct.includes(p)) expect(niagara.legalActions(s, p)).toEqual([]);
    const seat = toAct[randInt(rng, toAct.length)]!; // simultaneous choices in any order
    const legal = niagara.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = randomBot({ game: niagara, view: null, seat, legal, rng });
    const before = step % 25 === 0 ? structuredClone(s) : null;
    const r = niagara.apply(freeze(s), seat, action); // apply never writes to its input (frozen: a write throws)
    if (before) expect(s).toEqual(before);
    record.actions.push({ seat, action });
    s = r.state;
    step++;
    checkState(s, r.events, step, seed, step % 6 === 0 || s.phase === 'over');
    expect(step).toBeLessThan(20_000); // every game ends (by the rules or at the round cap)
  }
  const o = niagara.outcome(s);
  expect(o).not.toBeNull();
  expect(o!.places).toHaveLength(players);
  if (o!.note === 'roundCap') expect(s.round).toBe(options.roundCap);
  else expect(o!.winners.length).toBeGreaterThan(0);
  // The same record replays to the same final state.
  expect(replay<NiagaraState>({ niagara }, JSON.parse(JSON.stringify(record))).final).toEqual(s);
}

describe('Niagara properties over random games', () => {
  for (const players of [3, 4, 5]) {
    it(`${players} players, default options (short round cap)`, () => {
      fc.assert(fc.property(fc.string({ maxLength: 12 }), (seed) => checkGame(players, seed, { roundCap: 30 })), { numRuns: 8, seed: 100 + players });
    });
    it(`${players} players, random variants`, () => {
      fc.assert(fc.property(fc.string({ maxLength: 12 }), variantArb, (seed, o) => checkGame(players, seed, { ...o, roundCap: 25 })), { numRuns: 8, seed: 200 + players });
    });
  }
  it('2 players, two colours each', () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), variantArb, (seed, o) => checkGame(2, seed, { ...o, twoColoursEach: true, roundCap: 25 })), { numRuns: 8, seed: 302 });
  });

  it('the same seed and actions give the same game; another seed another game', () => {
    const play = (seed: string) => playGame<NiagaraState>(niagara, { players: 4, seed, bots: new Array(4).fill(randomBot), botSeed: 'fixed', options: { roundCap: 40 } }).final;
    expect(play('same')).toEqual(play('same'));
    expect(play('same')).not.toEqual(play('other'));
  });

  it('random games with default options end by the rules or stop at the round cap, which the outcome reports', () => {
    for (let i = 0; i < 3; i++) {
      const g = playGame<NiagaraState>(niagara, { players: 4, seed: `cap${i}`, bots: new Array(4).fill(randomBot), keepRecord: false, skipViews: true });
      expect(g.capped).toBe(false); // playGame's action cap is never what stops it
      const o = niagara.outcome(g.final)!;
      if (o.note === 'roundCap') expect(g.final.round).toBe(NIAGARA_ROUND_CAP);
      else expect(o.winners.length).toBeGreaterThan(0);
    }
  });

  it('greedy bots finish their games well before the round cap (3, 4, 5 players and the 2-player variant)', () => {
    for (const players of [2, 3, 4, 5]) {
      for (let i = 0; i < 3; i++) {
        const g = playGame<NiagaraState>(niagara, {
          players, seed: `greedy${players}-${i}`, bots: new Array(players).fill(greedyBot), keepRecord: false,
          options: players === 2 ? { twoColoursEach: true } : {},
        });
        const o = niagara.outcome(g.final)!;
        expect(o.note).toBeUndefined();
        expect(o.winners.length).toBeGreaterThan(0);
        expect(g.final.round).toBeLessThan(NIAGARA_ROUND_CAP);
      }
    }
  });
});
