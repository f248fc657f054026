import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatPresence } from '../../../protocol/messages';
import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import type { NefChoices } from '../../scenes/nefertiti/choices';
import { resolvingMarket, type NefDisplay } from '../../scenes/nefertiti/model';
import type { LogLine, Scoring } from '../../scenes/nefertiti/tableStore';
import { SEAT_COLORS } from '../common';
import { actionText, nefNames } from './actionText';
import { nefLogLine } from './logText';

export interface NefHudProps {
  d: NefDisplay;
  names: string[];
  presence: SeatPresence[] | null;
  reveal: number | null;
  choices: NefChoices | null;
  closing: string | null;
  scoring: Scoring | null;
  log: LogLine[];
  handingOff: boolean;
  onAct(a: NefertitiAction): void;
}

export function NefertitiHud(p: NefHudProps) {
  const { t } = useTranslation();
  const { d } = p;
  const n = nefNames(t, d);
  const name = (s: number) => p.names[s] ?? t('common.seat', { n: s + 1 });
  const logRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [p.log.length]);
  const c = p.choices;
  // Who must act now: the turn's player, or another seat deciding on its bid while a market closes.
  const acting = (d.decision as { seat?: number } | null)?.seat ?? d.active;
  const decisionMarket = resolvingMarket(d);
  const beggarMarket = (d.decision as { k: string; m?: number } | null)?.k === 'beggar' ? (d.markets[(d.decision as { m: number }).m]?.id ?? null) : null;
  let prompt: string;
  if (d.over) prompt = t('table.gameOver');
  else if (p.handingOff) prompt = t('prompt.handoff');
  else if (c && c.resolving) prompt = t('nefertitiTable.promptResolve', { market: n.market(decisionMarket ?? '') });
  else if (c && c.spaces.size > 0) prompt = c.characters.size > 0 ? t('nefertitiTable.promptPlaceChar') : t('nefertitiTable.promptPlace');
  else if (c) prompt = t('nefertitiTable.promptChoose');
  else if (p.presence?.[acting]?.botPlaying) prompt = t('table.thinking', { name: name(acting) });
  else prompt = t('table.waitingFor', { name: name(acting) });
  const decisionHelp = c && c.kind && c.kind !== 'turn' ? t(`nefertitiTable.decision.${c.kind}`, { defaultValue: '' }) : '';
  return (
    <>
      <div className="hud-top">
        <div className="hud-box" data-testid="turn-box">
          <div className="turn-banner">
            <span className="seat-dot" style={{ background: SEAT_COLORS[acting], width: 14, height: 14, display: 'inline-block' }} />
            <span className="who" data-testid="whose-turn">
              {d.over ? t('table.gameOver') : acting === p.reveal ? t('nefertitiTable.yourTurn') : t('nefertitiTable.playerTurn', { name: name(acting) })}
            </span>
            <span className="muted small">{t('nefertitiTable.turn', { n: d.turn })}</span>
          </div>
          <div className="small muted" style={{ marginTop: 4 }}>
            {t('nefertitiTable.deck')} <b data-testid="deck-count">{d.deckSize}</b> · {t('nefertitiTable.sealSupply')} <b>{d.sealSupply}</b>
          </div>
        </div>
        <div className="nef-players" aria-label={t('table.players')}>
          {d.seats.map((s, i) => (
            <div key={i} className={`player ${i === acting && !d.over ? 'active' : ''}`} data-testid={`player-${i}`}>
              <div className="pname">
                <span className="seat-dot" style={{ background: SEAT_COLORS[i], width: 10, height: 10, display: 'inline-block' }} />
                {name(i)}
                {i === p.reveal && <span className="muted small">({t('common.you')})</span>}
                {p.presence?.[i]?.botPlaying && <span className="muted small">· {t('lobby.bot')}</span>}
              </div>
              <div className="small nef-stats">
                <span title={t('nefertitiTable.money')}>◉ {s.money}</span>
                <span title={t('nefertitiTable.seals')}>✦ {s.seals}</span>
                <span title={t('nefertitiTable.servants')}>♟ {s.servants}</span>
                <span title={t('nefertitiTable.score')}>★ {s.score}</span>
              </div>
            </div>
          ))}
        </div>
      </div>
      {(p.closing || d.akhenaton) && !d.over && (
        <div className="nef-banner" data-testid="closing-banner">
          {p.closing ? t('nefertitiTable.closing', { market: n.market(p.closing) }) : t('nefertitiTable.akhenatonOut', { market: n.market(d.akhenaton!) })}
        </div>
      )}
      {p.scoring && (
        <div className="hud-box nef-scoring" data-testid="final-scoring">
          <h3>{t('nefertitiTable.final.title')}</h3>
          <table>
            <thead>
              <tr>
                <th />
                <th>{t('nefertitiTable.final.track')}</th>
                <th>{t('nefertitiTable.final.gifts')}</th>
                <th>{t('nefertitiTable.final.seals')}</th>
                <th>{t('nefertitiTable.final.deben')}</th>
                <th>{t('nefertitiTable.final.priest')}</th>
                <th>{t('nefertitiTable.final.total')}</th>
              </tr>
            </thead>
            <tbody>
              {p.scoring.rows.map((r, i) => (
                <tr key={i}>
                  <td>
                    <span className="seat-dot" style={{ background: SEAT_COLORS[i], width: 10, height: 10, display: 'inline-block' }} /> {name(i)}
                  </td>
                  <td>{r.track}</td>
                  <td>{r.gifts}</td>
                  <td>{r.seals}</td>
                  <td>{r.deben}</td>
                  <td>{r.priestOfAmun}</td>
                  <td>
                    <b data-testid={`final-total-${i}`}>{p.scoring!.shown[i] ?? r.total}</b>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="hud-box log-panel nef-log" aria-label={t('table.log')} hidden={p.log.length === 0}>
        <ol ref={logRef} data-testid="log">
          {p.log.map((l, i) => {
            const line = nefLogLine(t, l.event, name, n);
            return line ? (
              <li key={i} className={line.kind === 'turn' ? 'turn' : ''} style={line.kind === 'alert' ? { color: '#ffcf8a' } : undefined}>
                {line.text}
              </li>
            ) : null;
          })}
        </ol>
      </div>
      <div className="action-bar" style={{ bottom: 14 }}>
        <div className="prompt" data-testid="prompt">
          {prompt}
          {decisionHelp && <div className="muted small">{decisionHelp}</div>}
        </div>
        {c && !p.handingOff && (c.buttons.length > 0 || c.characters.size > 0) && (
          <div className="actions" data-testid="actions">
            {[...c.characters].map((id) => (
              <button key={id} className="btn" onClick={() => p.onAct({ type: 'character', character: id })} data-testid={`nef-char-${id}`}>
                ✦ {n.character(id)}
              </button>
            ))}
            {c.buttons.slice(0, 24).map((a, i) => (
              <button key={i} className={`btn ${a.type === 'takeGifts' || a.type === 'buy' ? 'btn-primary' : ''}`} onClick={() => p.onAct(a)} data-testid={`nef-act-${a.type}`} data-action={JSON.stringify(a)}>
                {actionText(t, a, d, decisionMarket ?? beggarMarket, name)}
              </button>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
