import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRecord, replay, type MatchRecord } from '../../engine/core/record';
import type { GameEvent } from '../../engine/core/types';
import { games } from '../../engine/games';
import { gameView } from '../app/gameViews';
import type { NileView } from '../../engine/nile/view';
import { useSettings } from '../app/settings';
import { useApp } from '../app/store';
import { Stage } from '../scenes/common/Stage';
import { NileAnimator } from '../scenes/nile/animator';
import { useNileAssets } from '../scenes/nile/assets';
import { seatFrames } from '../scenes/nile/layout';
import { NileScene } from '../scenes/nile/NileScene';
import { createNileTableStore } from '../scenes/nile/tableStore';
import { nileActionText, nileLogLine } from './nile/logText';
import { MenuScreen } from './MenuScreen';
import { Icon } from './Icon';
import { seatPaint } from '../scenes/common/marks';
import { openRecordFile, type OpenedRecord } from '../analysis/file';
import { AnalysisFileNote } from './analysis/AnalysisFileNote';
import { AnalysisPanel } from './analysis/AnalysisPanel';

interface Replayed {
  record: MatchRecord;
  views: (seat: number | null) => NileView[];
  events: GameEvent[][];
}

const NO_SELECTION: ReadonlySet<number> = new Set();

function build(input: unknown): Replayed {
  const record = parseRecord(input);
  const r = replay<unknown>(games, record, { keepStates: true });
  const game = games[record.game]!;
  // The replay table is NILE's: another game's record cannot be shown on it.
  if (record.game !== 'nile') throw new Error(`the replay table shows NILE records, not "${record.game}"`);
  const cache = new Map<string, NileView[]>();
  return {
    record,
    events: r.events,
    views: (seat) => {
      const k = String(seat);
      if (!cache.has(k)) cache.set(k, r.states.map((s) => gameView('nile', record.game, game.view(s, seat))!));
      return cache.get(k)!;
    },
  };
}

