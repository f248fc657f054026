import { create } from 'zustand';

/**
 * Where the app's toasts are drawn: over the screen by default, or inside a table's HUD region while a table is shown
 * (TableHud's toasts region registers itself), so a refusal never covers the table's own panels.
 */
export const useToastHost = create<{ el: HTMLElement | null; set(el: HTMLElement | null): void }>((set) => ({
  el: null,
  set: (el) => set({ el }),
}));
