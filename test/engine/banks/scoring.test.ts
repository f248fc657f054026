import { describe, expect, it } from 'vitest';
import { banks } from '../../../engine/banks';
import { scoreRow, scoringPhase } from '../../../engine/banks/rules/scoring';
import type { BanksEvent } from '../../../engine/banks/events';
import { T, atActions, boatOf, eventsOf, marketMarker, marketRow, scenario, act } from './helpers';

// Colours as in the seed's examples: Red 0, Blue 1, Green 2, Yellow 3, White 4.
const R = 0, B = 1, G = 2, Y = 3, W = 4;
const row = (...specs: string[]) => specs.map(marketMarker);

/** Run phase 4 on a scenario and return the events. */
function score(s: ReturnType<typeof scenario>['s']): BanksEvent[] {
  const ev: BanksEvent[] = [];
  scoringPhase(s, T, ev);
  return ev;
}

describe('§10 row scoring: the seed examples', () => {
  it('Example 1: Red, Blue (spoiled), Red, Blue (spoiled), Green → Blue 3, Red 2, Green 1', () => {
    const r = scoreRow(row(`${R}:flax`, `${B}:wheat:spoiled`, `${R}:grapes`, `${B}:onion:spoiled`, `${G}:flax`), 5, T);
    expect(r.counting.slice(0, 3)).toEqual([2, 2, 1]);
    expect(r.ranking).toEqual([B, R, G]);
    expect(r.awards).toEqual([2, 3, 1, 0, 0]);
    expect(r.penalties).toEqual([0, 0, 0, 0, 0]);
  });

  it('Example 2: Red, Green (spoiled), Yellow (rotten), Blue (spoiled), White → White 3, Blue 2, Green 1, Red 0; Yellow −1', () => {
    const r = scoreRow(row(`${R}:flax`, `${G}:wheat:spoiled`, `${Y}:grapes:rotten`, `${B}:onion:spoiled`, `${W}:flax`), 5, T);
    expect(r.ranking).toEqual([W, B, G, R]);
    expect(r.awards).toEqual([0, 2, 1, 0, 3]);
    expect(r.penalties).toEqual([0, 0, 0, 1, 0]);
    expect(r.counting[Y]).toBe(0);
  });

  it('Example 3: Blue (rotten), Blue (rotten), Red → Red 6; Blue −2', () => {
    const r = scoreRow(row(`${B}:flax:rotten`, `${B}:wheat:rotten`, `${R}:grapes`), 2, T);
    expect(r.ranking).toEqual([R]);
    expect(r.awards).toEqual([6, 0]);
    expect(r.penalties).toEqual([0, 2]);
  });
});

describe('§10 row scoring: variations', () => {
  it('two ranked players get 4 / 2', () => {
    const r = scoreRow(row(`${R}:flax`, `${B}:wheat`, `${B}:grapes`), 3, T);
    expect(r.ranking).toEqual([B, R]);
    expect(r.awards).toEqual([2, 4, 0]);
  });

  it('a tie on count goes to the later last marker, rotten ones included ("even rotten")', () => {
    // Red counts 1 (position 1) but owns a rotten marker at position 4; Blue counts 1 at position 2.
    const r = scoreRow(row(`${R}:flax`, `${B}:wheat`, `${G}:grapes`, `${R}:onion:rotten`), 3, T);
    expect(r.last[R]).toBe(4);
    expect(r.ranking).toEqual([R, G, B]);
    expect(r.awards).toEqual([3 - 0, 1, 2]);
    expect(r.penalties[R]).toBe(1);
  });

  it('a fourth ranked player gets nothing', () => {
    const r = scoreRow(row(`${R}:flax`, `${B}:wheat`, `${G}:grapes`, `${Y}:onion`, `${W}:flax`), 5, T);
    expect(r.ranking).toEqual([W, Y, G, B, R]);
    expect(r.awards).toEqual([0, 0, 1, 2, 3]);
  });

  it('a row of rotten markers only awards nothing and charges every owner', () => {
    const r = scoreRow(row(`${R}:flax:rotten`, `${B}:wheat:rotten`, `${R}:grapes:rotten`), 2, T);
    expect(r.ranking).toEqual([]);
    expect(r.awards).toEqual([0, 0]);
    expect(r.penalties).toEqual([2, 1]);
  });

  it('the award table and penalty come from the data set', () => {
    const t = { ...T, data: { ...T.data, awards: [[10], [7, 3], [5, 3, 1]], rottenPenalty: 2 } };
    const r = scoreRow(row(`${R}:flax`, `${B}:wheat:rotten`, `${B}:flax`), 2, t);
    expect(r.awards).toEqual([3, 7]);
    expect(r.penalties).toEqual([0, 2]);
  });
});

