import { describe, expect, it } from 'vitest';
import { banks, type BanksState } from '../../../engine/banks';
import { auctionWinner } from '../../../engine/banks/rules/hippo';
import { act, atActions, atTide, boatOf, eventsOf, keys, legal, legalOf, marketRow, rejects, scenario, supplyOf } from './helpers';

/** An ebb whose first removal reveals a hippo, with the auction variant on. */
function hippoScenario(spec: Parameters<typeof scenario>[0] = {}) {
  const { s } = scenario({
    players: 3,
    tide: 'EBBE1',
    ...spec,
    options: { hippoAuction: true, ...spec.options },
    water: { 'W5-1': { ends: [1, 1], ev: 'hippo', arrow: true }, 'W4-1': [1, 1], ...spec.water },
  });
  atTide(s);
  return act(s, 0, { type: 'removeWater', field: 'W5-1' });
}

describe('§13.1 hippo auction', () => {
  it('every player bids in secret at the same time; others see only that a bid was placed', () => {
    const r = hippoScenario();
    expect(banks.toAct(r.state).sort()).toEqual([0, 1, 2]);
    expect(legalOf(r.state, 'hippoBid', 1)).toHaveLength(16);
    const b = act(r.state, 1, { type: 'hippoBid', markers: 4 });
    expect(banks.toAct(b.state).sort()).toEqual([0, 2]);
    const ev = eventsOf(b.events, 'bidPlaced')[0]!;
    expect(banks.eventView(ev, 1)).toMatchObject({ seat: 1, markers: 4 });
    expect(banks.eventView(ev, 0)).not.toHaveProperty('markers');
    expect(banks.eventView(ev, null)).not.toHaveProperty('markers');
    expect((banks.view(b.state, 0) as { hippo: { bids: unknown[] } }).hippo.bids).toEqual([null, 'hidden', null]);
    expect((banks.view(b.state, 1) as { hippo: { bids: unknown[] } }).hippo.bids).toEqual([null, 4, null]);
    expect(JSON.stringify(banks.view(b.state, 2))).not.toContain('"bids":[null,4');
    rejects(b.state, 1, { type: 'hippoBid', markers: 1 }, 'NOT_YOUR_TURN');
    rejects(b.state, 0, { type: 'hippoBid', markers: 16 }, 'ILLEGAL_ACTION');
  });

  it('bid = hand + own markers in the boat; the winner pays his hand into the boat and plays 3 AP without jokers, then the ebb goes on', () => {
    const r = hippoScenario({ boat: ['2:flax', '2:flax'], jokers: [0, 1, 1] });
    let s = act(r.state, 0, { type: 'hippoBid', markers: 0 }).state;
    s = act(s, 2, { type: 'hippoBid', markers: 1 }).state; // 1 + 2 in the boat = 3
    const rev = act(s, 1, { type: 'hippoBid', markers: 2 }); // 2 + 0 = 2
    expect(eventsOf(rev.events, 'bidsRevealed')[0]).toMatchObject({ auction: 'hippo', hands: [0, 2, 1], totals: [0, 2, 3], winner: 2 });
    s = rev.state;
    expect(s.hippo?.stage).toBe('pay');
    expect(banks.toAct(s)).toEqual([2]);
    expect(legalOf(s, 'payHippo')).toHaveLength(5);
    s = act(s, 2, { type: 'payHippo', kind: 'onion' }).state;
    expect(boatOf(s, 2)).toBe(3);
    expect(supplyOf(s, 2)).toBe(12);
    expect(s.hippo?.stage).toBe('act');
    expect(banks.toAct(s)).toEqual([2]);
    expect(s.ap).toBe(3);
    expect(legalOf(s, 'useJoker')).toEqual([]);
    rejects(s, 2, { type: 'useJoker' }, 'ILLEGAL_ACTION');
    // The arrow waits for the end of the extra phase.
    expect(s.tide).toBe(1);
    const end = act(s, 2, { type: 'endTurn' });
    expect(eventsOf(end.events, 'actionPhaseEnded')[0]).toMatchObject({ seat: 2, extra: true });
    expect(end.state.tide).toBe(2);
    expect(end.state.hippo).toBeNull();
    expect(end.state.step).toBe('tide');
    expect(banks.toAct(end.state)).toEqual([0]);
  });

  it('ties: the bigger hand wins; still tied, nobody wins', () => {
    expect(auctionWinner([2, 3, 0], [4, 4, 1])).toBe(1);
    expect(auctionWinner([2, 2, 0], [4, 4, 1])).toBeNull();
    expect(auctionWinner([0, 0, 0], [0, 0, 0])).toBeNull();
    const r = hippoScenario();
    let s: BanksState = r.state;
    for (const p of [0, 1, 2]) s = act(s, p, { type: 'hippoBid', markers: 3 }).state;
    expect(s.hippo).toBeNull();
    expect(s.step).toBe('tide');
  });

  it('a player with an empty supply bids 0 automatically', () => {
    const { s } = scenario({ players: 2, tide: 'EBBE1', options: { hippoAuction: true }, water: { 'W5-1': { ends: [1, 1], ev: 'hippo' }, 'W4-1': [1, 1] } });
    s.supply.fill(0, 0, 5);
    s.lost[0] = 15;
    atTide(s);
    const r = act(s, 0, { type: 'removeWater', field: 'W5-1' });
    expect(banks.toAct(r.state)).toEqual([1]);
  });

  it('off by default: a hippo does nothing', () => {
    const { s } = scenario({ players: 3, tide: 'EBBE1', water: { 'W5-1': { ends: [1, 1], ev: 'hippo' }, 'W4-1': [1, 1] } });
    atTide(s);
    expect(act(s, 0, { type: 'removeWater', field: 'W5-1' }).state.hippo).toBeNull();
  });
});

