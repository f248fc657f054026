import { useRef } from 'react';

/**
 * `list` itself, or the list this hook returned last time while `list` holds the same items in the same order
 * (`Object.is`): a hook dependency that changes when the content changes, not whenever a new array is built.
 */
export function useSameList<L extends readonly unknown[]>(list: L): L {
  const kept = useRef(list);
  const prev = kept.current;
  if (prev !== list && (prev.length !== list.length || prev.some((x, i) => !Object.is(x, list[i])))) kept.current = list;
  return kept.current;
}

/**
 * A ref that always holds this render's `value`: for effects and memos that must run only when something else
 * changes (a match, a key) yet read the latest props when they do.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * `make()`, rebuilt only when an item of `key` changes (`Object.is`). Like useMemo, but `key` names what the value
 * depends on rather than listing the factory's closure, for factories that close over values rebuilt on every render
 * (inline paint callbacks, option objects) whose content the key describes. The factory of the render where the key
 * changed is the one called.
 */
export function useKeyed<T>(make: () => T, key: readonly unknown[]): T {
  const kept = useRef<{ key: readonly unknown[]; value: T } | null>(null);
  const prev = kept.current;
  if (prev === null || prev.key.length !== key.length || prev.key.some((k, i) => !Object.is(k, key[i]))) kept.current = { key, value: make() };
  return kept.current!.value;
}
