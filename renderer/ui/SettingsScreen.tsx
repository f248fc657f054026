import { useTranslation } from 'react-i18next';
import { ANIM_PACE_NAMES, isAnimPace, UI_SCALE, useSettings, type Quality } from '../app/settings';
import { LANGUAGES, LANGUAGE_NAMES, systemLanguage, type Language } from '../i18n';
import { ShowcaseSettings } from '../showcase/ShowcaseSettings';
import { MenuScreen } from './MenuScreen';

/** The UI scale's choices in per cent (80, 90, … 150). */
const SCALES = Array.from({ length: Math.round((UI_SCALE.max - UI_SCALE.min) / UI_SCALE.step) + 1 }, (_, i) => Math.round((UI_SCALE.min + i * UI_SCALE.step) * 100));

export function SettingsScreen() {
  const { t, i18n } = useTranslation();
  const s = useSettings();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <MenuScreen testId="settings" title={t('settings.title')} back="previous" backTestId="settings-back">
      <div className="panel settings">
        <div className="setting">
          <label htmlFor="lang">{t('settings.language')}</label>
          <select id="lang" value={s.language} onChange={(e) => s.set({ language: e.target.value as 'system' | Language })} data-testid="language">
            <option value="system">{t('settings.languageSystem', { lang: LANGUAGE_NAMES[systemLanguage()] })}</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="setting">
          <label htmlFor="sound">{t('settings.sound')}</label>
          <div className="row">
            <input id="sound" type="checkbox" checked={s.sound} onChange={(e) => s.set({ sound: e.target.checked })} />
            <label htmlFor="volume" className="muted small">
              {t('settings.volume')}
            </label>
            <input id="volume" type="range" min={0} max={1} step={0.05} value={s.volume} disabled={!s.sound} onChange={(e) => s.set({ volume: Number(e.target.value) })} />
          </div>
        </div>
        <div className="setting">
          <label htmlFor="quality">{t('settings.quality')}</label>
          <select id="quality" value={s.quality} onChange={(e) => s.set({ quality: e.target.value as Quality })} data-testid="quality">
            <option value="auto">{t('settings.qualityAuto')}</option>
            <option value="low">{t('settings.qualityLow')}</option>
            <option value="medium">{t('settings.qualityMedium')}</option>
            <option value="high">{t('settings.qualityHigh')}</option>
          </select>
        </div>
        <div className="setting">
          <label htmlFor="ui-scale">{t('keyboard.uiScale')}</label>
          <div className="row">
            <select id="ui-scale" value={Math.round(s.uiScale * 100)} onChange={(e) => s.set({ uiScale: Number(e.target.value) / 100 })} data-testid="ui-scale" aria-describedby="ui-scale-help">
              {SCALES.map((pc) => (
                <option key={pc} value={pc}>
                  {percent.format(pc / 100)}
                </option>
              ))}
            </select>
            <span id="ui-scale-help" className="muted small">
              {t('keyboard.uiScaleHelp')}
            </span>
          </div>
        </div>
        <div className="setting">
          <label htmlFor="rm">{t('settings.reduceMotion')}</label>
          <div className="row">
            <input id="rm" type="checkbox" checked={s.reduceMotion} onChange={(e) => s.set({ reduceMotion: e.target.checked })} data-testid="reduce-motion" />
            <span className="muted small">{t('settings.reduceMotionHelp')}</span>
          </div>
        </div>
        <AnimPaceSetting />
      </div>
      <div style={{ marginTop: 16 }}>
        <ShowcaseSettings />
      </div>
      <p className="muted small" style={{ marginTop: 16 }}>
        {t('settings.about', { version: __APP_VERSION__ })}
      </p>
    </MenuScreen>
  );
}

/** The animation-speed setting (Instant: nothing moves; reduced motion overrides it, so it is off meanwhile). */
function AnimPaceSetting() {
  const { t } = useTranslation();
  const s = useSettings();
  return (
    <div className="setting">
      <label htmlFor="anim-pace">{t('pace.label')}</label>
      <div className="row">
        <select id="anim-pace" value={s.animPace} disabled={s.reduceMotion} onChange={(e) => isAnimPace(e.target.value) && s.set({ animPace: e.target.value })} data-testid="anim-pace" aria-describedby="anim-pace-help">
          {ANIM_PACE_NAMES.map((p) => (
            <option key={p} value={p}>
              {t(`pace.${p}`)}
            </option>
          ))}
        </select>
        <span id="anim-pace-help" className="muted small">
          {t('pace.help')}
        </span>
      </div>
    </div>
  );
}
