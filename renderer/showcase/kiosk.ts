import { useEffect } from 'react';

/**
 * Kiosk behaviour for the browser fallback (Electron opens a kiosk window itself): ask for full screen at the first
 * click or key (browsers allow it only on a user gesture), and hide the pointer after a few idle seconds.
 */
export function useKiosk(root: () => HTMLElement | null, idleMs = 3000): void {
  useEffect(() => {
    const gesture = () => {
      const el = document.documentElement;
      if (!document.fullscreenElement && el.requestFullscreen) void el.requestFullscreen().catch(() => {});
    };
    let timer: ReturnType<typeof setTimeout> | null = null;
    const setCursor = (v: string) => {
      const r = root();
      if (r) r.style.cursor = v;
    };
    const moved = () => {
      setCursor('');
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setCursor('none'), idleMs);
    };
    window.addEventListener('pointerdown', gesture, { once: true });
    window.addEventListener('keydown', gesture, { once: true });
    window.addEventListener('pointermove', moved);
    moved();
    return () => {
      window.removeEventListener('pointerdown', gesture);
      window.removeEventListener('keydown', gesture);
      window.removeEventListener('pointermove', moved);
      if (timer) clearTimeout(timer);
    };
  }, [root, idleMs]);
}
