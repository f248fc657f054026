import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/store';
import { useMatchFeed } from '../app/useMatchFeed';
import { MenuScreen } from './MenuScreen';
import { useHostInfo } from './useHostInfo';
import { seatPaints } from './game/seatPaints';
import { SeatMarks } from './SeatMark';
import { Name } from './Name';
import { seatName } from './seatNames';

function Qr({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <div className="qr" />;
  return <img className="qr" alt={text} src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`} data-testid="qr" />;
}

/** The host's waiting room: the room code, where to connect (addresses + QR code), who has joined. */
export function LobbyScreen({ match }: { match: string }) {
  const { t } = useTranslation();
  const { session, feed, localNames, leave } = useMatchFeed(match);
  const go = useApp((s) => s.go);
  const info = useHostInfo(session);
  const summary = feed?.summary;
  const status = Object.values(feed?.snapshots ?? {})[0]?.status ?? summary?.status;
  useEffect(() => {
    if (status === 'playing') go({ name: 'table', match });
  }, [status, go, match]);
  const code = feed?.code ?? '';
  const urls = (info?.addresses ?? []).map((a) => `${a.replace(/\/$/, '')}/?join=${code}`);
  const open = summary?.seats.filter((s) => s.kind === 'human' && s.state === 'open').length ?? 0;
  const port = info?.addresses[0] ? new URL(info.addresses[0]).port : '47300';
  return (
    <MenuScreen testId="lobby" title={t('lobby.title')} back={null}>
      <div className="grid2">
        <div className="panel" style={{ display: 'grid', gap: 12 }}>
          <div>
            <div className="muted small">{t('lobby.code')}</div>
            <div className="code" data-testid="room-code">
              {code}
            </div>
          </div>
          {/* An ended game (closed, or expired with nobody in it) has nowhere left to join. */}
          {!feed?.ended && (
            <>
              {urls.length ? (
                <>
                  <div className="small">{t('lobby.addresses')}</div>
                  {urls.map((u) => (
                    <div key={u} className="addr" data-testid="lan-address">
                      {u}
                    </div>
                  ))}
                  <div className="row">
                    <Qr text={urls[0]!} />
                    <div className="muted small">{t('lobby.scan')}</div>
                  </div>
                </>
              ) : (
                <div className="note">{t('lobby.noAddresses')}</div>
              )}
              <div className="muted small">{t('lobby.firewall', { port })}</div>
            </>
          )}
        </div>
        <div className="panel" style={{ display: 'grid', gap: 10 }}>
          <h2>{t('lobby.seats')}</h2>
          <div className="seat-list">
            {summary?.seats.map((s) => (
              <div key={s.seat} className="seat-item lobby-seat" data-testid={`lobby-seat-${s.seat}`}>
                <SeatMarks paints={seatPaints(summary, s.seat)} size={14} />
                <Name text={seatName(s.name, localNames?.[s.seat], t, s.seat, s.kind)} testId={`lobby-name-${s.seat}`} />
                <span className="spacer" />
                <span className={`small state-${s.kind === 'bot' ? 'connected' : s.state}`}>{s.kind === 'bot' ? t('lobby.bot') : t(`lobby.${s.state}`)}</span>
              </div>
            ))}
          </div>
          {feed?.ended ? (
            <div className="note" role="status" data-testid="lobby-ended">
              {t(feed.ended === 'expired' ? 'lobby.expired' : 'lobby.closed')}
            </div>
          ) : (
            <div className="muted" data-testid="lobby-waiting">
              {open > 0 ? t('lobby.waiting', { count: open }) : ''}
            </div>
          )}
          {feed?.ended ? (
            <div className="row">
              <button className="btn btn-primary" onClick={() => go({ name: 'home' })} data-testid="lobby-home">
                {t('lobby.home')}
              </button>
            </div>
          ) : (
            <div className="row">
              <button className="btn btn-danger" onClick={leave}>
                {t('lobby.cancel')}
              </button>
              <div className="spacer" />
              <button className="btn" disabled={status !== 'playing'} onClick={() => go({ name: 'table', match })}>
                {t('lobby.toTable')}
              </button>
            </div>
          )}
        </div>
      </div>
    </MenuScreen>
  );
}
