import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '../../../engine/core/record';
import { shownName } from '../../../protocol/names';
import { useApp } from '../../app/store';
import { pageCache } from '../../analysis/cache';
import type { OpenedRecord } from '../../analysis/file';
import { loadReplay, loadReplaySliced, type Replayed } from '../../replay/load';
import { readRecordOffThread, warmRecordReader } from '../../replay/open';
import { fileSizeProblem } from '../../replay/read';
import { AnalysisFileNote } from '../analysis/AnalysisFileNote';
import { MenuScreen } from '../MenuScreen';
import { ReplayView } from './ReplayView';

/** What a load gave: the replayed record, or the engine's reason it cannot be replayed. */
type Loaded = { replayed: Replayed; error: null; note: OpenedRecord['note'] } | { replayed: null; error: string; note: null };

/** A record given by the app itself (the results screen's match): rebuilt at once. */
function load(input: unknown): Loaded {
  try {
    return { replayed: loadReplay(input), error: null, note: null };
  } catch (e) {
    return { replayed: null, error: e instanceof Error ? e.message : String(e), note: null };
  }
}

/**
 * A record file (a File, or the text Electron's dialog read): read and checked in a worker, its carried analysis into
 * the cache, then rebuilt in slices, so the page answers throughout however hostile the file (docs/security.md).
 */
async function loadFile(source: Blob | string): Promise<Loaded> {
  const read = await readRecordOffThread(source);
  if (!read.ok) return { replayed: null, error: read.error, note: null };
  if (read.analysis) pageCache()?.put(read.analysis);
  try {
    return { replayed: await loadReplaySliced(read.record), error: null, note: read.note };
  } catch (e) {
    return { replayed: null, error: e instanceof Error ? e.message : String(e), note: null };
  }
}

/**
 * Watch a match record on its game's table: the record given (from the results screen: `from` is that match, and
 * closing goes back to its results; `analyse`: its *Analyse* button, the end of the game with the analysis running), else
 * one opened from a file (from Home).
 */
export function ReplayScreen(p: { record?: MatchRecord; names?: string[]; humans?: number[]; from?: string; analyse?: boolean }) {
  const { t } = useTranslation();
  const go = useApp((s) => s.go);
  const given = useMemo(() => (p.record ? load(p.record) : null), [p.record]);
  const [opened, setOpened] = useState<Loaded | null>(null);
  const loaded = opened ?? given;
  const players = loaded?.replayed?.record.players ?? 0;
  // Through the name rule (protocol/names.ts): names handed over by the results screen, never trusted as they come.
  const names = useMemo(() => Array.from({ length: players }, (_, i) => shownName(p.names?.[i], t('common.seat', { n: i + 1 }))), [players, p.names, t]);
  const close = () => go(p.from ? { name: 'results', match: p.from } : { name: 'home' });
  const closeLabel = p.from ? t('replay.backResults') : t('common.close');

  if (loaded?.replayed) {
    return (
      <>
        <ReplayView replayed={loaded.replayed} names={names} humans={p.humans ?? null} closeLabel={closeLabel} close={close} analyse={p.analyse === true} />
        <AnalysisFileNote note={loaded.note} />
      </>
    );
  }
  return <ReplayOpen error={loaded?.error ?? null} onOpened={setOpened} />;
}

/**
 * Open a record file: the app's file dialog in Electron, a file input in a browser. Too large or empty is said at
 * once, by the file's size; anything else is read off the page's thread, and a bad record says why.
 */
function ReplayOpen({ error, onOpened }: { error: string | null; onOpened: (l: Loaded) => void }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  // The reader starts while the player is choosing a file (its start is a task of its own on the page).
  useEffect(() => warmRecordReader(), []);
  const refuse = (why: string) => onOpened({ replayed: null, error: why, note: null });
  const read = async (source: Blob | string) => {
    setReading(true);
    onOpened(await loadFile(source));
    setReading(false);
  };
  const openInput = (file: File) => {
    const problem = fileSizeProblem(file.size);
    if (problem) refuse(problem);
    else void read(file);
  };
  const openDialog = async () => {
    const r = await window.riverTables!.app.openRecord();
    if (r.error) refuse(r.error);
    else if (r.json !== null) void read(r.json);
  };
  return (
    <MenuScreen testId="replay" title={t('replay.title')} back="home" backTestId="replay-home">
      <div className="panel" style={{ display: 'grid', gap: 12 }}>
        <p className="muted">{t('replay.hint')}</p>
        {window.riverTables ? (
          <button className="btn btn-primary" onClick={() => void openDialog()} disabled={reading}>
            {t('replay.open')}
          </button>
        ) : (
          <label className="btn btn-primary" style={{ width: 'fit-content' }}>
            {t('replay.open')}
            <input
              type="file"
              accept="application/json,.json"
              style={{ display: 'none' }}
              disabled={reading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // The same file may be chosen again after a fix: the input must report it as a change.
                e.target.value = '';
                if (file) openInput(file);
              }}
              data-testid="replay-file"
            />
          </label>
        )}
        {reading && (
          <p className="muted" role="status" data-testid="replay-reading">
            {t('replay.reading')}
          </p>
        )}
        {error && !reading && (
          <div className="toast error replay-error" role="alert" data-testid="replay-error">
            {t('replay.bad', { reason: error })}
          </div>
        )}
      </div>
    </MenuScreen>
  );
}
