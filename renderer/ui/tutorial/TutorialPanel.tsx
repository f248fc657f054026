import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBES, setProbe } from '../../app/probes';
import { EMPHASIS_CLASS } from '../../scenes/common/emphasisTargets';
import { useTutorial } from '../../tutorial/store';
import './tutorial.css';

/**
 * The running tutorial's instruction over its table: the short text of the step, "step n of m", Next where the step
 * only explains (Next wears the emphasis: it is the target), and the ways out (skip to free play, leave). At the end it
 * offers to finish the game against the bot. Nothing outside a tutorial of this match.
 */
export function TutorialPanel({ match }: { match: string }) {
  const { t } = useTranslation();
  const run = useTutorial((s) => (s.run?.match === match ? s.run : null));
  const control = useTutorial((s) => s.control);
  const text = !run ? '' : run.error ? t('tutorial.error') : run.last ? t('tutorial.done') : run.text ? t(`tutorial.${run.text}`) : t('tutorial.waiting');
  useEffect(() => {
    if (!PROBES) return;
    setProbe('__rtTutorial', run ? { step: run.step, total: run.total, text: run.free ? '' : text, error: run.error, free: run.free } : undefined);
  }, [run, text]);
  if (!run || run.free || !control) return null;
  const ending = run.last || !!run.error;
  return (
    <section className="tutorial-panel" aria-live="polite" data-testid="tutorial-panel">
      <header>
        <b>{t('tutorial.title')}</b>
        <span className="muted small" data-testid="tutorial-step">
          {t('tutorial.stepOf', { n: run.step, m: run.total })}
        </span>
        <span className="spacer" />
        <button className="btn btn-ghost tutorial-leave" onClick={() => control.stop()} title={t('tutorial.leave')} aria-label={t('tutorial.leave')} data-testid="tutorial-leave">
          ×
        </button>
      </header>
      <p data-testid="tutorial-text">{text}</p>
      <div className="row">
        {!ending && (
          <button className="btn btn-ghost small" onClick={() => control.finish()} data-testid="tutorial-skip">
            {t('tutorial.skip')}
          </button>
        )}
        <span className="spacer" />
        {run.canNext && (
          <button className={`btn btn-primary ${EMPHASIS_CLASS}`} onClick={() => control.next()} data-testid="tutorial-next">
            {t('tutorial.next')}
          </button>
        )}
        {ending && (
          <button className="btn btn-primary" onClick={() => control.finish()} data-testid="tutorial-finish">
            {t('tutorial.finish')}
          </button>
        )}
      </div>
    </section>
  );
}
