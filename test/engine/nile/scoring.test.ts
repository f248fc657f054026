import { describe, expect, it } from 'vitest';
import { nile } from '../../../engine/nile';
import { endedWith, scenario, type Counts } from './helpers';

const outcomeOf = (storage: Counts[], extra: Parameters<typeof endedWith>[0] = {}) => {
  const o = nile.outcome(endedWith({ players: storage.length, flood: 'LC', storage, ...extra }));
  expect(o).not.toBeNull();
  return o!;
};

describe('§10 scoring', () => {
  it('例1: (2,2,3,4,4) beats (1,1,2,2,4) on the smallest pile', () => {
    const o = outcomeOf([
      { P: 2, W: 4, L: 3, C: 2, F: 4 },
      { P: 4, W: 1, L: 2, C: 1, F: 2 },
    ]);
    expect(o.places).toEqual([1, 2]);
    expect(o.winners).toEqual([0]);
    expect(o.scores).toEqual([2, 1]);
    // Tie-break data: the sorted piles that decide, and the storage crop by crop (the final reveal).
    expect(o.tiebreak).toEqual([
      { piles: [2, 2, 3, 4, 4], storage: { P: 2, W: 4, L: 3, C: 2, F: 4 } },
      { piles: [1, 1, 2, 2, 4], storage: { P: 4, W: 1, L: 2, C: 1, F: 2 } },
    ]);
  });

  it('例2: (1,1,2,3,4) beats (1,1,1,4,4) on the 3rd-smallest pile, whatever the seat or the crops', () => {
    const red = { P: 1, W: 2, L: 1, C: 4, F: 3 };
    const green = { P: 4, W: 1, L: 1, C: 1, F: 4 };
    const a = outcomeOf([red, green]);
    expect(a.places).toEqual([1, 2]);
    expect(a.winners).toEqual([0]);
    expect(a.scores).toEqual([1, 1]);
    const b = outcomeOf([green, red]);
    expect(b.places).toEqual([2, 1]);
    expect(b.winners).toEqual([1]);
  });

  it('zeros count: a missing crop is a pile of 0', () => {
    const o = outcomeOf([
      { W: 10, L: 10, C: 10, F: 10 },
      { P: 1, W: 1, L: 1, C: 1, F: 1 },
    ]);
    expect(o.scores).toEqual([0, 1]);
    expect(o.places).toEqual([2, 1]);
    expect(o.winners).toEqual([1]);
    expect(o.tiebreak[0]).toEqual({ piles: [0, 10, 10, 10, 10], storage: { P: 0, W: 10, L: 10, C: 10, F: 10 } });
  });

  it('tied players share a place and the next place is skipped', () => {
    const o = outcomeOf([
      { P: 2, W: 2, L: 3, C: 4, F: 5 }, // (2,2,3,4,5)
      { P: 1, W: 2, L: 3, C: 4, F: 5 }, // (1,2,3,4,5)
      { P: 5, W: 4, L: 3, C: 2, F: 1 }, // (1,2,3,4,5) with other crops
      { F: 5 }, // (0,0,0,0,5)
    ]);
    expect(o.places).toEqual([1, 2, 2, 4]);
    expect(o.winners).toEqual([0]);
    expect(o.scores).toEqual([2, 1, 1, 0]);
  });

  it('a full tie for first is a shared win by default', () => {
    const storage = [{ P: 2, W: 3, L: 3, C: 3, F: 3 }, { P: 1, W: 1, L: 1, C: 1, F: 9 }, { P: 3, W: 3, L: 2, C: 3, F: 3 }];
    const o = outcomeOf(storage);
    expect(o.places).toEqual([1, 3, 1]);
    expect(o.winners).toEqual([0, 2]);
    expect(o.note).toBeUndefined();
    const empty = outcomeOf([{}, {}]);
    expect(empty.places).toEqual([1, 1]);
    expect(empty.winners).toEqual([0, 1]);
  });

  it('replayOnFullTie: a full tie for first has no winner (play again); a clear winner is unaffected', () => {
    const storage = [{ P: 2, W: 3, L: 3, C: 3, F: 3 }, { P: 1, W: 1, L: 1, C: 1, F: 9 }, { P: 3, W: 3, L: 2, C: 3, F: 3 }];
    const o = outcomeOf(storage, { options: { replayOnFullTie: true } });
    expect(o.winners).toEqual([]);
    expect(o.note).toBe('replay');
    const clear = outcomeOf([{ P: 1, W: 1, L: 1, C: 1, F: 2 }, { P: 1, W: 1, L: 1, C: 1, F: 1 }], { options: { replayOnFullTie: true } });
    expect(clear.winners).toEqual([0]);
    expect(clear.note).toBeUndefined();
  });

  it('hands, fields and pending speculation count for nothing', () => {
    const o = outcomeOf(
      [
        { P: 1, W: 1, L: 1, C: 1, F: 1 },
        { P: 1, W: 1, L: 1, C: 1, F: 2 },
      ],
      {
        hands: [{ P: 9, W: 9, L: 9, C: 9, F: 6, PF: 1 }, {}],
        fields: [{ P: 5, W: 5, L: 5, C: 5, F: 5 }, {}],
        specs: [['PW', 'WL'], []],
      },
    );
    expect(o.places).toEqual([2, 1]);
    expect(o.winners).toEqual([1]);
    expect(o.scores).toEqual([1, 1]);
  });

  it('there is no outcome before the game is over', () => {
    expect(nile.outcome(scenario({ flood: 'F', storage: [{ P: 3 }] }))).toBeNull();
    expect(nile.outcome(nile.setup({ players: 3, seed: 'x' }))).toBeNull();
  });
});
