import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { nextMark } from './turnMarks';
import { SPEEDS } from './usePlayback';
import { parseViewer, viewerValue, type Viewer } from './viewers';

export interface ReplayBarProps {
  step: number;
  total: number;
  marks: readonly number[];
  go(step: number): void;
  playing: boolean;
  toggle(): void;
  speed: number;
  setSpeed(s: number): void;
  names: readonly string[];
  /** The seat selector's choices (viewers.ts: "reveal all" only for a finished record). */
  viewers: readonly Viewer[];
  viewer: Viewer;
  setViewer(v: Viewer): void;
  /** Who did what at this step, as the viewer may know it. */
  words: string | null;
  closeLabel: string;
  close(): void;
  panelOpen: boolean;
  togglePanel(): void;
}

/**
 * The replay's controls under the table: first / back / play / forward / last, the timeline with a mark at each turn's
 * start, the speed, whose eyes the table shows, and the way back. Keys (outside the fields): ←/→ one move, PageUp /
 * PageDown one turn, Home / End, Space play.
 */
export function ReplayBar(p: ReplayBarProps) {
  const { t } = useTranslation();
  const { step, total, go } = p;
  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    const to: Record<string, number> = { ArrowLeft: step - 1, ArrowRight: step + 1, PageUp: nextMark(p.marks, step, -1, total), PageDown: nextMark(p.marks, step, 1, total), Home: 0, End: total };
    if (e.key in to) go(to[e.key]!);
    else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) p.toggle();
    else return;
    e.preventDefault();
  };
  return (
    <div className="replay-bar" role="toolbar" aria-label={t('replay.controls')} onKeyDown={onKey} data-testid="replay-bar">
      <div className="replay-line">
        <span data-testid="replay-step">{step === 0 ? t('replay.start', { total }) : t('replay.step', { n: step, total })}</span>
        <span className="small muted replay-words" data-testid="replay-words">{p.words ?? ''}</span>
      </div>
      <div className="replay-controls">
        <button className="btn" onClick={() => go(0)} aria-label={t('replay.first')} title={t('replay.first')} disabled={step === 0} data-testid="replay-first">
          <Icon name="first" />
        </button>
        <button className="btn" onClick={() => go(step - 1)} aria-label={t('replay.prev')} title={t('replay.prev')} disabled={step === 0} data-testid="replay-prev">
          <Icon name="prev" />
        </button>
        <button className="btn btn-primary" onClick={p.toggle} aria-label={p.playing ? t('replay.pause') : t('replay.play')} disabled={!p.playing && step >= total} data-testid="replay-play">
          <Icon name={p.playing ? 'pause' : 'play'} />
        </button>
        <button className="btn" onClick={() => go(step + 1)} aria-label={t('replay.next')} title={t('replay.next')} disabled={step >= total} data-testid="replay-next">
          <Icon name="play" />
        </button>
        <button className="btn" onClick={() => go(total)} aria-label={t('replay.last')} title={t('replay.last')} disabled={step >= total} data-testid="replay-last">
          <Icon name="last" />
        </button>
        <input className="replay-timeline" type="range" min={0} max={total} value={step} list="replay-marks" onChange={(e) => go(Number(e.target.value))} aria-label={t('replay.timeline')} aria-valuetext={t('replay.step', { n: step, total })} data-testid="replay-timeline" />
        <datalist id="replay-marks">
          {p.marks.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
      </div>
      <div className="replay-controls">
        <label className="small">
          <span className="replay-label">{t('replay.speed')}</span>{' '}
          <select value={p.speed} onChange={(e) => p.setSpeed(Number(e.target.value))} data-testid="replay-speed">
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t('replay.times', { n: s })}
              </option>
            ))}
          </select>
        </label>
        <label className="small replay-viewer">
          <span className="replay-label">{t('replay.viewer')}</span>{' '}
          <select value={viewerValue(p.viewer)} onChange={(e) => p.setViewer(parseViewer(e.target.value))} data-testid="replay-viewer">
            {p.viewers.map((v) => (
              <option key={viewerValue(v)} value={viewerValue(v)}>
                {v === null ? t('replay.spectator') : v === 'all' ? t('replay.secrets.choice') : p.names[v]}
              </option>
            ))}
          </select>
        </label>
        <div className="spacer" />
        <button className="btn" onClick={p.togglePanel} aria-expanded={p.panelOpen} data-testid="replay-panel">
          {t('replay.analysis')}
        </button>
        <button className="btn" onClick={p.close} data-testid="replay-close">
          {p.closeLabel}
        </button>
      </div>
    </div>
  );
}
