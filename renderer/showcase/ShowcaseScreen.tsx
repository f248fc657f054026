import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPlaylist, type Playlist, type PlaylistEntry } from '../../protocol/playlist';
import { useLatest } from '../app/hooks';
import { useSettings } from '../app/settings';
import { forgetNames, useApp } from '../app/store';
import { i18next } from '../i18n';
import { useCinematic } from '../scenes/common/cinematic';
import { GameArt } from '../ui/game/GameArt';
import { GAME_IDS } from '../ui/game/registry';
import { TableScreen } from '../ui/TableScreen';
import { KioskHud, type KioskParts } from '../ui/table/kioskHud';
import { useShown, useShownTurn, useTableDrawn } from '../ui/table/shown';
import { useHostInfo } from '../ui/useHostInfo';
import { captionContext, captionFor } from './captions';
import { ShowcaseDirector } from './director';
import { turnFacts, type TurnFacts } from './header';
import { HoldExit } from './HoldExit';
import { KioskHeader } from './KioskHeader';
import { Opening } from './Opening';
import { Scoreboard } from './Scoreboard';
import { sessionHost } from './hostLink';
import { useKiosk } from './kiosk';
import { ShowcaseQr } from './Qr';
import { winnerLine } from './seatWords';
import { handOverAndReload, mayRenew } from './renewal';
import type { ShowcaseResume } from './resume';
import { useShowcase } from './store';
import './showcase.css';
import { PROBES, e2ePage, getProbe, setProbe } from '../app/probes';

/** The soak test's gate (only with ?e2e=1&gate=1): the loop waits at a game's finale and before the next game. */
function testGate(): ((at: 'finale' | 'next') => Promise<void>) | undefined {
  if (!PROBES) return undefined;
  const q = new URLSearchParams(location.search);
  if (q.get('e2e') !== '1' || q.get('gate') !== '1') return undefined;
  return (at) =>
    new Promise<void>((resolve) => {
      setProbe('__rtShowcaseGate', {
        at,
        release() {
          setProbe('__rtShowcaseGate', undefined);
          resolve();
        },
      });
    });
}

/** The memory soak (only with ?e2e=1&pace=0) runs its many games unpaced: it measures leaks, not pacing. */
function unpacedTest(): boolean {
  // PROBES first: the minifier sees that constant, not what e2ePage returns.
  return PROBES && e2ePage() && new URLSearchParams(location.search).get('pace') === '0';
}

/** Seconds left until `until` (performance.now() time), refreshed every half second. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!until) return;
    const t = setInterval(() => setNow(performance.now()), 500);
    return () => clearInterval(t);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function GameName({ entry }: { entry: PlaylistEntry | null }) {
  const { t } = useTranslation();
  if (!entry) return null;
  return <>{t('showcase.next', { game: t(`games.${entry.game}.name`, { defaultValue: entry.game }), players: entry.players })}</>;
}

/** The corner (or big) QR code: where phones watch the showcase and claim seats. */
function Scan({ url, big, corner, seat }: { url: string | null; big?: boolean; corner?: boolean; seat?: boolean }) {
  const { t } = useTranslation();
  if (!url) return <div className="sc-scan muted small">{t('showcase.noLan')}</div>;
  return (
    <div className={`sc-scan ${big ? 'big' : corner ? 'corner' : ''}`} data-testid="showcase-scan">
      <ShowcaseQr text={url} />
      <div>
        <div className="sc-scan-title">{seat ? t('showcase.scanSeat') : t('showcase.scanWatch')}</div>
        <div className="small muted">{t('showcase.orOpen', { url })}</div>
      </div>
    </div>
  );
}

/** The next game and the seconds until it starts (the scoreboard's foot). */
function NextIn() {
  const { t } = useTranslation();
  const s = useShowcase();
  const left = useCountdown(s.until);
  return (
    <>
      <GameName entry={s.next} />
      <span className="sc-sep" aria-hidden>
        ·
      </span>
      <span className="muted">{t('showcase.startsIn', { s: left })}</span>
    </>
  );
}

/** What the header shows now, read off the page (`data-round`, `data-seat`): the probe compares it with the table. */
function headerShown(): TurnFacts {
  const el = document.querySelector<HTMLElement>('[data-testid="showcase-header"]');
  const num = (v: string | undefined) => (v ? Number(v) : null);
  return { round: num(el?.dataset.round), seat: num(el?.dataset.seat) };
}

