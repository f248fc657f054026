import type { ThreeEvent } from '@react-three/fiber';
import { create } from 'zustand';

/**
 * What a hovered (or long-pressed) thing on a table is and what it does. Scenes know no language, so a tip is made of
 * translation keys with their values; the table's DOM layer (`renderer/ui/table/TableTip.tsx`) words it.
 */
export interface TipText {
  key: string;
  values?: Record<string, string | number>;
}
export interface Tip {
  title: TipText;
  /** Lines under the title: what it does, what it costs, whose it is. */
  lines?: readonly TipText[];
}

interface TipState {
  tip: Tip | null;
  /** Where to show it: the pointer, in client pixels. */
  x: number;
  y: number;
  /** A long press pins the tip until the next tap anywhere. */
  pinned: boolean;
  /** The pointer event that set it and the hit's distance: the nearest object under the pointer wins. */
  from: { event: Event; distance: number } | null;
  show(tip: Tip, at: ThreeEvent<PointerEvent>, pinned?: boolean): void;
  hide(): void;
}

export const useTips = create<TipState>((set, get) => ({
  tip: null,
  x: 0,
  y: 0,
  pinned: false,
  from: null,
  show(tip, at, pinned = false) {
    const from = get().from;
    // R3F calls every object the ray hits, nearest first: a farther one must not replace the nearest's tip.
    if (from && from.event === at.nativeEvent && from.distance < at.distance) return;
    set({ tip, x: at.nativeEvent.clientX, y: at.nativeEvent.clientY, pinned, from: { event: at.nativeEvent, distance: at.distance } });
  },
  hide() {
    set({ tip: null, pinned: false, from: null });
  },
}));

const LONG_PRESS_MS = 450;

/**
 * Pointer handlers that give a mesh its tip: a mouse shows it while hovering, a finger by a long press (pinned until
 * the next tap). `tipOf` may read the event (an instanced mesh's `instanceId`); null shows nothing there. The
 * handlers never stop propagation, so a mesh's own hover and click handling is unchanged: spread them first.
 */
export function tipHandlers(tipOf: (e: ThreeEvent<PointerEvent>) => Tip | null) {
  let press: ReturnType<typeof setTimeout> | undefined;
  const cancelPress = () => {
    if (press !== undefined) clearTimeout(press);
    press = undefined;
  };
  return {
    onPointerMove(e: ThreeEvent<PointerEvent>) {
      if (e.pointerType === 'touch' || useTips.getState().pinned) return;
      const tip = tipOf(e);
      if (tip) useTips.getState().show(tip, e);
    },
    onPointerOut(e: ThreeEvent<PointerEvent>) {
      cancelPress();
      if (e.pointerType !== 'touch' && !useTips.getState().pinned) useTips.getState().hide();
    },
    onPointerDown(e: ThreeEvent<PointerEvent>) {
      // A click acts: its tip goes (the table may move under a still mouse) and the next move brings one back.
      if (e.pointerType !== 'touch') {
        if (!useTips.getState().pinned) useTips.getState().hide();
        return;
      }
      cancelPress();
      const tip = tipOf(e);
      if (tip) press = setTimeout(() => useTips.getState().show(tip, e, true), LONG_PRESS_MS);
    },
    onPointerUp: cancelPress,
  };
}
