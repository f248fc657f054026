import { create } from 'zustand';
import type { Playlist } from '../../protocol/playlist';
import type { ShowcaseResume } from '../showcase/resume';
import type { MatchRecord } from '../../engine/core/record';
import type { Session } from '../net';

export type Screen =
  | { name: 'home' }
  | { name: 'new'; game: string }
  | { name: 'lobby'; match: string }
  | { name: 'join'; code?: string }
  | { name: 'table'; match: string }
  | { name: 'results'; match: string }
  /**
   * A record to watch (none: open one from a file); `from`: the match whose results it came from (closing goes back
   * there); `analyse`: opened by the results' *Analyse*: at the last move, with the analysis running.
   */
  | { name: 'replay'; record?: MatchRecord; names?: string[]; humans?: number[]; from?: string; analyse?: boolean }
  | { name: 'settings' }
  /** The event kiosk (playlist: from the page URL, else the settings'). */
  /** `resume`: a renewed kiosk page picking the showcase up (showcase/renewal.ts). */
  | { name: 'showcase'; playlist?: Playlist; resume?: ShowcaseResume }
  /** A phone following the showcase (from the kiosk's QR code). */
  | { name: 'showcase-watch' };

/** A place in the rules reference: a game, and optionally the section to open at. */
export interface RulesTarget {
  game: string;
  section?: string;
}

export interface Toast {
  id: number;
  text: string;
  kind: 'error' | 'info';
  /** A refusal's "Read the rule" link. */
  rule?: RulesTarget;
  /** How many times this same toast was raised while it showed (shown as "×n" from 2). */
  count?: number;
}

/** The toasts still shown on `to`: a table's refusals and errors stay with the table (they covered the results). */
const toastsAfter = (from: Screen, to: Screen, toasts: Toast[]): Toast[] => (from.name === 'table' && to.name !== 'table' ? toasts.filter((t) => t.kind !== 'error') : toasts);

interface AppStore {
  session: Session | null;
  /** Bumped on every session event so components re-read the session's feeds. */
  tick: number;
  screen: Screen;
  previous: Screen | null;
  toasts: Toast[];
  /** Records of finished matches on this screen (for save and replay). */
  records: Record<string, MatchRecord>;
  /** Seat names chosen on this screen, per match. */
  names: Record<string, string[]>;
  /** The rules reference open over the current screen (a table stays mounted and playing under it), or null. */
  rules: RulesTarget | null;
  go(s: Screen): void;
  back(): void;
  openRules(t: RulesTarget): void;
  closeRules(): void;
  toast(text: string, kind?: Toast['kind'], rule?: RulesTarget): void;
  dismiss(id: number): void;
}

let toastId = 1;

/** Drop a match's seat names (a long-running screen, the kiosk or a phone following it, sees match after match). */
export function forgetNames(match: string): void {
  useApp.setState((s) => {
    if (!(match in s.names)) return s;
    const { [match]: _gone, ...rest } = s.names;
    return { names: rest };
  });
}

export const useApp = create<AppStore>((set, get) => ({
  session: null,
  tick: 0,
  screen: { name: 'home' },
  previous: null,
  toasts: [],
  records: {},
  names: {},
  rules: null,
  go(s) {
    set({ previous: get().screen, screen: s, toasts: toastsAfter(get().screen, s, get().toasts) });
  },
  back() {
    const p = get().previous;
    const to: Screen = p && p.name !== get().screen.name ? p : { name: 'home' };
    set({ screen: to, previous: null, toasts: toastsAfter(get().screen, to, get().toasts) });
  },
  openRules(t) {
    set({ rules: t });
  },
  closeRules() {
    set({ rules: null });
  },
  toast(text, kind = 'error', rule) {
    const id = toastId++;
    // The same refusal again (a button pressed twice) replaces the one shown, counted, with a fresh time: a stack of
    // identical toasts covered the table.
    const same = get().toasts.find((t) => t.text === text && t.kind === kind);
    const rest = get().toasts.filter((t) => t !== same);
    const count = same ? (same.count ?? 1) + 1 : 1;
    set({ toasts: [...rest.slice(-3), { id, text, kind, ...(rule ? { rule } : {}), ...(count > 1 ? { count } : {}) }] });
    // A toast with a link stays longer: the player has to read it and decide to follow the link.
    setTimeout(() => get().dismiss(id), rule ? 10000 : kind === 'error' ? 6000 : 3500);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));
