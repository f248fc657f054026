import { describe, expect, it } from 'vitest';
import { MATCHUPS } from '../../electron/cli/bots-bench/matchups';
import { playJob } from '../../electron/cli/bots-bench/play';
import { parseTune } from '../../electron/cli/bots-bench/tune';

describe('bench:bots', () => {
  it('--tune takes known search settings of the search levels and names whatever is wrong', () => {
    expect(parseTune('{"hard":{"iterations":4000,"finalTemperature":0.5},"normal":{"worlds":4}}')).toEqual({ hard: { iterations: 4000, finalTemperature: 0.5 }, normal: { worlds: 4 } });
    expect(() => parseTune('{hard')).toThrow('--tune must be JSON');
    expect(() => parseTune('[1]')).toThrow('must be a JSON object');
    expect(() => parseTune('{"easy":{}}')).toThrow('"easy" is not a search level');
    expect(() => parseTune('{"hard":{"iteration":5}}')).toThrow('unknown search setting hard.iteration');
    expect(() => parseTune('{"hard":{"iterations":"5"}}')).toThrow('hard.iterations must be a number');
  });

  it('one game: the focal seat rotates with the index, decisions are timed and the tuned budget is the one searched', () => {
    const m = MATCHUPS.find((x) => x.id === 'hard-random')!;
    const r = playJob({ game: 'nile', players: 3, matchup: m, index: 4, seed: 'bb', tune: { hard: { iterations: 16, worlds: 4 } } });
    expect(r.focalSeat).toBe(1);
    expect(r.actions).toBeGreaterThan(10);
    expect(r.times.hard!.length).toBeGreaterThan(0);
    const it = r.iterations.hard!;
    expect(it.iterations).toBe(16 * it.searches);
    // The same job replays the same game.
    expect(playJob({ game: 'nile', players: 3, matchup: m, index: 4, seed: 'bb', tune: { hard: { iterations: 16, worlds: 4 } } }).actions).toBe(r.actions);
  });
});
