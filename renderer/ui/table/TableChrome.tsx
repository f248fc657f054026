import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/store';
import { Icon } from '../Icon';
import { WinnerLine, type FinishedMatch } from '../results/WinnerLine';
import { LeaveDialog } from './LeaveDialog';
import { useTableSession, useTableSource } from './tableSource';

/**
 * What every table has around the 3D scene: the menu (save and leave, rules, settings, leave: asks whether to save or
 * abandon), the game-over cover and the hot-seat hand-off cover. Its parts go to the HUD's regions: the button to the
 * tools, the open menu to the panels, the covers over everything. A replay's own bar takes the menu's place.
 */
export function useTableChrome(match: string) {
  const { t } = useTranslation();
  const session = useTableSession();
  const replaying = useTableSource() !== null;
  const go = useApp((s) => s.go);
  const openRules = useApp((s) => s.openRules);
  const feed = session?.feeds.get(match);
  const [menu, setMenu] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const saveAndLeave = () => {
    session?.keep(match);
    go({ name: 'home' });
  };
  if (replaying) return { button: null, panel: null, dialog: null };
  const button = (
    <button className="btn menu-btn" onClick={() => setMenu((m) => !m)} aria-expanded={menu} title={t('table.menu')} data-testid="menu">
      <Icon name="menu" /> <span className="btn-label">{t('table.menu')}</span>
    </button>
  );
  const panel = menu && (
    <div className="menu panel">
      <button className="btn" onClick={saveAndLeave} data-testid="save-leave">
        {t('table.saveLeave')}
      </button>
      {/* The rules open over the table: the game stays mounted and goes on underneath. */}
      <button
        className="btn"
        onClick={() => {
          setMenu(false);
          openRules({ game: feed?.game ?? '' });
        }}
        data-testid="menu-rules"
      >
        {t('rules.open')}
      </button>
      <button className="btn" onClick={() => go({ name: 'settings' })}>
        {t('table.settings')}
      </button>
      <button
        className="btn btn-danger"
        onClick={() => {
          setMenu(false);
          setLeaving(true);
        }}
        data-testid="menu-leave"
      >
        {t('table.leave')}
      </button>
    </div>
  );
  const dialog = leaving && (
    <LeaveDialog
      feed={feed}
      onSave={saveAndLeave}
      onAbandon={() => {
        void session?.abandon(match);
        go({ name: 'home' });
      }}
      onCancel={() => setLeaving(false)}
    />
  );
  return { button, panel, dialog };
}

/**
 * The covers over a table: the game is over (→ the results; the cover names the winner, by mark and name, as the
 * results do), or the screen is handed on to the next hot-seat player (`handoffTo`: their name). None in a replay,
 * whose last step is not covered.
 */
export function TableCovers({ match, over, result, handoffTo, onReady }: { match: string; over: boolean; result: FinishedMatch | null; handoffTo: string | null; onReady: () => void }) {
  const { t } = useTranslation();
  const replaying = useTableSource() !== null;
  const go = useApp((s) => s.go);
  if (replaying) return null;
  return (
    <>
      {over && (
        <div className="cover" style={{ background: 'rgba(8,5,3,.55)' }}>
          <div className="panel">
            <h2>{t('table.gameOver')}</h2>
            {result && (
              <p className="trophy says-names cover-winner" data-testid="over-winner">
                <WinnerLine {...result} size={18} />
              </p>
            )}
            <button className="btn btn-primary" onClick={() => go({ name: 'results', match })} data-testid="see-results">
              {t('table.results')}
            </button>
          </div>
        </div>
      )}
      {handoffTo !== null && (
        <div className="cover" data-testid="handoff">
          <div className="panel">
            <h2>{t('handoff.title', { name: handoffTo })}</h2>
            <p>{t('handoff.body', { name: handoffTo })}</p>
            <p className="muted small">{t('handoff.hidden')}</p>
            <button className="btn btn-primary" onClick={onReady} data-testid="handoff-ready">
              {t('handoff.ready', { name: handoffTo })}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
