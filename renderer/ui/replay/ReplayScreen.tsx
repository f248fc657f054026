import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchRecord } from '../../../engine/core/record';
import { shownName } from '../../../protocol/names';
import { useApp } from '../../app/store';
import { loadReplay, type Replayed } from '../../replay/load';
import { openRecordFile, type OpenedRecord } from '../../analysis/file';
import { AnalysisFileNote } from '../analysis/AnalysisFileNote';
import { MenuScreen } from '../MenuScreen';
import { ReplayView } from './ReplayView';

/** What a load gave: the replayed record, or the engine's reason it cannot be replayed. */
type Loaded = { replayed: Replayed; error: null; note: OpenedRecord['note'] } | { replayed: null; error: string; note: null };

/** `file`: a record file, which may carry its analysis (renderer/analysis/file.ts fills the cache from it). */
function load(input: unknown, file = false): Loaded {
  try {
    const opened = file ? openRecordFile(input) : null;
    return { replayed: loadReplay(opened ? opened.record : input), error: null, note: opened?.note ?? null };
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
  return <ReplayOpen error={loaded?.error ?? null} onOpen={(input) => setOpened(load(input, true))} />;
}

/** Open a record file: the app's file dialog in Electron, a file input in a browser; a bad record says why. */
function ReplayOpen({ error, onOpen }: { error: string | null; onOpen: (json: string) => void }) {
  const { t } = useTranslation();
  const open = async (file?: File) => {
    const text = file ? await file.text() : window.riverTables ? (await window.riverTables.app.openRecord()).json : null;
    if (text) onOpen(text);
  };
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
        {error && (
          <div className="toast error" role="alert" data-testid="replay-error">
            {t('replay.bad', { reason: error })}
          </div>
        )}
      </div>
    </MenuScreen>
  );
}
