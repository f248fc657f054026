import type { Action } from './action';

/**
 * Shared actions: an engine may build each distinct legal action once, deep-frozen, and hand out that same object
 * every time it lists it (Niagara, An den Ufern des Nils). Its JSON, by which the search keys its tree, is then
 * computed once as well. Frozen, so the kept JSON can never go stale.
 */
const keys = new WeakMap<Action, string>();

/** Deep-freeze `a` and keep its JSON; returns `a`. */
export function shareAction<A extends Action>(a: A): A {
  deepFreeze(a);
  keys.set(a, JSON.stringify(a));
  return a;
}

/** The JSON of an action: kept for a shared one, else computed. */
export function actionKey(a: Action): string {
  return keys.get(a) ?? JSON.stringify(a);
}

function deepFreeze(o: object): void {
  for (const v of Object.values(o)) if (typeof v === 'object' && v !== null) deepFreeze(v);
  Object.freeze(o);
}
