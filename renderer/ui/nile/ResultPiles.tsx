import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../../engine/core/types';
import { CROP_COLORS, CROP_GLYPH } from '../../scenes/nile/cardArt';
import { cropsByPile, nileEndOf } from './resultWords';

/** An empty pile's bar: tall enough for its glyph, which otherwise ran into the count above it. */
const MIN_BAR = 18;

/**
 * A seat's storage piles as bars, smallest first, each in its crop's colour and glyph (every storage is revealed at
 * the end), all on one scale across the seats so the piles that decided can be compared by eye.
 */
export function ResultPiles({ outcome, seat }: { outcome: Outcome; seat: number }) {
  const { t } = useTranslation();
  const end = nileEndOf(outcome, seat);
  const max = Math.max(1, ...outcome.places.flatMap((_, s) => nileEndOf(outcome, s).piles));
  const crops = cropsByPile(end);
  return (
    <div className="piles-bars" aria-label={end.piles.join(', ')} data-piles={end.piles.join(',')}>
      {end.piles.map((n, i) => {
        const crop = crops[i];
        return (
          <div key={i} className="pile-bar" style={{ height: `${MIN_BAR + (n / max) * (64 - MIN_BAR)}px`, background: crop ? CROP_COLORS[crop].main : '#8c6a2e' }} title={crop ? t(`crops.${crop}`) : undefined}>
            <span className="n">{n}</span>
            {crop ? CROP_GLYPH[crop] : ''}
          </div>
        );
      })}
    </div>
  );
}
