import { useSettings } from './settings';

/**
 * The UI scale setting on the page: a CSS variable that `access.css` zooms the DOM interface by (the 3D stage is
 * zoomed back, so the table keeps filling the window at its own resolution). Follows the setting as it changes.
 */
export function followUiScale(doc: Document = document): () => void {
  const apply = (scale: number) => doc.documentElement.style.setProperty('--ui-scale', String(scale));
  apply(useSettings.getState().uiScale);
  return useSettings.subscribe((s, prev) => {
    if (s.uiScale !== prev.uiScale) apply(s.uiScale);
  });
}

/**
 * The zoom the DOM interface has now (the setting, capped on a phone by access.css): what a HUD placed from canvas or
 * pointer pixels divides by. 1 without a page.
 */
export function uiZoom(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): number {
  const root = doc?.getElementById('root');
  const z = root ? Number(getComputedStyle(root).zoom) : 1;
  return Number.isFinite(z) && z > 0 ? z : 1;
}
