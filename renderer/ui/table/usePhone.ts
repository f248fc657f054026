import { useSyncExternalStore } from 'react';

/**
 * The one definition of "a phone" for the tables: narrow (portrait) or low (landscape). The table frame switches to
 * the phone layout (phone.css) on it, the log folds on it and a scene may frame its table for it; a small desktop
 * window gets the same layout, which is what it needs too.
 */
export const PHONE_QUERY = '(max-width: 700px), (max-height: 500px)';

const query = (): MediaQueryList | null => (typeof matchMedia === 'undefined' ? null : matchMedia(PHONE_QUERY));

/** Whether the screen is a phone's now (no hook: for a first value, such as whether a panel starts folded). */
export const isPhone = (): boolean => query()?.matches ?? false;

const subscribe = (onChange: () => void) => {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
};

/** Whether the screen is a phone's, following rotations and window resizes. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
