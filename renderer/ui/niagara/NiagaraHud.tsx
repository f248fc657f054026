import { useTranslation } from 'react-i18next';
import type { SeatPresence } from '../../../protocol/messages';
import type { Action } from '../../../engine/core/types';
import { GEM_COLOURS } from '../../../engine/niagara/material/gems';
import type { DestinationId } from '../../../engine/niagara/material/river';
import { buyBackKey, playKey, type NiagaraChoices, type NiagaraMarks } from '../../scenes/niagara/choices';
import type { NiagaraDisplay } from '../../scenes/niagara/model';
import { CREW_PAINT, GEM_GLYPH, GEM_PAINT, crewPaint } from '../../scenes/niagara/palette';
import type { LogLine } from '../../scenes/niagara/tableStore';
import { describeNiagaraAction } from './actionText';
import { canoeName, cardName, niagaraLogLine, placeName } from './logText';
import { HudLog, seatNamer } from '../table/hud';
import { EmphasisBadge, emphasisClass } from '../table/EmphasisBadge';
import { SeatMark } from '../SeatMark';

export interface NiagaraHudProps {
  d: NiagaraDisplay;
  names: string[];
  presence: SeatPresence[] | null;
  reveal: number | null;
  choices: NiagaraChoices | null;
  canoe: string | null;
  dest: DestinationId | null;
  /** What a tutorial step or a hint points at now (target keys → labels). */
  marks: NiagaraMarks | null;
  handingOff: boolean;
  log: LogLine[];
  onAct(a: Action): void;
  onCanoe(id: string): void;
  onDest(to: DestinationId): void;
  onBack(): void;
}

const k = (key: string) => `niagaraTable.${key}`;

