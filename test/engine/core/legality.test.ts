import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../engine/core/errors';
import { checkSeat } from '../../../engine/core/legality';
import { games } from '../../../engine/games';

function refusal(f: () => void): { code: string; message: string } {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return { code: (e as RuleError).code, message: (e as RuleError).message };
  }
  throw new Error('accepted');
}

describe('checkSeat: the one seat check of every engine', () => {
  it('BAD_SEAT before GAME_OVER before NOT_YOUR_TURN, with one message format', () => {
    expect(refusal(() => checkSeat([], 4, 4, true))).toEqual({ code: 'BAD_SEAT', message: 'seat 4 is not in this 4-player game' });
    expect(refusal(() => checkSeat([], 1.5, 4, false)).code).toBe('BAD_SEAT');
    expect(refusal(() => checkSeat([], 1, 4, true))).toEqual({ code: 'GAME_OVER', message: 'the game is over' });
    expect(refusal(() => checkSeat([0], 1, 4, false))).toEqual({ code: 'NOT_YOUR_TURN', message: 'seat 1 may not act now (waiting for seat 0)' });
    expect(refusal(() => checkSeat([0, 2], 1, 4, false)).message).toBe('seat 1 may not act now (waiting for seats 0, 2)');
    expect(() => checkSeat([0, 2], 2, 4, false)).not.toThrow();
  });

  it('every game refuses a seat that is not to act with the same words', () => {
    const ids: string[] = [];
    for (const game of Object.values(games)) {
      let s = game.setup({ players: 3, seed: 'seat-check' });
      // Play on past any secret choice where every seat acts at once, to a position where one seat waits.
      const idleSeat = () => [0, 1, 2].find((p) => !game.toAct(s).includes(p));
      for (let i = 0; i < 500 && idleSeat() === undefined; i++) {
        const seat = game.toAct(s)[0]!;
        s = game.apply(s, seat, game.legalActions(s, seat)[0]).state;
      }
      const r = refusal(() => game.apply(s, idleSeat()!, { type: 'pass' }));
      expect(r.code, game.id).toBe('NOT_YOUR_TURN');
      expect(r.message, game.id).toMatch(/^seat \d may not act now \(waiting for seats? [\d, ]+\)$/);
      ids.push(game.id);
    }
    expect(ids.sort()).toEqual(['banks', 'nefertiti', 'niagara', 'nile']);
  });
});
