/**
 * `npm run bench:showcase`'s pure parts (electron/cli/showcase-bench/): the simulated clock's credit per game, the
 * fast playlist, the per-hour lines, the heap's trend and verdict, the summary and table. The bench itself is not run
 * here.
 */
import { describe, expect, it } from 'vitest';
import { hourTable, summarize } from '../../electron/cli/showcase-bench/format';
import { census, growth, heapParts } from '../../electron/cli/showcase-bench/heapDiff';
import { HOUR_MS, creditMs, fastPlaylist, framingByTitle, gameCreditMs, hourLine, hourOf, maxCounts, skipPauseMs, type GameSample } from '../../electron/cli/showcase-bench/ledger';
import { fitLine, heapTrend, t95, trendText } from '../../electron/cli/showcase-bench/trend';
import { DEFAULT_PLAYLIST } from '../../protocol/playlist';

const game = (more: Partial<GameSample> = {}): GameSample => ({
  game: 'nile', moves: 100, skipped: false, endSimMs: 0, wallMs: 30_000, heapMB: 15, domNodes: 800, listeners: 300,
  inGame: { geometries: 60, textures: 20, programs: 5 }, afterDispose: { geometries: 0, textures: 0, programs: 0 },
  desync: null, framing: null, errors: 0, renewed: false, ...more,
});

describe('bench:showcase simulated clock', () => {
  it("credits a game the real kiosk's time: claim, a bot pause per move, the finale's hold, the intermission", () => {
    // Default playlist: claim 20 s, 1.5 s a move, hold min(4 s, 12 s / 2), intermission 12 s.
    expect(creditMs(DEFAULT_PLAYLIST, 100)).toBe(20_000 + 150_000 + 4000 + 12_000);
    expect(creditMs({ botDelayMs: 1000, intermissionMs: 2000, claimMs: 0, attractMs: 0 }, 10)).toBe(10_000 + 1000 + 2000);
    expect(skipPauseMs(DEFAULT_PLAYLIST)).toBe(2000);
    expect(gameCreditMs(DEFAULT_PLAYLIST, { moves: 100, skipped: false })).toBe(creditMs(DEFAULT_PLAYLIST, 100));
    expect(gameCreditMs(DEFAULT_PLAYLIST, { moves: 0, skipped: true })).toBe(2000);
  });

  it('the fast playlist divides every pause by the speed and keeps the rest', () => {
    const fast = fastPlaylist(DEFAULT_PLAYLIST, 10);
    expect(fast).toMatchObject({ botDelayMs: 150, intermissionMs: 1200, claimMs: 2000, attractMs: 800, watchdogMs: DEFAULT_PLAYLIST.watchdogMs, games: DEFAULT_PLAYLIST.games });
  });

  it('a game belongs to the hour it ends in; the last hour takes the overshoot', () => {
    expect(hourOf(0, 8)).toBe(0);
    expect(hourOf(HOUR_MS - 1, 8)).toBe(0);
    expect(hourOf(HOUR_MS, 8)).toBe(1);
    expect(hourOf(8.2 * HOUR_MS, 8)).toBe(7);
    expect(hourOf(0.7 * HOUR_MS, 0.5)).toBe(0);
    expect(hourOf(1.2 * HOUR_MS, 1.5)).toBe(1);
  });
});

describe('bench:showcase hour lines', () => {
  it('an hour line: last readings, heap range, most GPU objects, desyncs and framing added up', () => {
    const games = [
      game({ heapMB: 14.04, endSimMs: 0.4 * HOUR_MS, desync: { samples: 10, hits: 1 }, framing: { samples: 8, hits: 6 }, errors: 1 }),
      game({ heapMB: 16.25, endSimMs: 0.9 * HOUR_MS, renewed: true, inGame: { geometries: 70, textures: 10, programs: 7 }, afterDispose: { geometries: 0, textures: 1, programs: 0 }, desync: { samples: 5, hits: 0 }, framing: { samples: 2, hits: 2 } }),
      game({ skipped: true, moves: 0, heapMB: 15.5, endSimMs: 0.95 * HOUR_MS, inGame: null, afterDispose: null }),
    ];
    const line = hourLine(0, games);
    expect(line).toEqual({
      hour: 1, simHours: 0.95, wallMin: 1.5, games: 2, moves: 200, heapMB: 15.5, heapMinMB: 14, heapMaxMB: 16.3, domNodes: 800, listeners: 300,
      inGame: { geometries: 70, textures: 20, programs: 7 }, betweenGames: { geometries: 0, textures: 1, programs: 0 },
      desyncs: 1, desyncSamples: 15, framingRate: 0.8, framingSamples: 10, framed: 8, errors: 1, renewals: 1,
    });
    expect(JSON.parse(JSON.stringify(line))).toEqual(line);
  });

  it('probes the page lacks are "not measured" (null), not zero', () => {
    const line = hourLine(2, [game()]);
    expect(line).toMatchObject({ hour: 3, desyncs: null, desyncSamples: 0, framingRate: null, framingSamples: 0 });
    expect(maxCounts([null, null])).toBeNull();
    expect(() => hourLine(0, [])).toThrow(/no game/);
  });
});

