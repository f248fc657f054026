import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { HomeScreen } from '../ui/HomeScreen';
import { JoinScreen } from '../ui/JoinScreen';
import { LobbyScreen } from '../ui/LobbyScreen';
import { NewGameScreen } from '../ui/NewGameScreen';
import { ResultsScreen } from '../ui/ResultsScreen';
import { SettingsScreen } from '../ui/SettingsScreen';
import type { TransportStatus } from '../net';
import { useSettings } from './settings';
import { useApp, type Screen } from './store';
import { useToastHost } from './toastHost';

// The 3D table (three.js, R3F, drei) is its own chunk: the menus load without it.
const TableScreen = lazy(() => import('../ui/TableScreen').then((m) => ({ default: m.TableScreen })));
const ShowcaseScreen = lazy(() => import('../showcase/ShowcaseScreen').then((m) => ({ default: m.ShowcaseScreen })));
const WatchScreen = lazy(() => import('../showcase/WatchScreen').then((m) => ({ default: m.WatchScreen })));
// The rules reference and its texts load only when opened; it opens over any screen (a table keeps playing under it).
const RulesScreen = lazy(() => import('../ui/RulesScreen').then((m) => ({ default: m.RulesScreen })));
const ReplayScreen = lazy(() => import('../ui/replay/ReplayScreen').then((m) => ({ default: m.ReplayScreen })));

function Toasts() {
  const toasts = useApp((s) => s.toasts);
  const dismiss = useApp((s) => s.dismiss);
  const openRules = useApp((s) => s.openRules);
  const { t: tr } = useTranslation();
  const host = useToastHost((s) => s.el);
  const stack = (
    <div className="toast-stack" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast ${t.kind}`} data-testid={t.kind === 'error' ? 'error-toast' : 'info-toast'} onClick={() => dismiss(t.id)}>
          <span data-testid="toast-text">{t.text}</span>
          {t.count && <b className="toast-count" data-testid="toast-count">{` ×${t.count}`}</b>}
          {t.rule && (
            <>
              {' '}
              <a
                href={`?rules=${t.rule.game}/${t.rule.section ?? ''}`}
                className="toast-rule"
                style={{ color: 'inherit', fontWeight: 700 }}
                data-testid="toast-rule"
                onClick={(e) => {
                  e.preventDefault();
                  if (t.rule) openRules(t.rule);
                }}
              >
                {tr('rules.readRule')}
              </a>
            </>
          )}
        </div>
      ))}
    </div>
  );
  return host ? createPortal(stack, host) : stack;
}

function ConnectionBanner() {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  const [status, setStatus] = useState<TransportStatus>(session?.transport.status() ?? 'connecting');
  useEffect(() => {
    if (!session) return;
    setStatus(session.transport.status());
    return session.transport.onStatus(setStatus);
  }, [session]);
  if (status === 'open') return null;
  return <div className="conn-banner">{status === 'connecting' ? t('net.connecting') : t('net.closed')}</div>;
}

/** The screen the store names, with its parameters. */
function screenBody(screen: Screen): ReactNode {
  switch (screen.name) {
    case 'home': return <HomeScreen />;
    case 'new': return <NewGameScreen game={screen.game} />;
    case 'lobby': return <LobbyScreen match={screen.match} />;
    case 'join': return <JoinScreen code={screen.code} />;
    case 'table': return <TableScreen key={screen.match} match={screen.match} />;
    case 'results': return <ResultsScreen match={screen.match} />;
    case 'replay': return <ReplayScreen record={screen.record} names={screen.names} humans={screen.humans} from={screen.from} analyse={screen.analyse} />;
    case 'settings': return <SettingsScreen />;
    case 'showcase': return <ShowcaseScreen playlist={screen.playlist ?? useSettings.getState().showcase} resume={screen.resume} />;
    case 'showcase-watch': return <WatchScreen />;
  }
}

export function App() {
  const screen = useApp((s) => s.screen);
  const rules = useApp((s) => s.rules);
  return (
    <div data-screen={screen.name} style={{ position: 'absolute', inset: 0 }}>
      <Suspense fallback={<div className="screen muted">…</div>}>{screenBody(screen)}</Suspense>
      {rules && (
        <Suspense fallback={null}>
          <RulesScreen key={`${rules.game}/${rules.section ?? ''}`} game={rules.game} section={rules.section} />
        </Suspense>
      )}
      <Toasts />
      <ConnectionBanner />
    </div>
  );
}
