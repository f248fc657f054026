import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchSummary } from '../../electron/lan/protocol';
import { startSession } from '../app/boot';
import { useApp } from '../app/store';
import { Session, type HostInfo } from '../net';
import { WsTransport } from '../net/ws';
import { parseTypedAddress } from '../../electron/lan/address';
import { translateError } from './errors';
import { Brand } from './common';

/** A typed or discovered host address as the WebSocket URL of its host (see electron/lan/address.ts). */
export function hostSocketUrl(input: string): string | null {
  const s = input.trim().replace(/^http(s?):\/\//i, 'ws$1://').replace(/\/(\?.*)?$/, '');
  const r = parseTypedAddress(s);
  return r.kind === 'url' ? r.url : null;
}

export function JoinScreen({ code: initialCode }: { code?: string }) {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  useApp((s) => s.tick);
  const go = useApp((s) => s.go);
  const [code, setCode] = useState(initialCode ?? '');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [info, setInfo] = useState<HostInfo | null>(null);
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const poll = () => void session?.transport.hostInfo().then((i) => live && setInfo(i));
    poll();
    const tm = setInterval(poll, 3000);
    return () => {
      live = false;
      clearInterval(tm);
    };
  }, [session]);

  const refresh = async () => {
    try {
      setMatches(await session!.list());
    } catch (e) {
      setError(String((e as Error).message));
    }
  };
  useEffect(() => {
    if (session?.welcome) void refresh();
  }, [session, session?.welcome]); // eslint-disable-line react-hooks/exhaustive-deps

  const join = async (ref: { code: string } | { id: string }, as: 'any' | 'spectator') => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const r = await session.join(ref, as, name.trim() || undefined);
      const st = session.feeds.get(r.match)?.snapshots[r.seat === null ? 'spectator' : String(r.seat)]?.status;
      go(st === 'over' ? { name: 'results', match: r.match } : { name: 'table', match: r.match });
    } catch (e) {
      const err = e as { code?: string; message: string };
      setError(translateError(t, err.code ?? 'INTERNAL', err.message));
      setBusy(false);
    }
  };

  /** Another host: open a session with it over WebSocket (the same protocol; this page keeps running here). */
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
    const info = url.replace(/^ws(s?):/, 'http$1:') + '/api/info';
    startSession(new Session(new WsTransport(url, info), window.riverTables ? 'river-tables/0.1 electron' : 'river-tables/0.1 browser'));
    setMatches(null);
    setError(null);
  };

  const joinable = (matches ?? []).filter((m) => m.status !== 'over');
  return (
    <div className="screen" data-testid="join">
      <div className="screen-narrow">
        <div className="row">
          <Brand small />
          <div className="spacer" />
          <button className="btn" onClick={() => go({ name: 'home' })}>
            ← {t('common.back')}
          </button>
        </div>
        <h1>{t('join.title')}</h1>
        <div className="grid2">
          <div className="panel" style={{ display: 'grid', gap: 12 }}>
            <div className="field">
              <label htmlFor="jname">{t('join.name')}</label>
              <input id="jname" type="text" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} data-testid="join-name" />
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
            <h3>{t('join.games', { host: session?.welcome?.hostName ?? '' })}</h3>
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
                      <button className="btn btn-primary" disabled={busy || open === 0} onClick={() => void join({ id: m.id }, 'any')}>
                        {t('join.join')}
                      </button>
                      <button className="btn" disabled={busy || !m.spectatorsAllowed} onClick={() => void join({ id: m.id }, 'spectator')}>
                        {t('join.watch')}
                      </button>
                    </div>
                  );
                })}
              </div>
            )}
            <button className="btn" onClick={() => void refresh()} style={{ width: 'fit-content' }}>
              {t('join.find')}
            </button>
          </div>
          <div className="panel" style={{ display: 'grid', gap: 12 }}>
            <h2>{t('join.discovered')}</h2>
            {!info ? (
              <div className="muted">{t('join.searching')}</div>
            ) : info.discovered.length === 0 ? (
              <div className="muted small">{t('join.none')}</div>
            ) : (
              <div className="seat-list">
                {info.discovered.map((h) => (
                  <div key={h.url} className="seat-item">
                    <b>{h.name}</b>
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
                <input id="jaddr" type="text" placeholder={t('join.addressHint')} value={address} onChange={(e) => setAddress(e.target.value)} style={{ flex: 1 }} data-testid="join-address" />
                <button className="btn" disabled={address.trim().length === 0} onClick={() => connect(address)} data-testid="join-connect">
                  {t('join.connectTo')}
                </button>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
