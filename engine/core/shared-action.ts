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

/**
 * Shared actions with their parse attached (NILE, Niagara): `share` freezes a new action with `parse(a)` under a
 * non-enumerable symbol (invisible to JSON, structuredClone and Object.keys); `parsed` returns the attached parse of
 * one of those, and parses anything else as untrusted input. A frozen object cannot be edited, so the parse never
 * goes stale.
 */
export function parsedActions<A extends Action, P>(name: string, parse: (a: unknown) => P): { share<B extends A>(a: B): B; parsed(a: unknown): P } {
  const tag = Symbol(name);
  return {
    share(a) {
      Object.defineProperty(a, tag, { value: Object.freeze(parse(a)), enumerable: false, writable: false, configurable: false });
      return shareAction(a);
    },
    parsed(a) {
      // A symbol-keyed property read: no type describes it on an arbitrary value, hence the cast.
      const known = typeof a === 'object' && a !== null ? (a as { [tag]?: P })[tag] : undefined;
      return known ?? parse(a);
    },
  };
}
