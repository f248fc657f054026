import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../engine/core/options';
import { BANKS_ROUND_CAP, banks, type BanksState } from '../../../engine/banks';
import { BANKS_STALEMATE_ROUNDS } from '../../../engine/banks/options';
import { act, atActions, eventsOf, scenario } from './helpers';

describe('options', () => {
  it('defaults follow the spec', () => {
    expect(banks.defaultOptions).toEqual({
      twoPlayerCover: 'german',
      startDesert: 'startPlayer',
      firstPlayer: null,
      startingJokers: 2,
      openingWater: 1,
      buyCountsAsAction: true,
      ebbRemoval: 'any',
      rotPick: 'choose',
      penaltyNetting: 'perRow',
      boatClearance: 'everyRound',
      arrowStopsTide: true,
      noSameKindPerField: false,
      desertReshuffle: true,
      repeatCheckCountsRotten: true,
      hippoAuction: false,
      startBidding: false,
      startBidRounds: 3,
      buyOthersSeeds: false,
      jokerHeals: 'off',
      roundCap: BANKS_ROUND_CAP,
      stalemateRounds: BANKS_STALEMATE_ROUNDS,
    });
    for (const spec of Object.values(banks.optionSchema)) {
      expect(spec.label.length).toBeGreaterThan(0);
      expect(spec.help.length).toBeGreaterThan(10);
    }
  });

  it('every preset is a valid option set and sets up a game', () => {
    for (const p of banks.presets) {
      expect(() => resolveOptions(banks.optionSchema, p.values)).not.toThrow();
      expect(banks.setup({ players: 3, seed: p.id, options: p.values }).over).toBe(false);
    }
  });

  it('stalemateRounds: a locked-up game ends as it stands after that many idle rounds; null never ends it', () => {
    // Nothing can move: empty supplies and piles, nothing on the board, a market that cannot fill.
    const lock = (stalemateRounds: number | null): BanksState => {
      const { s } = scenario({ options: { stalemateRounds, roundCap: 6 }, pawns: [4, 2], market: { M4: ['0:flax', '1:wheat'] } });
      s.supply.fill(0);
      s.lost = [14, 14];
      atActions(s, 0);
      return s;
    };
    let s = lock(2);
    for (let i = 0; i < 20 && !s.over; i++) s = act(s, banks.toAct(s)[0]!, { type: 'endTurn' }).state;
    expect(s.over).toBe(true);
    expect(s.stalemate).toBe(true);
    expect(s.round).toBe(3); // round 1 sets the reference; rounds 2 and 3 change nothing
    expect(banks.outcome(s)).toMatchObject({ note: 'stalemate', winners: [0] });
    let n = lock(null);
    for (let i = 0; i < 20 && !n.over; i++) n = act(n, banks.toAct(n)[0]!, { type: 'endTurn' }).state;
    expect(n.stalemate).toBe(false);
    expect(n.capped).toBe(true);
    expect(banks.outcome(n)).toMatchObject({ note: 'roundCap' });
  });

  it('any change of markers resets the idle count', () => {
    const { s } = scenario({ options: { stalemateRounds: 1 } });
    atActions(s, 0);
    const r = act(s, 0, { type: 'sow', kind: 'flax', field: 'W5-1' });
    const e = act(act(r.state, 0, { type: 'endTurn' }).state, 1, { type: 'endTurn' });
    expect(e.state.over).toBe(false);
    expect(eventsOf(e.events, 'gameOver')).toEqual([]);
  });
});
