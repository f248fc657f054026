import { useTranslation } from 'react-i18next';
import { GEM_COLOURS } from '../../../engine/niagara/material/gems';
import { GEM_GLYPH, GEM_PAINT, crewPaint } from '../../scenes/niagara/palette';
import { seatNamer } from '../table/hud';
import type { KitContext, KitHud, KitPrompt } from '../table/kit';
import { SeatMark } from '../SeatMark';
import { NiagaraActions } from './Actions';
import type { NiagaraKit } from './kitTypes';
import { canoeName, cardName, niagaraLogLine, placeName } from './logText';
import './niagara.css';

type Ctx = KitContext<NiagaraKit>;

const k = (key: string) => `niagaraTable.${key}`;

/** The revealed seat's cards in hand, as shown (none while the screen is handed on). */
export function shownHand(c: Ctx): string[] {
  const seat = c.table.reveal;
  if (seat === null || c.table.handoff) return [];
  return c.display.crews.filter((crew) => crew.seat === seat).flatMap((crew) => (crew.hand ?? []).map(String));
}

export const niagaraPrompt: KitPrompt<NiagaraKit> = {
  mine(t, c) {
    const ch = c.choices;
    const { canoe, dest } = c.pick;
    const card = c.display.turn ? cardName(t, c.display.turn.card) : '';
    if (ch?.phase === 'choose') return t(k('promptChoose'));
    if (ch?.phase === 'cloud') return t(k('promptCloud'));
    if (ch?.phase !== 'paddle') return '';
    if (canoe && dest) return t(k('promptVariant'), { canoe: canoeName(t, canoe), to: placeName(t, dest) });
    if (canoe) return t(k('promptPickDest'), { card, canoe: canoeName(t, canoe) });
    return t(k('promptPickCanoe'), { card });
  },
  // Everyone chooses a card at once: nobody's turn, the others still choosing (a spectator, e.g. the kiosk, holds no
  // seat: for it there are no "others").
  waiting: (t, c) => (c.display.phase === 'choose' ? t(k(c.table.held.length ? 'promptWaitChoose' : 'promptChoosing')) : null),
  over(t, c) {
    const d = c.display;
    const name = seatNamer(t, c.table.names);
    return d.winners.length ? t(k('winners'), { names: d.winners.map(name).join(', ') }) : t(k(d.capped ? 'capped' : 'noWinner'));
  },
};

/** The river's state: the weather, the last speed, the arm the next disc is pushed into. */
function Status({ display: d }: Ctx) {
  const { t } = useTranslation();
  return (
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
  );
}

/** A seat's life ring (it starts the round), its crews' cards (face up, or one face down), canoes and gems landed. */
function SeatFacts({ display: d, seat }: Ctx & { seat: number }) {
  const { t } = useTranslation();
  const res = d.reserves[seat];
  return (
    <>
      <div className="nia-row small">
        {d.startSeat === seat && <span title={t(k('lifeRing'))}>◎</span>}
        {d.crews
          .filter((c) => c.seat === seat)
          .map((c) => (
            <span key={c.colour} className="muted">
              {c.faceUp !== null ? `▣ ${cardName(t, c.faceUp)}` : c.faceDown ? `▢ ${t(k('cardDown'))}` : ''}
            </span>
          ))}
        {d.canoes
          .filter((c) => c.seat === seat)
          .map((c) => (
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
    </>
  );
}

/** The hand in words for a screen reader (the cards are buttons only while the seat chooses). */
function HandList(c: Ctx) {
  const { t } = useTranslation();
  return (
    <ul className="hand-list" aria-label={t(k('hand'))} data-testid="hand-list" data-reveal={c.table.reveal ?? ''}>
      {shownHand(c).map((card, i) => (
        <li key={i} data-card={card}>
          {card}
        </li>
      ))}
    </ul>
  );
}

export const niagaraHud: KitHud<NiagaraKit> = {
  Status,
  SeatFacts,
  Actions: NiagaraActions,
  Overlay: HandList,
  logLine: (t, l, name) => niagaraLogLine(t, l.event, name),
  log: { limit: 120 },
};
