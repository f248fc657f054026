import type { NiagaraAction, ParsedAction } from './actions';

/**
 * Legal-action objects are built once per distinct action and frozen, with their parsed form attached under a
 * non-enumerable symbol (invisible to JSON, structuredClone, for-in and Object.keys), so `legalActions` → bot → `apply`
 * does not rebuild and re-parse the same JSON hundreds of thousands of times a second. A frozen object cannot be
 * edited, so the attached parse can never go stale; any other object is parsed as untrusted input.
 */
const PARSED = Symbol('niagara.parsed');

function deepFreeze<T extends object>(o: T): T {
  for (const v of Object.values(o)) if (typeof v === 'object' && v !== null) deepFreeze(v);
  return Object.freeze(o);
}

/** Freeze a new action with its parse attached. */
export function frozenAction(a: NiagaraAction, parse: (a: NiagaraAction) => ParsedAction): NiagaraAction {
  const p = Object.freeze(parse(a)) as ParsedAction;
  Object.defineProperty(a, PARSED, { value: p, enumerable: false, writable: false, configurable: false });
  return deepFreeze(a);
}

/** Freeze a new action, keep it in `cache` under `key`; returns it. */
export function remember(cache: Map<number, NiagaraAction>, key: number, a: NiagaraAction, parse: (a: NiagaraAction) => ParsedAction): NiagaraAction {
  cache.set(key, frozenAction(a, parse));
  return a;
}

/** The attached parse of one of our own frozen actions, or undefined for any other value. */
export const knownParse = (a: unknown): ParsedAction | undefined =>
  typeof a === 'object' && a !== null ? ((a as { [PARSED]?: ParsedAction })[PARSED]) : undefined;