describe('§13.2 start-player bidding', () => {
  const setup = (seed = 'bid', options = {}) => banks.setup({ players: 3, seed, options: { startBidding: true, startDesert: 'random', ...options } });

  it('everybody bids in secret; the highest bid takes the pillar; all bid markers go into the boat; no opening boat step', () => {
    let s = setup();
    expect(s.step).toBe('startBid');
    expect(banks.toAct(s)).toEqual([0, 1, 2]);
    expect(legalOf(s, 'startBid', 0)).toHaveLength(16);
    s = act(s, 0, { type: 'startBid', markers: 1 }).state;
    expect((banks.view(s, 1) as { startBids: unknown[] }).startBids).toEqual(['hidden', null, null]);
    s = act(s, 1, { type: 'startBid', markers: 3 }).state;
    const r = act(s, 2, { type: 'startBid', markers: 2 });
    expect(eventsOf(r.events, 'startPlayer')[0]).toMatchObject({ seat: 1, reason: 'bid' });
    s = r.state;
    expect(s.sp).toBe(1);
    expect(s.step).toBe('payBid');
    expect(banks.toAct(s)).toEqual([1]);
    for (let guard = 0; s.step === 'payBid' && guard < 20; guard++) {
      const seat = banks.toAct(s)[0]!;
      s = act(s, seat, legalOf(s, 'payBid', seat)[0]!).state;
    }
    expect([0, 1, 2].map((p) => boatOf(s, p))).toEqual([1, 3, 2]);
    expect(s.step).toBe('openWater');
  });

  it('a tie is bid again; after startBidRounds tied rounds the start player is drawn among the tied', () => {
    let s = setup('tie', { startBidRounds: 2 });
    for (const p of [0, 1, 2]) s = act(s, p, { type: 'startBid', markers: 2 }).state;
    expect(s.step).toBe('startBid');
    expect(banks.toAct(s)).toEqual([0, 1, 2]);
    s = act(s, 0, { type: 'startBid', markers: 0 }).state;
    s = act(s, 1, { type: 'startBid', markers: 1 }).state;
    const r = act(s, 2, { type: 'startBid', markers: 1 });
    expect(eventsOf(r.events, 'startPlayer')[0]).toMatchObject({ reason: 'bidDraw' });
    expect([1, 2]).toContain(r.state.sp);
    expect(r.state.payLeft).toEqual([0, 1, 1]);
  });
});

describe('§13.3 buying other players’ seeds', () => {
  it('2 AP for another colour’s marker from the boat; it goes back to its owner’s supply', () => {
    const { s } = scenario({ boat: ['1:flax', '0:wheat'], options: { buyOthersSeeds: true } });
    atActions(s, 0);
    expect(keys(legalOf(s, 'buySeed'))).toEqual(keys([{ type: 'buySeed', colour: 0, kind: 'wheat' }, { type: 'buySeed', colour: 1, kind: 'flax' }]));
    const r = act(s, 0, { type: 'buySeed', colour: 1, kind: 'flax' });
    expect(r.state.ap).toBe(1);
    expect(boatOf(r.state, 1)).toBe(0);
    expect(supplyOf(r.state, 1)).toBe(15);
    expect(supplyOf(r.state, 0)).toBe(14);
    expect(eventsOf(r.events, 'seedBought')[0]).toMatchObject({ seat: 0, colour: 1, cost: 2 });
    const { s: off } = scenario({ boat: ['1:flax'] });
    atActions(off, 0);
    rejects(off, 0, { type: 'buySeed', colour: 1, kind: 'flax' }, 'ILLEGAL_ACTION');
  });
});

describe('§13.4 joker heals', () => {
  const market = { M4: ['0:flax:spoiled', '1:wheat:spoiled', '0:grapes:rotten'] };

  it('"own": a joker turns your spoiled marker back to ripe; rotten ones cannot be healed', () => {
    const { s } = scenario({ market, jokers: [1, 0], options: { jokerHeals: 'own' } });
    atActions(s, 0);
    expect(keys(legalOf(s, 'heal'))).toEqual(keys([{ type: 'heal', row: 'M4', pos: 1 }]));
    rejects(s, 0, { type: 'heal', row: 'M4', pos: 3 }, 'ILLEGAL_ACTION');
    rejects(s, 0, { type: 'heal', row: 'M4', pos: 2 }, 'ILLEGAL_ACTION');
    const r = act(s, 0, { type: 'heal', row: 'M4', pos: 1 });
    expect(marketRow(r.state, 'M4')).toEqual(['0:flax:ripe', '1:wheat:spoiled', '0:grapes:rotten']);
    expect(r.state.jokers[0]).toEqual([]);
    expect(r.state.ap).toBe(3);
  });

  it('"any": any spoiled marker; "off" (default): no heal action', () => {
    const { s } = scenario({ market, jokers: [1, 0], options: { jokerHeals: 'any' } });
    atActions(s, 0);
    expect(legalOf(s, 'heal')).toHaveLength(2);
    const { s: off } = scenario({ market, jokers: [1, 0] });
    atActions(off, 0);
    expect(legalOf(off, 'heal')).toEqual([]);
    rejects(off, 0, { type: 'heal', row: 'M4', pos: 1 }, 'ILLEGAL_ACTION');
    expect(legal(off).length).toBeGreaterThan(0);
  });
});
