import type { Action } from '../../../engine/core/action';
import type { Emphasis } from './emphasis';

/**
 * The tables' side of `useEmphasis`: which of the seat's legal actions an emphasis names (compared by value), the class
 * every HUD control standing for an emphasised action wears, and where the emphasised 3D targets are on the page (for
 * the probe the e2e tests click "the highlighted target" through, without knowing what it stands for).
 */

/** Worn by a DOM control (button, chip) that stands for an emphasised action: the pulsing outline of styles.css. */
export const EMPHASIS_CLASS = 'emphasis-target';

/** The same value, whatever the order of object keys (actions come from the wire and from scripts). */
export function sameAction(a: Action, b: Action): boolean {
  return canonical(a) === canonical(b);
}

/** An action's value as one string, whatever the order of its keys (a cache key, a comparison). */
export function actionKey(a: Action): string {
  return canonical(a);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** What a table draws for an emphasis: the named actions that are legal now (as the legal list has them). */
export interface ActiveEmphasis<A extends Action = Action> {
  actions: A[];
  labels: string[];
  /** Hold the other targets back. */
  only: boolean;
}

/**
 * The emphasis as it applies to this legal list: the named actions the seat may play now. Null with no emphasis or
 * when the seat may not act. An `only` emphasis whose actions are all illegal still holds everything back (a tutorial
 * step that only explains names no action).
 */
export function activeEmphasis<A extends Action>(e: Emphasis | null, legal: readonly A[] | null): ActiveEmphasis<A> | null {
  if (!e || !legal) return null;
  const actions: A[] = [];
  const labels: string[] = [];
  e.actions.forEach((want, i) => {
    const hit = legal.find((a) => sameAction(a, want));
    if (hit) {
      actions.push(hit);
      labels.push(e.labels?.[i] ?? '');
    }
  });
  if (actions.length === 0 && !e.only) return null;
  return { actions, labels, only: !!e.only };
}

/** The legal actions a table offers with this emphasis: only the emphasised ones when it holds the rest back. */
export function offered<A extends Action>(legal: readonly A[] | null, e: ActiveEmphasis<A> | null): readonly A[] | null {
  if (!legal || !e?.only) return legal;
  return e.actions;
}

/** Adds an action's label to a target's ("1", then "1/3" when a target leads to two emphasised actions). */
export function addLabel<K>(targets: Map<K, string>, key: K, label: string): void {
  targets.set(key, [targets.get(key), label].filter(Boolean).join('/'));
}

/** A point on the page (CSS pixels) a test may click for an emphasised target (the probes import this: no cycle). */
export interface EmphasisPoint {
  id: string;
  x: number;
  y: number;
}

const scenePoints = new Map<string, EmphasisPoint[]>();

/** A scene publishes (or with [] withdraws) the page positions of its emphasised 3D targets, under its own key. */
export function setEmphasisPoints(key: string, points: EmphasisPoint[]): void {
  if (points.length) scenePoints.set(key, points);
  else scenePoints.delete(key);
}

/** The emphasised 3D targets on the page now (what a panel over the stage could hide). */
export const stageEmphasisPoints = (): EmphasisPoint[] => [...scenePoints.values()].flat();

/** Every emphasised target on the page now: the scenes' 3D targets first, then the DOM controls wearing the class. */
export function emphasisPoints(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): EmphasisPoint[] {
  const out = stageEmphasisPoints();
  if (!doc) return out;
  for (const el of doc.querySelectorAll<HTMLElement>(`.${EMPHASIS_CLASS}`)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    out.push({ id: el.dataset.testid ?? el.textContent ?? '', x: r.left + r.width / 2, y: r.top + r.height / 2 });
  }
  return out;
}