describe('bench:showcase heap trend', () => {
  it('least squares: slope, its standard error, the residual spread', () => {
    const fit = fitLine([1, 2, 3, 4], [10, 12, 14, 16]);
    expect(fit.slope).toBeCloseTo(2);
    expect(fit.residualSd).toBeCloseTo(0);
    expect(() => fitLine([1, 2], [1, 2])).toThrow(/3 or more/);
    expect(t95(1)).toBe(12.706);
    expect(t95(5)).toBe(2.571);
    expect(t95(200)).toBeCloseTo(1.97, 2);
  });

  it('flat when the 95% interval on the slope holds 0; readings of the first hour are left out', () => {
    // Loading in the first hour (10 → 18 MB), then readings around 19 MB with noise of ±0.4 MB.
    const noise = [0.3, -0.4, 0.1, 0.4, -0.2, -0.3, 0.2, 0.0, -0.1, 0.35, -0.35, 0.05];
    const flat = [{ hours: 0.2, heapMB: 10 }, { hours: 0.6, heapMB: 18 }, ...noise.map((n, i) => ({ hours: 1 + i * 0.6, heapMB: 19 + n }))];
    const t = heapTrend(flat);
    expect(t.points).toBe(12);
    expect(t.verdict).toBe('flat');
    expect(Math.abs(t.slopeMBPerHour!)).toBeLessThanOrEqual(t.halfWidth95!);
    expect(trendText(t)).toMatch(/^flat \([+-][\d.]+ ± [\d.]+ MB\/hour over 12 readings\)$/);
  });

  it('a leak of 1 MB an hour is "growing", whatever the first hour did', () => {
    const noise = [0.3, -0.4, 0.1, 0.4, -0.2, -0.3, 0.2, 0.0, -0.1, 0.35];
    const leak = noise.map((n, i) => ({ hours: 1 + i * 0.7, heapMB: 19 + i * 0.7 + n }));
    const t = heapTrend([{ hours: 0.1, heapMB: 40 }, ...leak]);
    expect(t.verdict).toBe('growing');
    expect(t.slopeMBPerHour).toBeCloseTo(1, 0);
    expect(trendText(t)).toMatch(/^growing: \+[\d.]+ ± [\d.]+ MB\/hour/);
  });

  it('fewer than 3 readings after the first hour: no verdict', () => {
    const t = heapTrend([{ hours: 0.5, heapMB: 12 }, { hours: 1.2, heapMB: 14 }, { hours: 1.6, heapMB: 14 }]);
    expect(t).toEqual({ points: 2, slopeMBPerHour: null, halfWidth95: null, residualSdMB: null, verdict: 'not enough readings' });
    expect(trendText(t)).toMatch(/^not measured/);
  });
});