function Attract({ url, seat }: { url: string | null; seat: boolean }) {
  const { t } = useTranslation();
  const s = useShowcase();
  const left = useCountdown(s.until);
  return (
    <div className="sc-attract" data-testid="showcase-attract">
      <div className="sc-art-row" aria-hidden>
        {GAME_IDS.map((g, i) => (
          <div key={g} className="sc-art" style={{ animationDelay: `${i * 0.6}s` }}>
            <GameArt game={g} />
          </div>
        ))}
      </div>
      <h1>{t('showcase.attractTitle')}</h1>
      <p className="sc-tagline">{t('showcase.attractTagline')}</p>
      <div className="sc-next">
        {s.phase === 'claim' ? <GameName entry={s.entry} /> : <GameName entry={s.next} />}
        {s.until > 0 && (
          <>
            <span className="sc-sep" aria-hidden>
              ·
            </span>
            <span className="muted">{s.phase === 'claim' ? t('showcase.seatOpen', { s: left }) : t('showcase.startsIn', { s: left })}</span>
          </>
        )}
      </div>
      <Scan url={url} big seat={seat} />
    </div>
  );
}

/** The table of the game on screen, laid out for the kiosk (the table kit's kiosk HUD) with its header, the caption of
 * the last move, the QR code and the staff's exit. */
function Playing({ url, exit }: { url: string | null; exit: ReactNode }) {
  const s = useShowcase();
  const parts: KioskParts = useMemo(
    () => ({
      header: <KioskHeader />,
      // Always drawn, at one size: the camera frames the play clear of the box it will have, not of the one it has.
      caption: s.caption ? (
        <div className="hud-box sc-caption says-names" data-testid="showcase-caption" key={s.captions}>
          {s.caption}
        </div>
      ) : (
        <div className="hud-box sc-caption sc-caption-empty" aria-hidden="true" />
      ),
      scan: <Scan url={url} corner />,
      exit,
    }),
    [s.caption, s.captions, url, exit],
  );
  if (!s.match) return null;
  return (
    <div className="sc-table">
      <KioskHud.Provider value={parts}>
        <TableScreen key={s.match} match={s.match} />
      </KioskHud.Provider>
    </div>
  );
}

/**
 * Showcase mode: the event kiosk. Runs the playlist with a ShowcaseDirector, shows each game's table as a spectator
 * with the cinematic camera on and captions of every move, the scoreboard between games, and an attract screen with
 * the QR code phones use to watch or take the visitor seat.
 */
