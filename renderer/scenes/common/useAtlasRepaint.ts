import { useEffect, useRef } from 'react';
import type { Atlas, Painter } from './atlas';
import { useTableFonts } from './fonts';
import { textsKept } from './painted';

/**
 * Repaints `atlas` when what its tiles show changes (`key`: the language, the names on the cards) or the table fonts
 * arrive, but not right after it was made: an atlas is painted when it is created, and painting (and uploading) it
 * again on mount only delayed the first frame. A kept atlas (`keep`: the base of its name, see painted.ts textsKept) is
 * shown from the canvas kept for the new texts instead.
 */
export function useAtlasRepaint(atlas: Atlas, key: string, painters: () => Record<string, Painter>, keep?: string): void {
  const state = `${key}|${useTableFonts()}`;
  const painted = useRef({ atlas, state });
  if (painted.current.atlas !== atlas) painted.current = { atlas, state };
  const latest = useRef(painters);
  latest.current = painters;
  useEffect(() => {
    if (painted.current.atlas === atlas && painted.current.state === state) return;
    painted.current = { atlas, state };
    atlas.repaint(latest.current(), keep && textsKept(keep, key));
  }, [atlas, state, keep, key]);
}
