import { createContext, useContext } from 'react';
import type { Session } from '../../net';
import { useApp } from '../../app/store';

/**
 * Where a table's match comes from when it is not the app's session: a replay (renderer/replay) gives the table
 * screens a session of its own, read-only, and learns when the table is done animating (`busy`) to pace its playback.
 */
export interface TableSource {
  session: Session;
  busy(busy: boolean): void;
  /** A factor on the table's animation speed (a replay's playback speed). */
  speed(): number;
}

export const TableSourceContext = createContext<TableSource | null>(null);

/** The replay (or other read-only source) this table shows, or null for a live table. */
export function useTableSource(): TableSource | null {
  return useContext(TableSourceContext);
}

/** The session a table reads its match from: its source's, else the app's. */
export function useTableSession(): Session | null {
  const source = useTableSource();
  const app = useApp((s) => s.session);
  return source?.session ?? app;
}
