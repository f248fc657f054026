import { useEffect, useRef, useState, type RefObject } from 'react';
import { uiZoom } from '../../app/uiScale';
import { useEmphasis } from '../../scenes/common/emphasis';
import { stageEmphasisPoints } from '../../scenes/common/emphasisTargets';
import { FRESH_MEMORY, lookAgain, type PanelPlace } from './panelPlace';

/** How often the panel looks at the targets under it (it moves on the second look in a row that finds one: panelPlace). */
const LOOK_MS = 200;
/** A target is a piece, not a point: the panel keeps this far (page pixels) from its centre. */
const MARGIN = 12;

/**
 * Where the HUD (`hud`, the grid) puts its panel region: at home, or away while at home it would cover one of the 3D
 * targets a tutorial step or a hint points at (the scenes publish where they are: `stageEmphasisPoints`). The other
 * regions never overlap the panel (one grid), so only the stage's targets can be under it. Looks only while something
 * is pointed at.
 */
export function usePanelPlace(hud: RefObject<HTMLElement | null>): PanelPlace {
  const pointing = useEmphasis((s) => s.emphasis !== null);
  const [place, setPlace] = useState<PanelPlace>('home');
  const now = useRef({ place, memory: FRESH_MEMORY });
  useEffect(() => {
    if (!pointing) return;
    const look = () => {
      const box = hud.current?.querySelector(':scope > .region-panel')?.getBoundingClientRect();
      const points = stageEmphasisPoints();
      if (!box || box.width === 0 || box.height === 0 || points.length === 0) return;
      const scene = JSON.stringify([innerWidth, innerHeight, uiZoom(), points.map((p) => [p.id, Math.round(p.x / 8), Math.round(p.y / 8)])]);
      const covers = points.some((p) => p.x > box.left - MARGIN && p.x < box.right + MARGIN && p.y > box.top - MARGIN && p.y < box.bottom + MARGIN);
      now.current = lookAgain(now.current.place, now.current.memory, scene, covers);
      setPlace(now.current.place);
    };
    const timer = setInterval(look, LOOK_MS);
    return () => clearInterval(timer);
  }, [pointing, hud]);
  return place;
}
