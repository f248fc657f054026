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
