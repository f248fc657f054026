import { useEffect } from 'react';
import { useKeyed } from '../../app/hooks';

/**
 * Dispose what a component built by hand (R3F disposes only what it created from JSX; `make` may build nothing:
 * null). `deps` as for useMemo: the lint checks them at every call (eslint.config.js names this hook in
 * `additionalHooks`).
 */
export function useDisposable<T extends { dispose(): void } | null>(make: () => T, deps: readonly unknown[]): T {
  const obj = useKeyed(make, deps);
  useEffect(() => () => obj?.dispose(), [obj]);
  return obj;
}
