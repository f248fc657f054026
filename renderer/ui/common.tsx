import { useTranslation } from 'react-i18next';
import { CROP_COLORS, CROP_GLYPH, type Crop } from '../scenes/nile/cardArt';

export function Brand({ small }: { small?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="brand" style={small ? { marginBottom: 12 } : undefined}>
      <div className="brand-mark" aria-hidden>
        <svg viewBox="0 0 40 40">
          <path d="M4 26c6-6 10 4 16-2s10 4 16-2" stroke="#9fd3f5" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M20 6l9 14H11z" fill="#d9b24a" />
        </svg>
      </div>
      <div>
        <h1>{t('app.title')}</h1>
        {!small && <div className="muted">{t('app.tagline')}</div>}
      </div>
    </div>
  );
}

/** A crop as colour + shape + name (never colour alone). */
export function CropChip({ crop, count, short }: { crop: string; count?: number; short?: boolean }) {
  const { t } = useTranslation();
  if (crop.length === 2 && /^[PWLCF]{2}$/.test(crop)) {
    return (
      <span className="crop-chip" style={{ background: '#1d5552' }} title={t('crops.spec', { a: t(`crops.${crop[0]}`), b: t(`crops.${crop[1]}`) })}>
        ☀ {CROP_GLYPH[crop[0] as Crop]}
        {CROP_GLYPH[crop[1] as Crop]}
        {!short && ` ${t(`crops.${crop[0]}`)}/${t(`crops.${crop[1]}`)}`}
        {count !== undefined && count > 1 ? ` ×${count}` : ''}
      </span>
    );
  }
  if (crop === 'X') return <span className="crop-chip" style={{ background: '#5a1a14' }}>✕ {t('crops.X')}</span>;
  const c = CROP_COLORS[crop as Crop];
  if (!c) return <span className="crop-chip">{crop}</span>;
  return (
    <span
      className="crop-chip"
      style={{ background: c.main, color: crop === 'W' ? '#2a1a05' : '#fff', textShadow: crop === 'W' ? 'none' : undefined }}
      title={t(`crops.${crop}`)}
      aria-label={short ? `${t(`crops.${crop}`)}${count !== undefined ? ` ${count}` : ''}` : undefined}
    >
      {/* Short: the crop's shape alone (with its colour and, on hover and for screen readers, its name): no letter, which
          would be an English initial in every language. */}
      {CROP_GLYPH[crop as Crop]}
      {short ? '' : ` ${t(`crops.${crop}`)}`}
      {count !== undefined ? ` ${count}` : ''}
    </span>
  );
}
