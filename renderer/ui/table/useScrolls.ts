import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than the element (it scrolls), following the element's size and its
 * children's: the actions region sets `data-scrolls` from it, and a phone's turn-ending button then takes a line of
 * its own at the region's foot (hud.css). Returns the ref to put on the element and the answer.
 */
export function useScrolls(): [(el: HTMLElement | null) => void, boolean] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const look = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    const sizes = new ResizeObserver(look);
    // A child's size is what changes when the game's actions change; a new child is watched from when it comes.
    const watch = () => {
      sizes.disconnect();
      sizes.observe(el);
      for (const child of el.children) sizes.observe(child);
      look();
    };
    const children = new MutationObserver(watch);
    children.observe(el, { childList: true });
    watch();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [el]);
  return [useCallback((node: HTMLElement | null) => setEl(node), []), scrolls];
}