export function NiagaraHud(p: NiagaraHudProps) {
  const { t } = useTranslation();
  const { d, choices } = p;
  const name = seatNamer(t, p.names);
  // A control's share of the emphasis: its class, and the labels of the actions behind it as one badge.
  const em = (key: string) => {
    const label = p.marks?.get(key)?.join(' ');
    return { cls: emphasisClass(label), badge: <EmphasisBadge label={label} /> };
  };

  const myCanoeAt = (id: string) => d.canoes.find((c) => c.id === id)?.at;
  // A destination with one way to get there is played at once: its button says all of it (gems loaded or stolen too).
  const destText = (canoe: string, to: DestinationId) => {
    const only = choices?.variants(canoe, to);
    if (only?.length === 1) return describeNiagaraAction(t, d, only[0]!.action);
    return `${to === myCanoeAt(canoe) ? t(k('stay'), { to: placeName(t, to) }) : t(k('moveTo'), { to: placeName(t, to) })}…`;
  };
  const turnSeat = d.turn?.seat ?? null;
  const card = d.turn ? cardName(t, d.turn.card) : '';

  let prompt: string;
  if (d.over) prompt = d.winners.length ? t(k('winners'), { names: d.winners.map(name).join(', ') }) : t(k(d.capped ? 'capped' : 'noWinner'));
  else if (p.handingOff) prompt = t(k('promptHandoff'));
  else if (choices?.phase === 'choose') prompt = t(k('promptChoose'));
  else if (choices?.phase === 'cloud') prompt = t(k('promptCloud'));
  else if (choices?.phase === 'paddle' && p.canoe && p.dest) prompt = t(k('promptVariant'), { canoe: canoeName(t, p.canoe), to: placeName(t, p.dest) });
  else if (choices?.phase === 'paddle' && p.canoe) prompt = t(k('promptPickDest'), { card, canoe: canoeName(t, p.canoe) });
  else if (choices?.phase === 'paddle') prompt = t(k('promptPickCanoe'), { card });
  else if (d.phase === 'choose') prompt = t(k('promptWaitChoose'));
  else if (turnSeat !== null) prompt = t(k(p.presence?.[turnSeat]?.botPlaying ? 'promptThinking' : 'promptWaiting'), { name: name(turnSeat) });
  else prompt = '';

  const mine = p.reveal !== null ? d.crews.filter((c) => c.seat === p.reveal) : [];
  const variants = choices && p.canoe && p.dest ? choices.variants(p.canoe, p.dest) : [];

  return (
    <>
      <div className="hud-top nia-top">
        <div className="hud-box nia-status" data-testid="turn-box">
          <div className="turn-banner">
            <span className="who" data-testid="whose-turn">
              {t(k('round'), { n: d.round })}
            </span>
            <span className="muted small">{t(k('cycle'), { n: d.cycleRound })}</span>
          </div>
          <div className="nia-facts small">
            <span>
              {t(k('weather'))} <b data-testid="weather">{d.weather > 0 ? `+${d.weather}` : d.weather}</b>
            </span>
            <span>
              {t(k('speed'))} <b data-testid="speed">{d.speed ?? t(k('speedNone'))}</b>
            </span>
            <span>
              {t(k('nextArm'))} <b>{t(k(d.nextArm === 'L' ? 'armL' : d.nextArm === 'R' ? 'armR' : 'armRandom'))}</b>
            </span>
          </div>
        </div>
      </div>

      <div className="players-panel nia-players" aria-label={t('table.players')}>
        {p.names.map((n, seat) => {
          const crews = d.crews.filter((c) => c.seat === seat);
          const canoes = d.canoes.filter((c) => c.seat === seat);
          const res = d.reserves[seat];
          return (
            <div key={seat} className={`player ${turnSeat === seat && !d.over ? 'active' : ''}`} data-testid={`player-${seat}`}>
              <div className="pname">
                {crews.map((c) => (
                  <SeatMark key={c.colour} paint={crewPaint(c.colour)} size={13} />
                ))}
                <span className="nia-name">{n}</span>
                {seat === p.reveal && <span className="muted small">({t('common.you')})</span>}
                {p.presence?.[seat]?.botPlaying && <span className="muted small">· {t('lobby.bot')}</span>}
                {d.startSeat === seat && <span title={t(k('lifeRing'))}>◎</span>}
              </div>
              <div className="nia-row small">
                {crews.map((c) => (
                  <span key={c.colour} className="muted">
                    {c.faceUp !== null ? `▣ ${cardName(t, c.faceUp)}` : c.faceDown ? `▢ ${t(k('cardDown'))}` : ''}
                  </span>
                ))}
                {canoes.map((c) => (
                  <span key={c.id} className="muted">
                    <SeatMark paint={crewPaint(c.colour)} size={11} />
                    {c.at === 'bank' ? t(k('onBank')) : c.at === 'lost' ? t(k('lost')) : c.at}
                    {c.gem && <span style={{ color: GEM_PAINT[c.gem] }}>{GEM_GLYPH[c.gem]}</span>}
                  </span>
                ))}
              </div>
              {res && (
                <div className="nia-row small" role="group" aria-label={t(k('reserve'))} data-testid={`reserve-${seat}`}>
                  {GEM_COLOURS.filter((g) => res[g] > 0).map((g) => (
                    <span key={g} className="crop-chip" style={{ background: GEM_PAINT[g], color: g === 'white' || g === 'yellow' ? '#222' : '#fff' }} title={t(k(g))}>
                      {GEM_GLYPH[g]} {res[g]}
                    </span>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>

      <HudLog entries={p.log} line={(l) => niagaraLogLine(t, l.event, name)} className="nia-log" limit={120} />

      <div className="action-bar nia-actions" style={{ bottom: 12 }}>
        {/* Nothing to say while the river flows between turns: no empty box either. */}
        {prompt && (
          <div className="prompt" data-testid="prompt">
            {prompt}
          </div>
        )}
        {choices && !p.handingOff && (
          <div className="actions" data-testid="actions">
            {choices.buyBacks.length > 0 && (
              <div className="nia-buyback" data-testid="buyback">
                <span className="small">{t(k('buyBackTitle'))}</span>
                {choices.buyBacks.map((b, i) => {
                  const m = em(buyBackKey(b.canoe, b.pay));
                  return (
                    <button key={i} className={`btn${m.cls}`} onClick={() => p.onAct(b.action)} data-testid={`buyback-${b.canoe}-${b.pay ?? 'free'}`}>
                      {describeNiagaraAction(t, d, b.action)}
                      {m.badge}
                    </button>
                  );
                })}
              </div>
            )}
            {choices.plays.length > 0 && (
              <div className="nia-hand" aria-label={t(k('hand'))} data-testid="hand">
                {choices.plays.map((pl, i) => {
                  const m = em(playKey(pl.card, pl.colour));
                  return (
                    <button
                      key={i}
                      className={`nia-card${m.cls}`}
                      style={{ borderColor: CREW_PAINT[pl.colour ?? mine[0]?.colour ?? 'red'] }}
                      onClick={() => p.onAct(pl.action)}
                      data-testid={`play-${pl.colour ? `${pl.colour}-` : ''}${pl.card}`}
                      title={describeNiagaraAction(t, d, pl.action)}
                    >
                      {pl.card === 'cloud' ? '☁' : pl.card}
                      {m.badge}
                    </button>
                  );
                })}
              </div>
            )}
            {choices.weather.map((w) => {
              const m = em(`weather:${w.delta}`);
              return (
                <button key={w.delta} className={`btn btn-primary${m.cls}`} onClick={() => p.onAct(w.action)} data-testid={`weather-${w.delta}`}>
                  {describeNiagaraAction(t, d, w.action)}
                  {m.badge}
                </button>
              );
            })}
            {choices.phase === 'paddle' && !p.canoe &&
              choices.canoes().map((c) => {
                const m = em(`canoe:${c}`);
                return (
                  <button key={c} className={`btn${m.cls}`} onClick={() => p.onCanoe(c)} data-testid={`canoe-${c}`}>
                    {canoeName(t, c)}
                    {m.badge}
                  </button>
                );
              })}
            {choices.phase === 'paddle' && p.canoe && !p.dest &&
              choices.destinations(p.canoe).map((to) => {
                const m = em(`dest:${to}`);
                return (
                  <button key={to} className={`btn${m.cls}`} onClick={() => p.onDest(to)} data-testid={`dest-${to}`}>
                    {destText(p.canoe!, to)}
                    {m.badge}
                  </button>
                );
              })}
            {variants.map((v, i) => {
              const m = em(`variant:${i}`);
              return (
                <button key={i} className={`btn btn-primary${m.cls}`} onClick={() => p.onAct(v.action)} data-testid={`variant-${i}`}>
                  {describeNiagaraAction(t, d, v.action)}
                  {m.badge}
                </button>
              );
            })}
            {(p.dest || (p.canoe && choices.canoes().length > 1)) && (
              <button className="btn btn-ghost" onClick={p.onBack} data-testid="back">
                {t(k('back'))}
              </button>
            )}
            {choices.pass && (
              <button className={`btn${em('pass').cls}`} onClick={() => p.onAct(choices.pass!)} data-testid="act-pass">
                {t(k('pass'))}
                {em('pass').badge}
              </button>
            )}
          </div>
        )}
      </div>
      <ul className="hand-list" aria-label={t(k('hand'))} data-testid="hand-list" data-reveal={p.reveal ?? ''}>
        {p.handingOff ? null : mine.flatMap((c) => (c.hand ?? []).map((card, i) => <li key={`${c.colour}${i}`} data-card={String(card)}>{String(card)}</li>))}
      </ul>
    </>
  );
}
