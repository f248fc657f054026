import { PROBES, setProbe } from './probes';
import { useSettings } from './settings';
import { useApp } from './store';

/**
 * The hooks the end-to-end tests call (compiled out with the probes): a toast on demand, and the UI scale changed in
 * place (going to the Settings screen would leave the table, and a tutorial with it).
 */
export function installTestHooks(): void {
  if (!PROBES) return;
  // Negative ids: never one of the store's own. The toast stays until clicked (a layout test measures it at length).
  let id = 0;
  setProbe('__rtToast', (text) => useApp.setState((s) => ({ toasts: [...s.toasts, { id: --id, text, kind: 'info' }] })));
  setProbe('__rtUiScale', (scale) => useSettings.getState().set({ uiScale: scale }));
}
