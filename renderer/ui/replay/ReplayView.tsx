import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/store';
import type { Replayed } from '../../replay/load';
import { ReplayFeed } from '../../replay/source';
import { AnalysisPanel } from '../analysis/AnalysisPanel';
import { TableSourceContext, type TableSource } from '../table/tableSource';
import { TABLE_SCREENS } from '../tables';
import { moveWords } from './moveWords';
import { ReplayBar } from './ReplayBar';
import { ReplayBoundary } from './ReplayBoundary';
import { seatSecrets } from './seatSecrets';
import { SecretsPanel } from './SecretsPanel';
import { turnMarks } from './turnMarks';
import { usePlayback } from './usePlayback';
import { feedViewer, viewerChoices, type Viewer } from './viewers';
import './replay.css';

export interface ReplayViewProps {
  replayed: Replayed;
  names: string[];
  humans: number[] | null;
  closeLabel: string;
  close(): void;
  /** Open at the game's end with the analysis shown and running (the results' *Analyse*). */
  analyse?: boolean;
}

/**
 * A record on its game's own 3D table: the table screen of live play, fed by a ReplayFeed for the chosen viewer
 * (through TableSourceContext), with the replay bar and the analysis panel beside it.
 */
export function ReplayView({ replayed, names, humans, closeLabel, close, analyse = false }: ReplayViewProps) {
  const { t } = useTranslation();
  const { record } = replayed;
  const total = record.actions.length;
  const [step, setStep] = useState(analyse ? total : 0);
  const [viewer, setViewer] = useState<Viewer>(null);
  const seen = feedViewer(viewer);
  const [speed, setSpeed] = useState(1);
  const [busy, setBusy] = useState(false);
  const [panelOpen, setPanelOpen] = useState(analyse);
  const shown = useRef({ step, speed });
  shown.current = { step, speed };
  // A new viewer is a new stream: a fresh feed starting at the step shown (the table remounts for it).
  const feed = useMemo(() => new ReplayFeed(replayed, seen, shown.current.step, names), [replayed, seen, names]);
  useEffect(() => {
    // The table screens re-read their feed on the app's tick, as for the app's own session (app/boot.ts).
    return feed.session.events.on(() => useApp.setState((s) => ({ tick: s.tick + 1 })));
  }, [feed]);
  useEffect(() => feed.go(step), [feed, step]);
  const source = useMemo<TableSource>(() => ({ session: feed.session, busy: setBusy, speed: () => shown.current.speed }), [feed]);
  const playback = usePlayback(step, total, busy, speed, setStep);
  const marks = useMemo(() => turnMarks(record), [record]);
  const go = (k: number) => {
    playback.stop();
    setStep(Math.max(0, Math.min(total, k)));
  };
  const secrets = viewer === 'all' ? seatSecrets(t, replayed, step) : null;
  const Table = TABLE_SCREENS[record.game];
  const failed = (message: string) => (
    <div className="screen" role="alert" data-testid="replay-failed">
      <p>{t('replay.bad', { reason: message })}</p>
      <button className="btn btn-primary" onClick={close}>
        {closeLabel}
      </button>
    </div>
  );
  return (
    <div className={`replay-screen${panelOpen ? ' with-panel' : ''}`} data-testid="replay-view" data-step={step} data-viewer={viewer ?? ''}>
      <div className="replay-table">
        <TableSourceContext.Provider value={source}>
          <ReplayBoundary fallback={failed}>
            {Table ? (
              <Suspense fallback={<div className="screen muted">{t('app.loading')}</div>}>
                <Table key={`${seen}`} match={feed.match} />
              </Suspense>
            ) : (
              failed(t('replay.noTable', { game: record.game }))
            )}
          </ReplayBoundary>
        </TableSourceContext.Provider>
      </div>
      {secrets && <SecretsPanel secrets={secrets} names={names} />}
      <ReplayBar
        step={step}
        total={total}
        marks={marks}
        go={go}
        playing={playback.playing}
        toggle={playback.toggle}
        speed={speed}
        setSpeed={setSpeed}
        names={names}
        viewers={viewerChoices(replayed)}
        viewer={viewer}
        setViewer={setViewer}
        words={moveWords(t, replayed, step, viewer === 'all' ? (record.actions[step - 1]?.seat ?? null) : viewer, names)}
        closeLabel={closeLabel}
        close={close}
        panelOpen={panelOpen}
        togglePanel={() => setPanelOpen((o) => !o)}
      />
      {panelOpen && (
        <aside className="replay-panel panel" aria-label={t('replay.analysis')} data-testid="replay-analysis">
          <AnalysisPanel record={record} names={names} humans={humans} step={step} onJump={go} asked={analyse} />
        </aside>
      )}
    </div>
  );
}
