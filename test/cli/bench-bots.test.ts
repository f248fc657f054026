import { describe, expect, it } from 'vitest';
import { MATCHUPS } from '../../electron/cli/bots-bench/matchups';
import { playJob } from '../../electron/cli/bots-bench/play';
import { parseTune } from '../../electron/cli/bots-bench/tune';
import { checkGameOptions, parseGameOptions } from '../../electron/cli/bots-bench/options';
import { playCalibration } from '../../electron/cli/bots-bench/calibration';
import { calibrationSamples } from '../../electron/cli/bots-bench/calibration-report';
import { getGame } from '../../engine/games';

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

  it('--options: a JSON object, checked against the game and its player count before anything is played', () => {
    expect(parseGameOptions('{"twoColoursEach":true}')).toEqual({ twoColoursEach: true });
    expect(() => parseGameOptions('{twoColoursEach')).toThrow('--options must be JSON');
    expect(() => parseGameOptions('[true]')).toThrow('--options must be a JSON object');
    expect(() => parseGameOptions('null')).toThrow('--options must be a JSON object');
    expect(() => parseGameOptions('"x"')).toThrow('--options must be a JSON object');
    const niagara = getGame('niagara');
    expect(() => checkGameOptions(niagara, 2, { twoColoursEach: true })).not.toThrow();
    // The game's own option schema: unknown keys and bad values are named.
    expect(() => checkGameOptions(niagara, 2, { twoColours: true })).toThrow(/--options for niagara at 2 players: unknown option "twoColours"/);
    expect(() => checkGameOptions(niagara, 2, { twoColoursEach: 'yes' })).toThrow(/option "twoColoursEach" must be true or false/);
    // The game's setup: 2-player Niagara needs the option, and the option is for 2 players only.
    expect(() => checkGameOptions(niagara, 2, {})).toThrow(/--options for niagara at 2 players: .*twoColoursEach/);
    expect(() => checkGameOptions(niagara, 4, { twoColoursEach: true })).toThrow(/only for 2 players/);
    expect(() => checkGameOptions(getGame('nile'), 4, { twoColoursEach: true })).toThrow(/--options for nile at 4 players: unknown option "twoColoursEach"/);
  });

  it('--options reach the games played: matchups and calibration, and the calibration samples carry them', () => {
    const options = { twoColoursEach: true, roundCap: 2 };
    const m = MATCHUPS.find((x) => x.id === 'hard-normal')!;
    // 2-player Niagara plays only with the option; the round cap of 2 ends it early (capped: the option was used).
    const r = playJob({ game: 'niagara', players: 2, matchup: m, index: 0, seed: 'opt', options, tune: { hard: { iterations: 16, worlds: 4 }, normal: { iterations: 16, worlds: 4 } } });
    expect(r.capped).toBe(true);
    expect(r.actions).toBeGreaterThan(0);
    const c = playCalibration({ kind: 'calibration', game: 'niagara', players: 2, mix: 'normal', index: 0, seed: 'opt', positions: 2, options });
    expect(c.capped).toBe(true);
    const job = { kind: 'calibration' as const, game: 'niagara', players: 2, mix: 'normal' as const, index: 0, seed: 's-0', positions: 2, options: { twoColoursEach: true } };
    const line = JSON.parse(calibrationSamples([{ job, capped: false, actions: 10, samples: [{ estimate: 0.3, value: 0.6, outcome: 1, progress: 0.2, ms: 5 }] }]));
    expect(line).toMatchObject({ game: 'niagara', players: 2, options: { twoColoursEach: true } });
  });
});
