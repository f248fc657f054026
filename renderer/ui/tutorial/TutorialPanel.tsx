import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBES, setProbe } from '../../app/probes';
import { EMPHASIS_CLASS } from '../../scenes/common/emphasisTargets';
import type { Seat } from '../../../engine/core/types';
import { useApp } from '../../app/store';
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
  const opponents = useOpponents(match, run?.puppets ?? []);
  const text = !run ? '' : run.error ? t('tutorial.error') : waiting ? t('tutorial.waiting') : run.last ? t('tutorial.done', { ...opponents }) : t(`tutorial.${run.text}`);
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
            {t('tutorial.finish', { count: opponents.count })}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * The seats the bot takes over when the tutorial ends, by the names the table shows them with, listed in the language
 * shown ("Opponent 1 and Opponent 2"): the end of a tutorial says who the learner plays on against.
 */
function useOpponents(match: string, seats: readonly Seat[]): Opponents {
  const { t, i18n } = useTranslation();
  const names = useApp((s) => s.names[match]);
  return opponentsOf(t, i18n.language, seats, names);
}

export interface Opponents {
  count: number;
  names: string;
}

/** `useOpponents` without React: the seats' names (a seat without one: "Opponent n"), as one list in `language`. */
export function opponentsOf(t: TFunction, language: string, seats: readonly Seat[], names: readonly string[] | undefined): Opponents {
  const list = seats.map((seat) => names?.[seat] ?? t('tutorial.opponent', { n: seat }));
  return { count: seats.length, names: new Intl.ListFormat(language, { type: 'conjunction' }).format(list) };
}
