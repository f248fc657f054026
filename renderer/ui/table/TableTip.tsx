import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../app/settings';
import { uiZoom } from '../../app/uiScale';
import { useTips, type TipText } from '../../scenes/common/tips';

const MARGIN = 12;
const WIDTH = 280;

/**
 * The tip of whatever the pointer rests on (or a finger long-pressed) on the table: the scene's translation keys,
 * worded here. Kept inside the window; a pinned tip goes at the next tap.
 */
export function TableTip() {
  const { t } = useTranslation();
  const { tip, x: pageX, y: pageY, pinned, hide } = useTips();
  // The DOM interface is zoomed by the UI scale (access.css): the pointer's page pixels in its units.
  useSettings((s) => s.uiScale); // (re-placed when the scale changes)
  const zoom = uiZoom();
  useEffect(() => hide, [hide]);
  useEffect(() => {
    if (!pinned) return;
    const off = () => hide();
    // Registered after the long press ends, so the lifting finger does not close it.
    const id = setTimeout(() => window.addEventListener('pointerdown', off, { once: true }), 0);
    return () => {
      clearTimeout(id);
      window.removeEventListener('pointerdown', off);
    };
  }, [pinned, hide]);
  if (!tip) return null;
  const word = (s: TipText) => t(s.key, s.values ?? {});
  const [x, y] = [pageX / zoom, pageY / zoom];
  const vw = (typeof window === 'undefined' ? 1280 : window.innerWidth) / zoom;
  const vh = (typeof window === 'undefined' ? 800 : window.innerHeight) / zoom;
  const left = Math.max(MARGIN, Math.min(x + MARGIN, vw - WIDTH - MARGIN));
  const top = y + MARGIN + 120 > vh ? Math.max(MARGIN, y - MARGIN - 120) : y + MARGIN;
  return (
    <div className="table-tip hud-box" role="tooltip" data-testid="table-tip" style={{ left, top, maxWidth: WIDTH }}>
      <strong>{word(tip.title)}</strong>
      {tip.lines?.map((l, i) => (
        <div key={i} className="small">
          {word(l)}
        </div>
      ))}
    </div>
  );
}