/** Step through a match record on the 3D table (the record of a finished game: every hand may be shown). */
export function ReplayScreen({ record: given, names: givenNames }: { record?: MatchRecord; names?: string[] }) {
  const { t } = useTranslation();
  const go = useApp((s) => s.go);
  const settings = useSettings();
  const [data, setData] = useState<Replayed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [seat, setSeat] = useState<number | null>(null);
  const [note, setNote] = useState<OpenedRecord['note']>(null);
  useEffect(() => {
    if (!given) return;
    try {
      setData(build(given));
    } catch (e) {
      setError((e as Error).message);
    }
  }, [given]);

  const open = async (file?: File) => {
    try {
      let text: string | null = null;
      if (window.riverTables && !file) text = (await window.riverTables.app.openRecord()).json;
      else if (file) text = await file.text();
      if (!text) return;
      // A record file may carry its analysis (renderer/analysis/file.ts): opening it fills the analysis cache.
      const opened = openRecordFile(text);
      setNote(opened.note);
      setData(build(opened.record));
      setStep(0);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const store = useMemo(() => createNileTableStore(), []);
  const assets = useNileAssets({
    crops: { P: t('crops.P'), W: t('crops.W'), L: t('crops.L'), C: t('crops.C'), F: t('crops.F') },
    speculation: t('crops.speculation'),
    locust: t('crops.X'),
  });
  const players = data?.record.players ?? 4;
  const frames = useMemo(() => seatFrames(players, seat ?? 0), [players, seat]);
  const deps = useRef({ frames, seat, settings });
  deps.current = { frames, seat, settings };
  const animator = useMemo(
    () => new NileAnimator({ store, frames: () => deps.current.frames, reveal: () => deps.current.seat, speed: () => (deps.current.settings.reduceMotion ? 0 : 2) }),
    [store],
  );
  useEffect(() => {
    animator.revive();
    return () => animator.dispose();
  }, [animator]);
  const views = data?.views(seat);
  const shown = useRef(-1);
  useEffect(() => {
    if (!views) return;
    if (step === shown.current + 1 && shown.current >= 0) {
      animator.events(step, data!.events[step - 1] ?? []);
      animator.snapshot(step, views[step]!, false);
    } else {
      animator.reset(views[step]!, step);
    }
    shown.current = step;
  }, [step, views, data, animator]);
  useEffect(() => {
    if (!playing || !data) return;
    const tm = setInterval(() => setStep((s) => (s < data.record.actions.length ? s + 1 : s)), settings.reduceMotion ? 300 : 900);
    return () => clearInterval(tm);
  }, [playing, data, settings.reduceMotion]);

  const display = store((s) => s.display);
  const handCards = (seat !== null && display?.seats[seat]?.handCards) || [];
  const names = Array.from({ length: players }, (_, i) => givenNames?.[i] ?? t('common.seat', { n: i + 1 }));
  const total = data?.record.actions.length ?? 0;
  const current = step > 0 ? data?.record.actions[step - 1] : null;
  const lines = step > 0 ? (data?.events[step - 1] ?? []).map((e) => nileLogLine(t, e, (s) => names[s]!, seat)).filter(Boolean) : [];

  if (!data) {
    return (
      <MenuScreen testId="replay" title={t('replay.title')} back="home">
        <div className="panel" style={{ display: 'grid', gap: 12 }}>
          <p className="muted">{t('replay.hint')}</p>
          {window.riverTables ? (
            <button className="btn btn-primary" onClick={() => void open()}>
              {t('replay.open')}
            </button>
          ) : (
            <label className="btn btn-primary" style={{ width: 'fit-content' }}>
              {t('replay.open')}
              <input type="file" accept="application/json,.json" style={{ display: 'none' }} onChange={(e) => e.target.files?.[0] && void open(e.target.files[0])} data-testid="replay-file" />
            </label>
          )}
          {error && <div className="toast">{t('replay.bad', { reason: error })}</div>}
        </div>
      </MenuScreen>
    );
  }

  return (
    <div className="table-screen" data-testid="replay">
      <Suspense fallback={null}>
        <Stage quality={settings.quality} label={t('a11y.table3d')}>
          {(level) => (
            <NileScene
              assets={assets}
              store={store}
              frames={frames}
              labels={names.map((n, i) => ({ name: n, paint: seatPaint(i) }))}
              handSeat={seat}
              hand={seat !== null && handCards.length ? { cards: handCards, selected: NO_SELECTION, selectable: () => false, interactive: false, onToggle: () => {}, cardPx: 96 } : null}
              quality={level}
              reduceMotion={settings.reduceMotion}
              bottomSeat={seat ?? 0}
              overview
            />
          )}
        </Stage>
      </Suspense>
      <div className="hud-top">
        <div className="hud-box">
          <b>{t('replay.title')}</b> · <span data-testid="replay-step">{t('replay.step', { n: step, total })}</span>
          {current && <div className="small">{t('replay.by', { name: names[current.seat], action: nileActionText(t, current.action as { type: string }) })}</div>}
          {lines.map((l, i) => (
            <div key={i} className="small muted">
              {l!.text}
            </div>
          ))}
        </div>
        <div className="spacer" />
        <div className="hud-box row">
          <label className="small" htmlFor="showhands">
            {t('replay.showHands')}
          </label>
          <select id="showhands" value={seat === null ? '' : String(seat)} onChange={(e) => setSeat(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t('replay.everyone')}</option>
            {names.map((n, i) => (
              <option key={i} value={i}>
                {n}
              </option>
            ))}
          </select>
          <button className="btn" onClick={() => go({ name: 'home' })}>
            {t('common.close')}
          </button>
        </div>
      </div>
      <div className="replay-bar">
        <button className="btn" onClick={() => setStep(0)} aria-label={t('replay.first')}>
          <Icon name="first" />
        </button>
        <button className="btn" onClick={() => setStep((s) => Math.max(0, s - 1))} aria-label={t('replay.prev')} data-testid="replay-prev">
          <Icon name="prev" />
        </button>
        <button className="btn btn-primary" onClick={() => setPlaying((p) => !p)} data-testid="replay-play">
          {playing ? <><Icon name="pause" /> {t('replay.pause')}</> : <><Icon name="play" /> {t('replay.play')}</>}
        </button>
        <button className="btn" onClick={() => setStep((s) => Math.min(total, s + 1))} aria-label={t('replay.next')} data-testid="replay-next">
          <Icon name="play" />
        </button>
        <button className="btn" onClick={() => setStep(total)} aria-label={t('replay.last')} data-testid="replay-last">
          <Icon name="last" />
        </button>
        <input type="range" min={0} max={total} value={step} onChange={(e) => setStep(Number(e.target.value))} aria-label={t('replay.step', { n: step, total })} />
      </div>
      <AnalysisPanel record={data.record} names={names} humans={null} step={step} onJump={setStep} />
      <AnalysisFileNote note={note} />
    </div>
  );
}
