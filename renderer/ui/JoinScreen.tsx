import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type MatchSummary } from '../../protocol/messages';
import { shownName } from '../../protocol/names';
import { startSession } from '../app/boot';
import { useApp } from '../app/store';
import { Session, isLocalPage, localHostInfo } from '../net';
import { SocketRemotePort } from '../net/remote-port';
import { RemoteTransport, pageUrlOf } from '../net/remote';
import { parseTypedAddress } from '../../protocol/address';
import { translateError } from './errors';
import { useHostInfo } from './useHostInfo';
import { MenuScreen } from './MenuScreen';
import { Name } from './Name';
import { typedName } from './seatNames';

/** A typed or discovered host address as the WebSocket URL of its host (see protocol/address.ts). */
export function hostSocketUrl(input: string): string | null {
  const s = input.trim().replace(/^http(s?):\/\//i, 'ws$1://').replace(/\/(\?.*)?$/, '');
  const r = parseTypedAddress(s);
  return r.kind === 'url' ? r.url : null;
}

/** A host's own page, where a browser joins its games: http(s)://host:port/, with ?join=CODE for a room code. */
export function hostPageUrl(socketUrl: string, code: string): string {
  const page = new URL(`${pageUrlOf(socketUrl)}/`);
  if (/^[A-Za-z0-9]{4,8}$/.test(code)) page.searchParams.set('join', code.toUpperCase());
  return page.href;
}

/** The room code in a pasted join link (http://host:port/?join=CODE), or ''. */
function joinCodeIn(input: string): string {
  const q = input.indexOf('?');
  return q < 0 ? '' : (new URLSearchParams(input.slice(q + 1)).get('join') ?? '');
}

export function JoinScreen({ code: initialCode }: { code?: string }) {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  useApp((s) => s.tick);
  const go = useApp((s) => s.go);
  const [code, setCode] = useState(initialCode ?? '');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const info = useHostInfo(session, 3000);
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  /** Matches the host has beyond the pages fetched (Session.listAll stops after MAX_LIST_PAGES). */
  const [unlisted, setUnlisted] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const r = await session!.listAll();
      setMatches(r.matches);
      setUnlisted(r.complete ? 0 : Math.max(0, r.total - r.matches.length));
    } catch (e) {
      setError(String((e as Error).message));
    }
  }, [session]);
  // Listed again when the session (re)connects and is welcomed.
  const welcome = session?.welcome;
  useEffect(() => {
    if (welcome) void refresh();
  }, [refresh, welcome]);

  const join = async (ref: { code: string } | { id: string }, as: 'any' | 'spectator') => {
    if (!session) return;
    const typed = typedName(name);
    if (!typed.ok) {
      setError(t('join.nameInvisible'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await session.join(ref, as, typed.name);
      const st = session.feeds.get(r.match)?.snapshots[r.seat === null ? 'spectator' : String(r.seat)]?.status;
      go(st === 'over' ? { name: 'results', match: r.match } : { name: 'table', match: r.match });
    } catch (e) {
      const err = e as { code?: string; message: string; details?: Record<string, unknown> };
      setError(translateError(t, err.code ?? 'INTERNAL', err.message, err.details));
      setBusy(false);
    }
  };

  /**
   * Another host. In Electron, a session with it through main's remote bridge (this page keeps running here, and may
   * open no socket itself: connect-src 'self'). In a browser, go to that host's own page: it serves the same app.
   */
  const connect = (input: string) => {
    const typed = parseTypedAddress(input);
    if (typed.kind === 'code') {
      setCode(typed.code);
      void join({ code: typed.code }, 'any');
      return;
    }
    const url = hostSocketUrl(input);
    if (!url) {
      setError(typed.kind === 'error' ? typed.message : input);
      return;
    }
    // Through this machine's bridge (Electron's main process, or the process that serves this page in browser mode);
    // a LAN guest's page has none, and opens the other host's own page instead.
    const bridge = window.riverTables;
    const port = bridge ? bridge.remote : isLocalPage() ? new SocketRemotePort(`ws://${window.location.host}/remote`) : null;
    if (!port) {
      window.location.assign(hostPageUrl(url, code || joinCodeIn(input)));
      return;
    }
    const discovered = bridge ? async () => (await bridge.app.info()).discovered : async () => (await localHostInfo()).discovered;
    const transport = new RemoteTransport(port, url, discovered);
    transport.onProblem((p) => setError(p));
    transport.onStatus((s) => s === 'open' && setError(null));
    startSession(new Session(transport, bridge ? 'river-tables/0.1 electron' : 'river-tables/0.1 browser'));
    setMatches(null);
    setError(null);
  };

  const joinable = (matches ?? []).filter((m) => m.status !== 'over');
  return (
    <MenuScreen testId="join" title={t('join.title')} back="home">
      <div className="grid2">
        <div className="panel join-panel">
          <div className="field">
            <label htmlFor="jname">{t('join.name')}</label>
            <input id="jname" type="text" maxLength={LIMITS.maxNameLength} value={name} onChange={(e) => setName(e.target.value)} data-testid="join-name" />
          </div>
          <div className="field">
            <label htmlFor="jcode">{t('join.code')}</label>
            <div className="row">
              <input id="jcode" type="text" maxLength={8} value={code} onChange={(e) => setCode(e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ''))} style={{ letterSpacing: '.2em', width: 140 }} data-testid="join-code" />
              <button className="btn btn-primary" disabled={busy || code.length < 4} onClick={() => void join({ code }, 'any')} data-testid="join-submit">
                {t('join.join')}
              </button>
              <button className="btn" disabled={busy || code.length < 4} onClick={() => void join({ code }, 'spectator')}>
                {t('join.watch')}
              </button>
            </div>
          </div>
          {error && (
            <div className="toast" role="alert" data-testid="join-error">
              {error}
            </div>
          )}
          <h3 className="says-names">{t('join.games', { host: shownName(session?.welcome?.hostName, '') })}</h3>
          {joinable.length === 0 ? (
            <div className="muted small">{t('join.noGames')}</div>
          ) : (
            <div className="seat-list">
              {joinable.map((m) => {
                const open = m.seats.filter((s) => s.kind === 'human' && s.state === 'open').length;
                return (
                  <div key={m.id} className="seat-item">
                    <b>{t(`games.${m.game}.name`, { defaultValue: m.game })}</b>
                    <span className="muted small">
                      {m.code} · {t('join.openSeats', { count: open })}
                    </span>
                    <span className="spacer" />
                    {/* Together: on a phone they wrap under the game as one pair. */}
                    <span className="row join-buttons">
                      <button className="btn btn-primary" disabled={busy || open === 0} onClick={() => void join({ id: m.id }, 'any')}>
                        {t('join.join')}
                      </button>
                      <button className="btn" disabled={busy || !m.spectatorsAllowed} onClick={() => void join({ id: m.id }, 'spectator')}>
                        {t('join.watch')}
                      </button>
                    </span>
                  </div>
                );
              })}
            </div>
          )}
          {unlisted > 0 && (
            <div className="muted small" data-testid="join-unlisted">
              {t('join.more', { count: unlisted })}
            </div>
          )}
          <button className="btn" onClick={() => void refresh()} style={{ width: 'fit-content' }}>
            {t('join.find')}
          </button>
        </div>
        <div className="panel join-panel">
          <h2>{t('join.discovered')}</h2>
          {!info ? (
            <div className="muted">{t('join.searching')}</div>
          ) : info.discovered.length === 0 ? (
            <div className="muted small">{t('join.none')}</div>
          ) : (
            <div className="seat-list">
              {info.discovered.map((h) => (
                <div key={h.url} className="seat-item">
                  <Name text={shownName(h.name, h.url)} />
                  <span className="muted small">{h.url}</span>
                  <span className="spacer" />
                  <button className="btn" onClick={() => connect(h.url)}>
                    {t('join.connectTo')}
                  </button>
                </div>
              ))}
            </div>
          )}
          <h3>{t('join.manual')}</h3>
          <div className="field">
            <label htmlFor="jaddr">{t('join.address')}</label>
            <div className="row">
              <input id="jaddr" type="text" placeholder={t('join.addressHint')} value={address} onChange={(e) => setAddress(e.target.value)} style={{ flex: '1 1 160px' }} data-testid="join-address" />
              <button className="btn" disabled={address.trim().length === 0} onClick={() => connect(address)} data-testid="join-connect">
                {t('join.connectTo')}
              </button>
            </div>
          </div>
        </div>
      </div>
    </MenuScreen>
  );
}