describe('§10 scoring phase', () => {
  it('Example 2 on the board: pawns move by award − penalty, Yellow stays put, markers go to the boat', () => {
    const { s } = scenario({
      players: 5,
      market: { M4: [`${R}:flax`, `${G}:wheat:spoiled`, `${Y}:grapes:rotten`, `${B}:onion:spoiled`, `${W}:flax`] },
    });
    const ev = score(s);
    expect(s.pawns).toEqual([1, 3, 2, 1, 4]);
    expect(marketRow(s, 'M4')).toEqual([]);
    expect([R, B, G, Y, W].map((c) => boatOf(s, c))).toEqual([1, 1, 1, 1, 1]);
    expect(eventsOf(ev, 'rowScored')[0]).toMatchObject({ row: 'M4', ranking: [W, B, G, R], moves: [0, 2, 1, 0, 3] });
    expect(eventsOf(ev, 'marketToBoat')[0]).toMatchObject({ rows: ['M4'], markers: [1, 1, 1, 1, 1] });
  });

  it('Example 3 on the board: Red 6, Blue −2 does not move back', () => {
    const { s } = scenario({ players: 2, pawns: [5, 5], market: { M1: [`${B}:flax:rotten`, `${B}:wheat:rotten`, `${R}:grapes`] } });
    score(s);
    expect(s.pawns).toEqual([11, 5]);
  });

  it('only full rows are scored; the others keep their markers', () => {
    const { s } = scenario({ market: { M1: ['0:flax', '1:wheat'], M4: ['0:flax', '1:wheat', '0:grapes', '1:onion', '0:aubergine'] } });
    score(s);
    expect(marketRow(s, 'M1')).toEqual(['0:flax:ripe', '1:wheat:ripe']);
    expect(marketRow(s, 'M4')).toEqual([]);
    expect(s.pawns).toEqual([5, 3]);
  });

  it('several full rows are scored one by one, then all their markers go into the boat together', () => {
    const { s } = scenario({ market: { M1: ['0:flax', '1:wheat', '0:grapes'], M4: ['1:flax', '1:wheat', '0:grapes', '1:onion', '1:aubergine'] } });
    const ev = score(s);
    expect(eventsOf(ev, 'rowScored').map((e) => e.row)).toEqual(['M1', 'M4']);
    // The boat is cleared BEFORE scoring, so the sold markers survive until the next round's clearance.
    const order = ev.map((e) => e.type);
    expect(order.indexOf('boatCleared')).toBeLessThan(order.indexOf('rowScored'));
    expect(order.indexOf('marketToBoat')).toBeGreaterThan(order.lastIndexOf('rowScored'));
    expect(boatOf(s, 0) + boatOf(s, 1)).toBe(8);
    expect(s.pawns).toEqual([1 + 4 + 2, 1 + 2 + 4]);
  });

  it('boat clearance: unbought markers are lost and the obelisk moves back one space per colour', () => {
    const { s } = scenario({ players: 3, boat: ['0:flax', '0:wheat', '2:flax'] });
    const ev = score(s);
    expect(s.lost).toEqual([2, 0, 1]);
    expect(s.obelisk).toBe(28);
    expect(boatOf(s, 0) + boatOf(s, 2)).toBe(0);
    expect(eventsOf(ev, 'boatCleared')[0]).toMatchObject({ lost: [2, 0, 1], colours: 2 });
    expect(eventsOf(ev, 'obeliskMoved')[0]).toMatchObject({ from: 30, to: 28 });
  });

  it('option boatClearance "whenScoring": the boat is kept when no row is full', () => {
    const { s } = scenario({ options: { boatClearance: 'whenScoring' }, boat: ['0:flax'] });
    score(s);
    expect(s.lost).toEqual([0, 0]);
    expect(boatOf(s, 0)).toBe(1);
    const { s: s2 } = scenario({ options: { boatClearance: 'whenScoring' }, boat: ['0:flax'], market: { M1: ['1:flax', '1:wheat', '1:grapes'] } });
    score(s2);
    expect(s2.lost).toEqual([1, 0]);
  });

  it('option penaltyNetting: per row floors each row, per scoring nets the whole phase', () => {
    const market = { M1: ['0:flax', '1:wheat:rotten', '1:grapes:rotten'], M4: ['1:flax', '0:wheat:rotten', '0:grapes:rotten', '0:onion:rotten', '1:aubergine'] };
    const { s: a } = scenario({ market });
    score(a);
    // Per row: M1 Red 6, Blue 0 − 2 → 0; M4 Blue 6, Red 0 − 3 → 0. Both move 6.
    expect(a.pawns).toEqual([7, 7]);
    const { s: b } = scenario({ options: { penaltyNetting: 'perScoring' }, market });
    score(b);
    // Over the phase: Red 6 − 3 = 3; Blue 6 − 2 = 4.
    expect(b.pawns).toEqual([4, 5]);
  });
});

