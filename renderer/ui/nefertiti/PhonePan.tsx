import { useTranslation } from 'react-i18next';

/**
 * On a portrait phone the camera shows two markets at a time (scenes/nefertiti/layout.ts `phoneViews`): these two
 * arrows at the screen's edges move it to the markets on either side. Hidden on wider screens (nefertiti.css).
 */
export function PhonePan({ views, at, onPan }: { views: readonly number[]; at: number; onPan(x: number): void }) {
  const { t } = useTranslation();
  const i = views.indexOf(at);
  const go = (step: -1 | 1) => {
    const next = views[i + step];
    if (next !== undefined) onPan(next);
  };
  return (
    <div className="nef-pan">
      <button className="btn nef-pan-left" disabled={i <= 0} onClick={() => go(-1)} aria-label={t('phoneNefertiti.panLeft')} title={t('phoneNefertiti.panLeft')} data-testid="nef-pan-left">
        ◀
      </button>
      <button className="btn nef-pan-right" disabled={i < 0 || i >= views.length - 1} onClick={() => go(1)} aria-label={t('phoneNefertiti.panRight')} title={t('phoneNefertiti.panRight')} data-testid="nef-pan-right">
        ▶
      </button>
    </div>
  );
}
