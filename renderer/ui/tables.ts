import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The 3D table of each game (each its own chunk). A game registered in engine/games.ts without an entry here plays
 * on the simple table (GenericTable). A table screen takes the match id and uses table/useSeatTable + TableChrome.
 */
export const TABLE_SCREENS: Record<string, LazyExoticComponent<ComponentType<{ match: string }>>> = {
  nile: lazy(() => import('./nile/NileTableScreen').then((m) => ({ default: m.NileTableScreen }))),
  niagara: lazy(() => import('./niagara/NiagaraTableScreen').then((m) => ({ default: m.NiagaraTableScreen }))),
  banks: lazy(() => import('./banks/BanksTableScreen').then((m) => ({ default: m.BanksTableScreen }))),
  nefertiti: lazy(() => import('./nefertiti/NefertitiTableScreen').then((m) => ({ default: m.NefertitiTableScreen }))),
};

export const TABLES: ReadonlySet<string> = new Set(Object.keys(TABLE_SCREENS));
