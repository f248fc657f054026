import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBES, setProbe } from '../../app/probes';
import { nearestInDirection, sameFocus, tabOrder, useKeyTargets, type Direction, type PlacedTarget } from '../../scenes/common/keyTargets';
import type { TipText } from '../../scenes/common/tips';
import { useAnnounce } from './announce';

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/**
 * Keyboard play on a table (the scenes' targets are in `scenes/common/keyTargets.ts`): the stage is one stop in the
 * page's Tab order; inside it Tab / Shift+Tab step through the legal targets in the scenes' order and leave the stage
 * past either end (on to the HUD's buttons), the arrow keys go to the nearest target that way on the screen, Home /
 * End to the first / last,
 * Enter / Space does what a click on the focused target does, Esc undoes a half-made choice. Returns the props of the
 * element around the stage. `enabled` false (a cover over the table) takes the stage out of the Tab order.
 */
export function useTableKeys(enabled: boolean) {
  const held = useRef(false);
  // A state, not a ref: the stage is drawn only once the table has loaded, and the watch starts then.
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  useFocusFollowsTargets(held);
  useFocusBackToTable(stage);
  useSayFocused();
  useEffect(() => {
    if (!PROBES) return;
    // What the keyboard is on (the keyboard e2e test reads it to know where it is; it never clicks through it).
    const off = useKeyTargets.subscribe((s) => setProbe('__rtKeyFocus', s.focus ? { ...s.focus, count: tabOrder(s.groups).length } : null));
    return () => {
      off();
      setProbe('__rtKeyFocus', undefined);
    };
  }, []);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    // A click or a tap focuses the stage too: the ring is for the keyboard only.
    if (e.target !== e.currentTarget || !e.currentTarget.matches(':focus-visible')) return;
    held.current = true;
    const all = tabOrder(useKeyTargets.getState().groups);
    // Coming back with Shift+Tab from what follows the stage starts at the last target.
    const fromAfter = e.relatedTarget instanceof Node && !!(e.currentTarget.compareDocumentPosition(e.relatedTarget) & Node.DOCUMENT_POSITION_FOLLOWING);
    focusOn((fromAfter ? all.at(-1) : all[0]) ?? null);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    held.current = false;
    useKeyTargets.getState().setFocus(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    held.current = true;
    if (handleKey(e.key, e.shiftKey)) e.preventDefault();
  };
  // The pointer takes over: the ring goes until a key is pressed again.
  const onPointerDown = () => {
    held.current = false;
    useKeyTargets.getState().setFocus(null);
  };
  return { ref: setStage, tabIndex: enabled ? 0 : -1, onFocus, onBlur, onKeyDown, onPointerDown };
}

function focusOn(t: PlacedTarget | null) {
  useKeyTargets.getState().setFocus(t && { group: t.group, id: t.id });
}

/** Does what a key means on the stage; false leaves the key to the browser (Tab past the last target). */
export function handleKey(key: string, shift: boolean): boolean {
  const { groups, focus, cancel } = useKeyTargets.getState();
  const all = tabOrder(groups);
  const at = all.findIndex((t) => sameFocus(t, focus));
  if (key === 'Tab') {
    const next = at < 0 ? (shift ? all.length - 1 : 0) : at + (shift ? -1 : 1);
    if (next < 0 || next >= all.length) return false;
    focusOn(all[next]!);
    return true;
  }
  if (key === 'Home' || key === 'End') {
    focusOn((key === 'Home' ? all[0] : all.at(-1)) ?? null);
    return true;
  }
  const dir = ARROWS[key];
  if (dir) {
    focusOn(at < 0 ? (all[0] ?? null) : (nearestInDirection(all, all[at]!, dir) ?? all[at]!));
    return true;
  }
  if (key === 'Enter' || key === ' ') {
    all[at]?.target.act();
    return true;
  }
  if (key === 'Escape' && cancel) {
    cancel();
    return true;
  }
  return false;
}

/**
 * While the stage holds the keyboard, the focus stays on a target: the same one when it is still offered after a
 * move or a redraw, else the first one (a move changes what may be picked next).
 */
function useFocusFollowsTargets(held: { current: boolean }) {
  useEffect(
    () =>
      useKeyTargets.subscribe((s, prev) => {
        if (!held.current || s.groups === prev.groups) return;
        const all = tabOrder(s.groups);
        if (all.some((t) => sameFocus(t, s.focus))) return;
        focusOn(all[0] ?? null);
      }),
    [held],
  );
}

/**
 * A move made with a HUD button usually removes that button (the decision is over), and the browser then drops the
 * focus on the page body, from where Tab starts over at the top and passes the table. When the element that had the
 * focus inside the table screen leaves the page with it, the focus comes back to the stage: with the keyboard, on
 * the next decision's first target (the stage's own focus handling), so play goes on where the player is.
 */
function useFocusBackToTable(stage: HTMLDivElement | null) {
  useEffect(() => {
    const screen = stage?.parentElement;
    if (!stage || !screen) return;
    let last: Element | null = null;
    const onIn = (e: globalThis.FocusEvent) => {
      last = e.target instanceof Element ? e.target : null;
    };
    const lost = () => {
      if (!last || last.isConnected) return;
      last = null;
      const active = document.activeElement;
      if (active === null || active === document.body) stage.focus({ preventScroll: true });
    };
    const watch = new MutationObserver(lost);
    screen.addEventListener('focusin', onIn);
    watch.observe(screen, { childList: true, subtree: true });
    return () => {
      screen.removeEventListener('focusin', onIn);
      watch.disconnect();
    };
  }, [stage]);
}

/** Says what the keyboard has come to (its tip: "Wheat — click to select it"), through the table's live region. */
function useSayFocused() {
  const { t } = useTranslation();
  useEffect(
    () =>
      useKeyTargets.subscribe((s, prev) => {
        if (!s.focus || sameFocus(s.focus, prev.focus)) return;
        const tip = s.groups[s.focus.group]?.targets.find((x) => x.id === s.focus!.id)?.tip;
        const word = (w: TipText) => t(w.key, w.values ?? {});
        if (tip) useAnnounce.getState().say([tip.title, ...(tip.lines ?? [])].map(word).join('. '));
      }),
    [t],
  );
}