describe('bench:showcase summary and table', () => {
  it('adds up the hours, keeps "not measured" apart, and gives the wall minutes per simulated hour', () => {
    const h1 = hourLine(0, [game({ endSimMs: 0.9 * HOUR_MS, framing: { samples: 10, hits: 9 } })]);
    const h2 = hourLine(1, [game({ endSimMs: 2 * HOUR_MS, moves: 50, framing: { samples: 30, hits: 21 }, errors: 2 })]);
    const s = summarize({ hours: 2, speed: 10, quality: 'low', wallMs: 30 * 60_000 }, [h1, h2], []);
    expect(s).toMatchObject({ summary: true, hours: 2, simHours: 2, wallMin: 30, wallMinPerSimHour: 15, games: 2, moves: 150, desyncs: null, framingRate: 0.75, framingSamples: 40, errors: 2 });
    expect(s.heap.verdict).toBe('not enough readings');
    const table = hourTable([h1, h2]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toContain('| 1 | 1 | 100 |');
    expect(table[2]).toContain('not measured');
    expect(table[3]).toContain('70 %');
  });
});

describe('bench:showcase framing by title', () => {
  it('a game under 95 % is counted, and the worst game named by its share', () => {
    const list = [game({ game: 'niagara', framing: { samples: 50, hits: 50 } }), game({ game: 'niagara', framing: { samples: 20, hits: 18 } })];
    expect(framingByTitle(list)).toEqual([{ game: 'niagara', games: 2, samples: 70, rate: 0.971, worstGame: 0.9, gamesBelow95: 1 }]);
  });

  it('adds up each title over its games, leaving skipped games and games without the probe out', () => {
    const list = [
      game({ game: 'nile', framing: { samples: 40, hits: 39 } }),
      game({ game: 'nile', framing: { samples: 60, hits: 57 } }),
      game({ game: 'banks', framing: null }),
      game({ game: 'nile', skipped: true, framing: { samples: 10, hits: 0 } }),
    ];
    expect(framingByTitle(list)).toEqual([
      { game: 'nile', games: 2, samples: 100, rate: 0.96, worstGame: 0.95, gamesBelow95: 0 },
      { game: 'banks', games: 1, samples: 0, rate: null, worstGame: null, gamesBelow95: 0 },
    ]);
  });
});

describe('bench:showcase heap diff', () => {
  // A heap snapshot in V8's format: 3 fields a node (type, name, self_size), node types by index, names by string index.
  const snap = (nodes: [string, string, number][]) => {
    const types = ['hidden', 'object', 'string', 'closure'];
    const strings: string[] = [];
    const at = (x: string) => (strings.includes(x) ? strings.indexOf(x) : strings.push(x) - 1);
    const flat = nodes.flatMap(([type, name, size]) => [types.indexOf(type), at(name), size]);
    return JSON.stringify({ snapshot: { meta: { node_fields: ['type', 'name', 'self_size'], node_types: [types, 'string', 'number'] } }, nodes: flat, strings });
  };

  it('counts objects and bytes per constructor, strings under their type', () => {
    const c = census(snap([['object', 'Foo', 10], ['object', 'Foo', 14], ['string', 'hello', 21], ['string', 'other', 22], ['closure', 'f', 32]]));
    expect(c.get('Foo (object)')).toEqual({ type: 'object', count: 2, bytes: 24 });
    expect(c.get('(string)')).toEqual({ type: 'string', count: 2, bytes: 43 });
    expect(c.get('f (closure)')).toEqual({ type: 'closure', count: 1, bytes: 32 });
  });

  it('lists the kinds that grew, most bytes first, new kinds included', () => {
    const before = census(snap([['object', 'Foo', 10], ['object', 'Bar', 100]]));
    const after = census(snap([['object', 'Foo', 10], ['object', 'Foo', 10], ['object', 'Bar', 100], ['closure', 'leak', 500]]));
    expect(growth(before, after)).toEqual([
      { kind: 'leak (closure)', count: 1, bytes: 500 },
      { kind: 'Foo (object)', count: 1, bytes: 10 },
    ]);
  });

  it("splits the bytes into the page's JS values, compiled code and the engine's objects", () => {
    const mb = 2 ** 20;
    const parts = heapParts(census(snap([['object', 'Foo', mb], ['string', 'x', mb / 2], ['hidden', 'system / Map', mb / 4], ['closure', 'f', mb / 4]])));
    expect(parts).toEqual({ jsMB: 1.75, codeMB: 0, engineMB: 0.25 });
  });

  it('refuses a snapshot without the fields it reads, naming them', () => {
    expect(() => census(JSON.stringify({ snapshot: { meta: { node_fields: ['id'], node_types: [[]] } }, nodes: [], strings: [] }))).toThrow(/type\/name\/self_size/);
  });
});