describe('§11 end of game and ties', () => {
  it('the game ends after scoring when a pawn reaches the obelisk; the furthest pawn wins', () => {
    const { s } = scenario({ pawns: [20, 24], obelisk: 27, market: { M4: ['1:flax', '1:wheat', '1:grapes', '1:onion', '1:aubergine'] } });
    const ev = score(s);
    expect(s.over).toBe(true);
    expect(eventsOf(ev, 'gameOver')[0]).toMatchObject({ reason: 'obelisk', winners: [1] });
    expect(banks.outcome(s)).toMatchObject({ places: [2, 1], scores: [20, 30], winners: [1] });
  });

  it('passing each other also ends the game (obelisk moved below the leading pawn)', () => {
    const { s } = scenario({ pawns: [12, 10], obelisk: 13, boat: ['0:flax', '1:flax'] });
    score(s);
    expect(s.obelisk).toBe(11);
    expect(s.over).toBe(true);
  });

  it('no end while every pawn is behind the obelisk', () => {
    const { s } = scenario({ pawns: [12, 10], obelisk: 14, boat: ['0:flax'] });
    score(s);
    expect(s.over).toBe(false);
  });

  it('a tie on the track goes to the player who lost fewer markers; a full tie is shared', () => {
    const { s } = scenario({ players: 3, pawns: [25, 25, 25], lost: [4, 2, 2], obelisk: 25 });
    score(s);
    expect(banks.outcome(s)).toMatchObject({ places: [3, 1, 1], winners: [1, 2] });
    expect(banks.outcome(s)!.tiebreak[0]).toMatchObject({ pawn: 25, lost: 4 });
  });

  it('phases 3–4 follow the last action phase: the pillar passes, the new start player scores, then the end check', () => {
    const { s } = scenario({ pawns: [25, 1], market: { M4: ['0:flax', '0:wheat', '0:grapes', '0:onion', '0:aubergine'] } });
    atActions(s, 0);
    const r0 = act(s, 0, { type: 'endTurn' });
    expect(r0.state.over).toBe(false);
    expect(eventsOf(r0.events, 'rowScored')).toEqual([]);
    expect(r0.state.actor).toBe(1);
    const r1 = act(r0.state, 1, { type: 'endTurn' });
    const types = r1.events.map((e) => e.type);
    expect(types.indexOf('pillarPassed')).toBeLessThan(types.indexOf('rowScored'));
    expect(eventsOf(r1.events, 'pillarPassed')[0]).toMatchObject({ from: 0, to: 1 });
    expect(r1.state.pawns).toEqual([31, 1]);
    expect(r1.state.over).toBe(true);
    expect(banks.toAct(r1.state)).toEqual([]);
  });
});
