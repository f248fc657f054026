import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBES, setProbe } from '../../app/probes';
import { EMPHASIS_CLASS } from '../../scenes/common/emphasisTargets';
import { useTutorial } from '../../tutorial/store';
import { useShown } from '../table/shown';
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
  // The text waits for the table: it speaks of a state whose moves must be on screen first (the flood's card turned,
  // the harvest in storage), else it would describe what the learner cannot see yet.
  const drawn = useShown((s) => s.shown[match] ?? -1);
  const inStep = !!run && (run.error !== null || drawn >= run.seq);
  // Nothing to read yet: the table is still showing moves, or an opponent is moving.
  const waiting = !!run && !run.error && (!inStep || (!run.last && !run.text));
  const text = !run ? '' : run.error ? t('tutorial.error') : waiting ? t('tutorial.waiting') : run.last ? t('tutorial.done') : t(`tutorial.${run.text}`);
  useEffect(() => {
    if (!PROBES) return;
    setProbe('__rtTutorial', run ? { step: run.step, total: run.total, text: run.free ? '' : text, seq: run.seq, inStep, waiting, error: run.error, free: run.free } : undefined);
  }, [run, text, inStep, waiting]);
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
        {run.canNext && inStep && (
          <button className={`btn btn-primary ${EMPHASIS_CLASS}`} onClick={() => control.next()} data-testid="tutorial-next">
            {t('tutorial.next')}
          </button>
        )}
        {ending && inStep && (
          <button className="btn btn-primary" onClick={() => control.finish()} data-testid="tutorial-finish">
            {t('tutorial.finish')}
          </button>
        )}
      </div>
    </section>
  );
}
