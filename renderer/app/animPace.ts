import { ANIM_PACES, useSettings, type Settings } from './settings';

type PaceSettings = Pick<Settings, 'reduceMotion' | 'animPace'>;

/** The URL's factor on top of the setting: ?anim=fast (tests, demos) is 4, ?anim=<number> sets it, default 1. */
function urlAnimFactor(): number {
  if (typeof location === 'undefined') return 1;
  const a = new URLSearchParams(location.search).get('anim');
  if (a === 'fast') return 4;
  const n = Number(a);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** How fast the app paces what it shows: the animation-speed setting times the URL's factor (0 for Instant). */
export function paceFactor(s: PaceSettings = useSettings.getState()): number {
  return ANIM_PACES[s.animPace] * urlAnimFactor();
}

/** The one animation factor every table plays at: 0 (nothing moves) with reduced motion or the Instant setting, else the pace. */
export function animSpeed(s: PaceSettings = useSettings.getState()): number {
  return s.reduceMotion ? 0 : paceFactor(s);
}