export function ShowcaseScreen({ playlist, resume }: { playlist: Playlist; resume?: ShowcaseResume }) {
  const { t } = useTranslation();
  const session = useApp((s) => s.session);
  const go = useApp((s) => s.go);
  useApp((s) => s.tick);
  const welcome = session?.welcome ?? null;
  const phase = useShowcase((s) => s.phase);
  const match = useShowcase((s) => s.match);
  const drawn = useTableDrawn((s) => match !== null && !!s.drawn[match]);
  const names = useShowcase((s) => s.names);
  const rootRef = useRef<HTMLDivElement>(null);
  useKiosk(useCallback(() => rootRef.current, []));
  const checked = useMemo(() => (welcome ? checkPlaylist(playlist, { games: welcome.games }) : null), [playlist, welcome]);

  // The LAN listener may open a moment after the first game is created: ask again every 10 s until it is, then every
  // minute (an address may change over a day; each ask is a request the page keeps a timing of).
  const info = useHostInfo(session, { ms: 10_000, openMs: 60_000 });

  useEffect(() => {
    useCinematic.getState().setEnabled(true);
    return () => useCinematic.getState().setEnabled(false);
  }, []);

  useEffect(() => {
    if (!session || !checked?.ok) return;
    const d = new ShowcaseDirector(checked.playlist, sessionHost(session, !unpacedTest()), {
      log: (l) => console.warn(l),
      caption: (game, events, seatNames) => captionFor(game)?.(events, captionContext(i18next.t.bind(i18next), i18next.language, (s) => seatNames[s] ?? String(s + 1))) ?? null,
      finaleCaption: (r) => `${i18next.t('showcase.gameOver')} ${winnerLine(i18next.t.bind(i18next), r, i18next.language)}`,
      gate: testGate(),
      resume,
      ...(checked.playlist.renewEvery > 0 && { renew: { everyGames: checked.playlist.renewEvery, allowed: mayRenew, handOver: (r: ShowcaseResume) => handOverAndReload(checked.playlist, r) } }),
      probe: PROBES
        ? () => {
            const render = getProbe('__rtRender');
            // cover: the table's game-over cover (the results) was up when the scoreboard came.
            const cover = !!document.querySelector('.sc-table [data-testid="see-results"]');
            return { render: render ? { ...render, memory: { ...render.memory } } : null, shots: [...useCinematic.getState().history], cover };
          }
        : undefined,
    }).start();
    // What the table has shown drives the captions, the finale and the host's pacing.
    const offShown = useShown.subscribe((s) => {
      const m = useShowcase.getState().match;
      const seq = m === null ? undefined : s.shown[m];
      if (m !== null && seq !== undefined) d.shown(m, seq);
    });
    return () => {
      offShown();
      d.stop();
    };
  }, [session, checked, resume]);

  // Seat names for the table (a released visitor seat has no host name), and a fresh shot history per game: once
  // per match, with the names of that moment; forgotten when the game leaves the screen (the kiosk runs all day).
  const latestNames = useLatest(names);
  useEffect(() => {
    if (!match) return;
    const names = latestNames.current;
    useApp.setState((s) => ({ names: { ...s.names, [match]: names } }));
    useCinematic.getState().reset();
    return () => forgetNames(match);
  }, [match, latestNames]);

  const renewals = resume?.renewals ?? 0;
  useEffect(() => {
    if (!PROBES || !e2ePage()) return;
    const publish = () => {
      const s = useShowcase.getState();
      setProbe('__rtShowcase', {
        phase: s.phase, match: s.match, number: s.number, renewals, captions: s.captions, caption: s.caption, results: s.results, errors: s.errors, notices: s.notices, game: s.entry?.game ?? null, shot: useCinematic.getState().shot?.id ?? null,
        // Read when sampled: what the header shows, and what the table on screen has drawn (a desync is a difference).
        get header() {
          return headerShown();
        },
        get truth() {
          const m = useShowcase.getState().match;
          return turnFacts(m === null ? undefined : useShownTurn.getState().turns[m]);
        },
      });
    };
    publish();
    const saved = useSettings.getState().reduceMotion;
    setProbe('__rtShowcaseSettle', (on) => useSettings.setState({ reduceMotion: on || saved }));
    const offs = [useShowcase.subscribe(publish), useCinematic.subscribe(publish)];
    return () => {
      offs.forEach((off) => off());
      setProbe('__rtShowcaseSettle', undefined);
      useSettings.setState({ reduceMotion: saved });
    };
  }, [renewals]);

  const exit = useMemo(() => <HoldExit onLeave={() => go({ name: 'home' })} />, [go]);
  const base = info?.addresses[0]?.replace(/\/$/, '') ?? null;
  const url = base ? `${base}/?showcase=watch` : null;

  let body;
  if (checked && !checked.ok) body = <div className="sc-attract"><p className="sc-tagline">{t('showcase.invalid', { error: checked.error })}</p></div>;
  else if (phase === 'playing')
    body = (
      <>
        <Playing url={url} exit={exit} />
        <Opening drawn={drawn} />
      </>
    );
  // The QR code offers the next game's seat only when the playlist opens one.
  else if (phase === 'scoreboard') body = <Scoreboard next={<NextIn />} scan={<Scan url={url} seat={(checked?.ok && checked.playlist.claimMs > 0) || false} />} />;
  else if (phase === 'idle') body = <div className="sc-attract"><p className="sc-tagline">{t('showcase.nothing')}</p><Scan url={url} big /></div>;
  else body = <Attract url={url} seat={phase === 'claim'} />;
  return (
    <div className="showcase" ref={rootRef} data-testid="showcase" data-phase={phase}>
      {body}
      {/* While a game plays, the exit is in the table's HUD (its tools); otherwise, and while the table is built (its HUD
          not shown yet, the opening card over it), in the top right corner. */}
      {(phase !== 'playing' || !drawn) && (
        <div className="sc-exit-corner" data-kiosk-panel="exit">
          {exit}
        </div>
      )}
    </div>
  );
}
