import { useTranslation } from 'react-i18next';
import type { SeatPresence } from '../../../protocol/messages';
import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import type { NefChoices, NefEmphasisTargets } from '../../scenes/nefertiti/choices';
import { EmphasisBadge, emphasisClass as mark } from '../table/EmphasisBadge';
import { resolvingMarket, type NefDisplay } from '../../scenes/nefertiti/model';
import type { LogLine, Scoring } from '../../scenes/nefertiti/tableStore';
import { SEAT_COLORS } from '../common';
import { actionText, characterDoes, decisionMarket, nefNames } from './actionText';
import { nefLogLine } from './logText';
import { HudLog, SeatName, TurnBanner, seatNamer } from '../table/hud';

export interface NefHudProps {
  d: NefDisplay;
  names: string[];
  presence: SeatPresence[] | null;
  reveal: number | null;
  choices: NefChoices | null;
  /** What a tutorial step or a hint points at now (outlined buttons with their label). */
  marks: NefEmphasisTargets | null;
  closing: string | null;
  scoring: Scoring | null;
  log: LogLine[];
  handingOff: boolean;
  /** A character picked (its card or button) and waiting for the player to confirm spending the seal. */
  pendingCharacter: string | null;
  onAct(a: NefertitiAction): void;
  onCharacter(id: string | null): void;
}

export function NefertitiHud(p: NefHudProps) {
  const { t } = useTranslation();
  const { d } = p;
  const n = nefNames(t, d);
  const name = seatNamer(t, p.names);
  const c = p.choices;
  // Who must act now: the turn's player, or another seat deciding on its bid while a market closes.
  const acting = (d.decision as { seat?: number } | null)?.seat ?? d.active;
  const market = decisionMarket(d);
  // Nothing for this seat to click yet, though the turn is its own (bids resolving, animations playing): say so,
  // rather than "waiting for" the player themselves.
  const settling = !c && acting === p.reveal && !d.over;
  let prompt: string;
  if (d.over) prompt = t('table.gameOver');
  else if (p.handingOff) prompt = t('prompt.handoff');
  else if (c && c.resolving) prompt = t('nefertitiTable.promptResolve', { market: n.market(resolvingMarket(d) ?? '') });
  else if (c && c.spaces.size > 0) prompt = c.characters.size > 0 ? t('nefertitiTable.promptPlaceChar') : t('nefertitiTable.promptPlace');
  else if (c) prompt = t('nefertitiTable.promptChoose');
  else if (settling) prompt = p.closing ? t('nefertitiTable.closing', { market: n.market(p.closing) }) : t('nefertitiTable.promptSettling');
  else if (p.presence?.[acting]?.botPlaying) prompt = t('table.thinking', { name: name(acting) });
  else prompt = t('table.waitingFor', { name: name(acting) });
  // An emphasised button wears the pulsing outline and, when the emphasis labels it, the hint panel's "1", "2", "3".
  const pendingMark = p.pendingCharacter ? p.marks?.characters.get(p.pendingCharacter) : undefined;
  const decisionHelp = c && c.kind && c.kind !== 'turn' ? t(`nefertitiTable.decision.${c.kind}`, { defaultValue: '' }) : '';
  return (
    <>
      <div className="hud-top">
        <div className="hud-box" data-testid="turn-box">
          <TurnBanner seat={acting} who={d.over ? t('table.gameOver') : settling && p.closing ? t('nefertitiTable.resolvingWho', { market: n.market(p.closing) }) : acting === p.reveal ? t('nefertitiTable.yourTurn') : t('nefertitiTable.playerTurn', { name: name(acting) })} note={t('nefertitiTable.turn', { n: d.turn })} />
          <div className="small muted" style={{ marginTop: 4 }}>
            {t('nefertitiTable.deck')} <b data-testid="deck-count">{d.deckSize}</b> · {t('nefertitiTable.sealSupply')} <b>{d.sealSupply}</b>
          </div>
        </div>
        <div className="nef-players" aria-label={t('table.players')}>
          {d.seats.map((s, i) => (
            <div key={i} className={`player ${i === acting && !d.over ? 'active' : ''}`} data-testid={`player-${i}`}>
              <SeatName seat={i} name={name(i)} you={i === p.reveal} bot={!!p.presence?.[i]?.botPlaying} />
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
      <HudLog entries={p.log} line={(l) => nefLogLine(t, l.event, name, n)} className="nef-log" alert="#ffcf8a" bare />
      <div className="action-bar nef-actions" style={{ bottom: 14 }}>
        <div className="prompt" data-testid="prompt">
          {prompt}
          {decisionHelp && <div className="muted small">{decisionHelp}</div>}
        </div>
        {c && !p.handingOff && p.pendingCharacter && (
          <div className="actions nef-confirm" data-testid="char-confirm">
            <div className="small">{t('nefertitiTable.charConfirm', { character: n.character(p.pendingCharacter), does: characterDoes(t, d, p.pendingCharacter) })}</div>
            <button className={`btn btn-primary${mark(pendingMark)}`} onClick={() => p.onAct({ type: 'character', character: p.pendingCharacter! })} data-testid="nef-char-confirm">
              <EmphasisBadge label={pendingMark} />✦ {t('nefertitiTable.charPlay')}
            </button>
            <button className="btn btn-ghost" onClick={() => p.onCharacter(null)} data-testid="nef-char-cancel">
              {t('nefertitiTable.charCancel')}
            </button>
          </div>
        )}
        {c && !p.handingOff && !p.pendingCharacter && (c.buttons.length > 0 || c.characters.size > 0) && (
          <div className="actions" data-testid="actions">
            {[...c.characters].map((id) => (
              <button key={id} className={`btn${mark(p.marks?.characters.get(id))}`} onClick={() => p.onCharacter(id)} data-testid={`nef-char-${id}`} title={characterDoes(t, d, id)}>
                <EmphasisBadge label={p.marks?.characters.get(id)} />✦ {n.character(id)}
              </button>
            ))}
            {c.buttons.slice(0, 24).map((a, i) => (
              <button key={i} className={`btn ${a.type === 'takeGifts' || a.type === 'buy' ? 'btn-primary' : ''}${mark(p.marks?.buttons.get(i))}`} onClick={() => p.onAct(a)} data-testid={`nef-act-${a.type}`} data-action={JSON.stringify(a)}>
                <EmphasisBadge label={p.marks?.buttons.get(i)} />
                {actionText(t, a, d, market, name)}
              </button>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
