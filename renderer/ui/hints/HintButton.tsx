import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../engine/core/action';
import { wordAction } from '../actionWords';
import { actionLabel } from '../GenericTable';
import type { Table } from '../table/useTable';
import type { ViewGame } from '../../app/gameViews';
import { hintsAllowed } from './allowed';
import { useHints } from './hintStore';
import { HintPanel } from './HintPanel';
import { GAME_UI } from '../game/registry';
import type { HintValueWords } from '../game/gameUi';
import './hints.css';
import { Icon } from '../Icon';
import { whenIdle } from '../../app/idle';

/** At the latest, ms after a hint can be asked, the hint's worker is got up (at the page's first idle moment before). */
const HINT_WARM_MS = 500;

/**
 * The table's Hint (for every game): offered in games without LAN humans while a seat of this screen must act. The
 * hint is for the revealed seat's position; it goes when that seat acts (its position changes) or the table is left.
 * Its button goes to the HUD's tools, its panel to the HUD's panels.
 */
export function useHintParts<G extends ViewGame>(table: Table<G>) {
  const { t } = useTranslation();
  // Only whether a hint is open and for which position: its progress and provisional moves redraw the panel alone
  // (LiveHintPanel), not the whole table.
  const status = useHints((s) => s.hint.status);
  const hintKey = useHints((s) => (s.hint.status === 'idle' ? null : s.hint.key));
  const ask = useHints((s) => s.ask);
  const close = useHints((s) => s.close);
  const warm = useHints((s) => s.warm);
  const ready = useHints((s) => s.ready);
  const { feed, held, reveal, mySnap, legal, match, players } = table;
  const key = reveal !== null && mySnap ? `${match}/${reveal}/${mySnap.seq}` : null;
  const canAsk = legal !== null && key !== null && hintsAllowed(feed?.summary, held);
  const stale = status !== 'idle' && (!canAsk || hintKey !== key);
  useEffect(() => {
    if (stale) close();
  }, [stale, close]);
  useEffect(() => close, [close]);
  // While the player looks at the position, the hint's worker loads every engine (a few hundred ms of a core, off this
  // thread): a press then starts searching at once.
  useEffect(() => {
    if (canAsk && !ready) whenIdle(warm, HINT_WARM_MS, { offThread: true });
  }, [canAsk, ready, warm]);
  if (!canAsk || !feed || reveal === null || !mySnap) return { button: null, panel: null };
  // The hinted moves come back from the worker as copies of legal actions: word the legal action they copy.
  const byKey = new Map(legal.map((a) => [JSON.stringify(a), a]));
  const words = (a: Action) => {
    const mine = byKey.get(JSON.stringify(a));
    return mine && table.myView ? wordAction(t, table.game, table.myView, reveal, mine, table.names) : actionLabel(a);
  };
  if (status !== 'idle') return { button: null, panel: stale ? null : <LiveHintPanel words={words} values={GAME_UI[table.game].hintValues} onClose={close} /> };
  const button = (
    <button className="btn hint-btn" title={t('hints.buttonHelp')} data-testid="hint" data-ready={ready || undefined} onClick={() => ask({ key, game: feed.game, view: mySnap.view, seat: reveal, legal, players, seed: `hint/${key}` })}>
      <Icon name="hint" /> <span className="btn-label">{t('hints.button')}</span>
    </button>
  );
  return { button, panel: null };
}

/** The hint panel, drawn from the hint store on its own (each progress report redraws this panel only). */
function LiveHintPanel({ words, values, onClose }: { words: (a: Action) => string; values?: HintValueWords; onClose: () => void }) {
  const hint = useHints((s) => s.hint);
  return hint.status === 'idle' ? null : <HintPanel hint={hint} words={words} values={values} onClose={onClose} />;
}
