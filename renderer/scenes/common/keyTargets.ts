import { createContext, useEffect, useRef } from 'react';
import { create } from 'zustand';
import type { Tip } from './tips';

/**
 * Keyboard play on the 3D tables: the scenes put their current legal targets here (the same list the pointer lights),
 * the table skeleton (`ui/table/useTableKeys.ts`) moves a focus through them and acts, and `KeyTargetLayer.tsx` draws the
 * focus ring. One store for all four games: a scene only says where its targets are and what a click on each does.
 */

/** A point on the page (CSS pixels). */
export interface PagePoint {
  x: number;
  y: number;
}

/** One thing a click could pick now: a card, a field, a canoe's destination… */
export interface KeyTarget {
  /** Stable while the target stays (e.g. 'canoe:red1'): the focus stays on it across redraws. */
  id: string;
  /** Where it is, in the registering scene's world. */
  p: readonly [number, number, number];
  /** What a click on it does (the same call). */
  act(): void;
  /** The focus ring's radius here, when not the group's (a card among small spaces). */
  size?: number;
  /** What it is, said to a screen reader when the keyboard comes to it (the pointer's tip, `tips.ts`). */
  tip?: Tip;
}

/** A scene's targets (scenes with an overlay, such as NILE's hand, register one group per scene graph). */
export interface KeyGroup {
  targets: readonly KeyTarget[];
  /** Where a world point of this group is on the page now (the camera may have moved since it registered). */
  toPage(p: KeyTarget['p']): PagePoint;
  /** The table's decision stamp these targets were registered for (`DecisionStamp`). */
  stamp?: string;
}

/**
 * Names the decision and pick a table shows now (the table kit provides it around its stage): each scene's key
 * targets are registered with the stamp they were drawn for, so a reader (the tests' table probe) can tell targets
 * of this pick from ones a render behind.
 */
export const DecisionStamp = createContext('');

/** Whether the stage drew `stamp` and every registered group was drawn for it. */
export const targetsAt = (s: Pick<KeyTargetState, 'groups' | 'drawn'>, stamp: string): boolean => s.drawn === stamp && Object.values(s.groups).every((g) => g.stamp === stamp);

export interface FocusRef {
  group: string;
  id: string;
}

interface KeyTargetState {
  groups: Record<string, KeyGroup>;
  /** The decision stamp the stage last finished drawing for (`StampDrawn`): every group of it is registered. */
  drawn: string;
  setDrawn(stamp: string): void;
  /** The focused target, while the stage holds the keyboard focus. */
  focus: FocusRef | null;
  /** Undoes a half-made choice (a selected card, a picked canoe): what Esc does. */
  cancel: (() => void) | null;
  setGroup(name: string, group: KeyGroup | null): void;
  setFocus(f: FocusRef | null): void;
  setCancel(c: (() => void) | null): void;
}

export const useKeyTargets = create<KeyTargetState>((set) => ({
  groups: {},
  drawn: '',
  setDrawn: (drawn) => set({ drawn }),
  focus: null,
  cancel: null,
  setGroup: (name, group) =>
    set((s) => {
      const groups = { ...s.groups };
      if (group && group.targets.length) groups[name] = group;
      else delete groups[name];
      return { groups };
    }),
  setFocus: (focus) => set({ focus }),
  setCancel: (cancel) => set({ cancel }),
}));

/** A target with its group, in Tab order: groups in the order they registered, each in the order its scene lists. */
export interface PlacedTarget extends FocusRef {
  target: KeyTarget;
  at: PagePoint;
}

export function tabOrder(groups: Record<string, KeyGroup>): PlacedTarget[] {
  return Object.entries(groups).flatMap(([group, g]) => g.targets.map((target) => ({ group, id: target.id, target, at: g.toPage(target.p) })));
}

export const sameFocus = (a: FocusRef | null, b: FocusRef | null): boolean => !!a && !!b && a.group === b.group && a.id === b.id;

export type Direction = 'left' | 'right' | 'up' | 'down';
const DIRS: Record<Direction, PagePoint> = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } };

/**
 * The target nearest to `from` in a screen direction (null when nothing lies that way). A target off the straight
 * line counts as farther (twice its sideways distance), so "right" keeps to the row before it jumps to another.
 */
export function nearestInDirection(all: readonly PlacedTarget[], from: PlacedTarget, dir: Direction): PlacedTarget | null {
  const d = DIRS[dir];
  let best: PlacedTarget | null = null;
  let bestScore = Infinity;
  for (const t of all) {
    if (sameFocus(t, from)) continue;
    const dx = t.at.x - from.at.x;
    const dy = t.at.y - from.at.y;
    const along = dx * d.x + dy * d.y;
    const side = Math.abs(dx * d.y - dy * d.x);
    // Within 60° either side of the direction (a wide cone, so a fanned hand or a slanted row still counts).
    if (along <= 0 || side > along * 1.8) continue;
    const score = along + 2 * side;
    if (score < bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

/**
 * A table screen says what Esc undoes (its half-made choice: selected cards, a picked canoe…); the latest function
 * given is called, so a table may pass a new closure on every render.
 */
export function useKeyCancel(cancel: () => void): void {
  const latest = useRef(cancel);
  latest.current = cancel;
  useEffect(() => {
    useKeyTargets.getState().setCancel(() => latest.current());
    return () => useKeyTargets.getState().setCancel(null);
  }, []);
}
