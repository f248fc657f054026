import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { whenIdle } from '../app/idle';
import { PROBES, setProbe } from '../app/probes';
import { useSettings } from '../app/settings';
import type { Ahead } from '../scenes/common/prepare';
import { GAME_UI } from './game/registry';

type TableScreen = ComponentType<{ match: string }>;

/** Each game's table: its screen, and what makes its fixed pieces ahead. Chunks of their own. */
const MODULES: Record<string, { screen: () => Promise<TableScreen>; ahead: () => Promise<{ ahead: readonly Ahead[] }> }> = Object.fromEntries(
  Object.values(GAME_UI).map((g) => [g.id, { screen: g.table, ahead: () => g.ahead().then((ahead) => ({ ahead })) }]),
);

/**
 * The 3D table of each game (each its own chunk). A game registered in engine/games.ts without an entry here plays
 * on the simple table (GenericTable). A table screen takes the match id and uses table/useSeatTable + TableChrome.
 */
export const TABLE_SCREENS: Record<string, LazyExoticComponent<TableScreen>> = Object.fromEntries(
  Object.entries(MODULES).map(([game, m]) => [game, lazy(() => m.screen().then((c) => ({ default: c })))]),
);

export const TABLES: ReadonlySet<string> = new Set(Object.keys(TABLE_SCREENS));

/**
 * While the page is idle on a screen without a table (Home, a lobby, the settings: a table screen holds idle work,
 * app/idle.ts), load what each table needs before it opens, a step per idle moment, one table after the other: its
 * code (a table screen then opens without fetching and compiling the 3D chunks), then its fixed textures and pieces
 * (its first frame then uploads them without painting or building them); before them all, the stage's shader
 * programs. The `__rtPrepared` probe says when all are.
 */
export function prepareTables(): void {
  const games = Object.values(MODULES);
  const next = (i: number): void => {
    const m = games[i];
    if (!m) {
      if (PROBES) setProbe('__rtPrepared', performance.now());
      return;
    }
    // Ahead of need only: a chunk that fails to load here is loaded again when its table opens.
    const loaded = Promise.all([m.screen(), m.ahead()]).then(([, a]) => a.ahead, () => []);
    void loaded.then((jobs) => run(jobs, 0, () => next(i + 1)));
  };
  const run = (jobs: readonly Ahead[], k: number, done: () => void): void =>
    whenIdle(() => {
      jobs[k]?.();
      if (k + 1 < jobs.length) run(jobs, k + 1, done);
      else done();
    });
  // First the stage's shader programs, for every table (scenes/common/warmPrograms.ts); its chunk too is loaded idle.
  const warm = () => import('../scenes/common/warmPrograms').then((m) => m.warmPrograms(m.startLevel(useSettings.getState().quality)), () => []);
  whenIdle(() => void warm().then((jobs) => run(jobs, 0, () => next(0))));
}
