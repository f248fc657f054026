import { create } from 'zustand';
import { checkPlaylist, DEFAULT_PLAYLIST, type Playlist } from '../../protocol/playlist';
import type { Language } from '../i18n';

export type Quality = 'auto' | 'low' | 'medium' | 'high';

/** The animation-speed setting's choices and the factor each plays at (Instant: nothing moves, as with reduced motion). */
export const ANIM_PACE_NAMES = ['slow', 'normal', 'fast', 'instant'] as const;
export type AnimPace = (typeof ANIM_PACE_NAMES)[number];
export const ANIM_PACES: Record<AnimPace, number> = { slow: 0.5, normal: 1, fast: 2, instant: 0 };
export const isAnimPace = (v: unknown): v is AnimPace => ANIM_PACE_NAMES.some((p) => p === v);

export interface Settings {
  language: 'system' | Language;
  sound: boolean;
  volume: number;
  quality: Quality;
  reduceMotion: boolean;
  /** The size of the DOM interface (text, panels, buttons) as a factor, UI_SCALE.min–max (`uiScale.ts` applies it). */
  uiScale: number;
  /** Showcase mode's playlist (validated on load; a bad one falls back to the default). */
  showcase: Playlist;
  /** How fast the tables animate (`animSpeed` in app/animPace.ts turns it into the factor). */
  animPace: AnimPace;
}

const KEY = 'riverTables.settings.v1';

/** The UI scale's range and step (80–150 %). */
export const UI_SCALE = { min: 0.8, max: 1.5, step: 0.1 } as const;

/** A scale within the range (rounded to the step), or undefined for anything else. */
export function checkUiScale(v: unknown): number | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < UI_SCALE.min - 1e-9 || v > UI_SCALE.max + 1e-9) return undefined;
  return Math.round(v / UI_SCALE.step) * UI_SCALE.step;
}

function systemReducedMotion(): boolean {
  try {
    return typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

const defaultSettings = (): Settings => ({ language: 'system', sound: true, volume: 0.6, quality: 'auto', reduceMotion: systemReducedMotion(), uiScale: 1, showcase: DEFAULT_PLAYLIST, animPace: 'normal' });

function load(): Settings {
  const d = defaultSettings();
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return d;
    const v = JSON.parse(raw) as Partial<Settings>;
    return {
      language: v.language && ['system', 'en', 'fr', 'de', 'ja'].includes(v.language) ? v.language : d.language,
      sound: typeof v.sound === 'boolean' ? v.sound : d.sound,
      volume: typeof v.volume === 'number' && v.volume >= 0 && v.volume <= 1 ? v.volume : d.volume,
      quality: v.quality && ['auto', 'low', 'medium', 'high'].includes(v.quality) ? v.quality : d.quality,
      reduceMotion: typeof v.reduceMotion === 'boolean' ? v.reduceMotion : d.reduceMotion,
      uiScale: checkUiScale(v.uiScale) ?? d.uiScale,
      showcase: (() => {
        const r = v.showcase === undefined ? null : checkPlaylist(v.showcase);
        return r?.ok ? r.playlist : d.showcase;
      })(),
      animPace: isAnimPace(v.animPace) ? v.animPace : d.animPace,
    };
  } catch {
    return d;
  }
}

interface SettingsStore extends Settings {
  set(p: Partial<Settings>): void;
}

export const useSettings = create<SettingsStore>((set, get) => ({
  ...load(),
  set(p) {
    set(p);
    const { set: _s, ...rest } = { ...get() };
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(rest));
    } catch {
      /* ignore */
    }
  },
}));
