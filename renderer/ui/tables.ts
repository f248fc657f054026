import { lazy, type LazyExoticComponent } from 'react';
import { whenIdle } from '../app/idle';
import { getProbe, PROBES, setProbe } from '../app/probes';
import { useSettings } from '../app/settings';
import type { Ahead } from '../scenes/common/prepare';
import type { TableScreen } from './game/gameUi';
import { GAME_IDS, GAME_UI } from './game/registry';

/**
 * The 3D table of each game of the registry (`GameUi.table`, each its own chunk). A game the host offers that this app
 * has no entry for plays on the simple table (GenericTable). A table screen takes the match id and uses
 * table/useSeatTable + TableChrome.
 */
export const TABLE_SCREENS: Readonly<Record<string, LazyExoticComponent<TableScreen>>> = Object.fromEntries(
  GAME_IDS.map((id) => [id, lazy(() => GAME_UI[id].table().then((c) => ({ default: c })))]),
);

/**
 * While the page is idle on a screen without a table (Home, a lobby, the settings: a table screen holds idle work,
 * app/idle.ts), load what each table needs before it opens, a step per idle moment, one table after the other: its
 * code (a table screen then opens without fetching and compiling the 3D chunks), then its fixed textures and pieces
 * (its first frame then uploads them without painting or building them); before them all, the stage's shader
 * programs. The `__rtPrepared` probe says when all are.
 */
export function prepareTables(): void {
  if (PROBES && getProbe('__rtNoPrepare') === true) return;
  const next = (i: number): void => {
    const id = GAME_IDS[i];
    if (!id) {
      if (PROBES) setProbe('__rtPrepared', performance.now());
      return;
    }
    const game = GAME_UI[id];
    // Ahead of need only: a chunk that fails to load here is loaded again when its table opens.
    const loaded = Promise.all([game.table(), game.ahead()]).then(([, ahead]) => ahead, () => []);
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
