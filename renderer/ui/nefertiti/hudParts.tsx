import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { phoneViewFor } from '../../scenes/nefertiti/layout';
import { resolvingMarket, type NefDisplay } from '../../scenes/nefertiti/model';
import { EmphasisBadge, emphasisClass as mark } from '../table/EmphasisBadge';
import { Facts } from '../table/Facts';
import { distinctChoices } from '../table/distinctChoices';
import { seatNamer } from '../table/hud';
import type { KitContext, KitHud, KitPrompt } from '../table/kit';
import { SeatMark } from '../SeatMark';
import { seatPaints } from '../game/seatPaints';
import { matchSetup } from '../table/matchSetup';
import { actionText, characterDoes, decisionMarket, nefNames } from './actionText';
import type { NefKit } from './kitTypes';
import { nefLogLine } from './logText';
import { PhonePan } from './PhonePan';
import './nefertiti.css';

type Ctx = KitContext<NefKit>;

/** The market a closing is being resolved at (animated now, or as the display says), else null. */
export const closingMarket = (c: Ctx): string | null => c.state.closing?.market ?? resolvingMarket(c.display);

/** Who must act: the turn's player, or another seat deciding on its bid while a market closes. */
export const nefActing = (d: NefDisplay): number => (d.decision && 'seat' in d.decision && typeof d.decision.seat === 'number' ? d.decision.seat : d.active);

/** Nothing for this seat to click yet, though the turn is its own (bids resolving, animations playing). */
const settling = (c: Ctx): boolean => !c.choices && nefActing(c.display) === c.table.reveal && !c.display.over;

export const nefPrompt: KitPrompt<NefKit> = {
  mine(t, c) {
    const ch = c.choices;
    const n = nefNames(t, c.display);
    if (ch?.resolving) return t('nefertitiTable.promptResolve', { market: n.market(resolvingMarket(c.display) ?? '') });
    if (ch && ch.spaces.size > 0) return ch.characters.size > 0 ? t('nefertitiTable.promptPlaceChar') : t('nefertitiTable.promptPlace');
    return t('nefertitiTable.promptChoose');
  },
  waiting(t, c) {
    if (!settling(c)) return null;
    const closing = closingMarket(c);
    return closing ? t('nefertitiTable.closing', { market: nefNames(t, c.display).market(closing) }) : null;
  },
  help(t, c) {
    const kind = c.choices?.kind;
    return kind && kind !== 'turn' ? t(`nefertitiTable.decision.${kind}`, { defaultValue: '' }) : '';
  },
};

/** The turn box's headline while this seat's own market closes: whose bids are resolved. */
export function nefWho(t: TFunction, c: Ctx): string | null {
  const closing = closingMarket(c);
  return settling(c) && closing ? t('nefertitiTable.resolvingWho', { market: nefNames(t, c.display).market(closing) }) : null;
}

function Status({ display: d }: Ctx) {
  const { t } = useTranslation();
  return (
    <Facts
      className="small muted"
      items={[
        <>
          {t('nefertitiTable.deck')} <b data-testid="deck-count">{d.deckSize}</b>
        </>,
        <>
          {t('nefertitiTable.sealSupply')} <b>{d.sealSupply}</b>
        </>,
      ]}
    />
  );
}

function SeatFacts({ display, seat }: Ctx & { seat: number }) {
  const { t } = useTranslation();
  const s = display.seats[seat];
  if (!s) return null;
  return (
    <div className="small nef-stats">
      <span title={t('nefertitiTable.money')}>◉ {s.money}</span>
      <span title={t('nefertitiTable.seals')}>✦ {s.seals}</span>
      <span title={t('nefertitiTable.servants')}>♟ {s.servants}</span>
      <span title={t('nefertitiTable.score')}>★ {s.score}</span>
    </div>
  );
}

/** A market closing (or Akhenaton leaving one), across the table's middle. */
function Notice(c: Ctx) {
  const { t } = useTranslation();
  const d = c.display;
  const closing = closingMarket(c);
  if (!(closing || d.akhenaton) || d.over) return null;
  const n = nefNames(t, d);
  return (
    <div className="nef-banner" data-testid="closing-banner">
      {closing ? t('nefertitiTable.closing', { market: n.market(closing) }) : t('nefertitiTable.akhenatonOut', { market: n.market(d.akhenaton ?? '') })}
    </div>
  );
}

/** The final scoring, counted up on the track seat by seat. */
function Scoring(c: Ctx) {
  const { t } = useTranslation();
  const scoring = c.state.scoring;
  if (!scoring) return null;
  const name = seatNamer(t, c.table.names);
  const setup = matchSetup(c.table);
  return (
    <div className="hud-box hud-wide nef-scoring" data-testid="final-scoring">
      <h3>{t('nefertitiTable.final.title')}</h3>
      <table>
        <thead>
          <tr>
            <th />
            {(['track', 'gifts', 'seals', 'deben', 'priest', 'total'] as const).map((k) => (
              <th key={k}>
                <span>{t(`nefertitiTable.final.${k}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scoring.rows.map((r, i) => (
            <tr key={i}>
              <td>
                {seatPaints(setup, i).map((p) => (
                  <SeatMark key={p.colour} paint={p} size={12} />
                ))}{' '}
                {name(i)}
              </td>
              <td>{r.track}</td>
              <td>{r.gifts}</td>
              <td>{r.seals}</td>
              <td>{r.deben}</td>
              <td>{r.priestOfAmun}</td>
              <td>
                <b data-testid={`final-total-${i}`}>{scoring.shown[i] ?? r.total}</b>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The character picked, waiting for "Play it" (it spends a seal), or every choice that is not a click on the board. */
function Actions(c: Ctx) {
  const { t } = useTranslation();
  const { display: d, choices: ch, pick, marks } = c;
  if (!ch) return null;
  const n = nefNames(t, d);
  const name = seatNamer(t, c.table.names);
  if (pick !== null) {
    const picked = marks?.characters.get(pick);
    return (
      <div className="actions nef-confirm" data-testid="char-confirm">
        <div className="small">{t('nefertitiTable.charConfirm', { character: n.character(pick), does: characterDoes(t, d, pick) })}</div>
        <button className={`btn btn-primary${mark(picked)}`} onClick={() => c.input({ play: true })} data-testid="nef-char-confirm">
          <EmphasisBadge label={picked} />✦ {t('nefertitiTable.charPlay')}
        </button>
        <button className="btn btn-ghost" onClick={c.cancel} data-testid="nef-char-cancel">
          {t('nefertitiTable.charCancel')}
        </button>
      </div>
    );
  }
  if (ch.buttons.length === 0 && ch.characters.size === 0) return null;
  const market = decisionMarket(d);
  return (
    <div className="actions" data-testid="actions">
      {[...ch.characters].map((id) => (
        <button key={id} className={`btn${mark(marks?.characters.get(id))}`} onClick={() => c.input({ character: id })} data-testid={`nef-char-${id}`} title={characterDoes(t, d, id)}>
          <EmphasisBadge label={marks?.characters.get(id)} />✦ {n.character(id)}
        </button>
      ))}
      {distinctChoices(ch.buttons, (a) => actionText(t, a, d, market, name), (i) => marks?.buttons.get(i)).map(({ action: a, index, words, mark: label }) => (
        <button key={index} className={`btn ${a.type === 'takeGifts' || a.type === 'buy' ? 'btn-primary' : ''}${a.type === 'pass' ? ' turn-end' : ''}${mark(label)}`} onClick={() => c.send(a)} data-testid={`nef-act-${a.type}`} data-action={JSON.stringify(a)}>
          <EmphasisBadge label={label} />
          {words}
        </button>
      ))}
    </div>
  );
}

/** The x a portrait phone's camera centres on: the player's pan, else the view with most legal spaces. */
export const nefPhoneX = (c: Ctx): number => c.model.panned ?? (c.model.layout && c.choices ? phoneViewFor(c.model.layout, c.choices.spaces) : 0);

function Overlay(c: Ctx) {
  return <PhonePan views={c.model.views} at={nefPhoneX(c)} onPan={c.model.pan} />;
}

export const nefHud: KitHud<NefKit> = {
  Status,
  SeatFacts,
  Actions,
  Notice,
  Aside: Scoring,
  Overlay,
  logLine: (t, l, name, c) => nefLogLine(t, l.event, name, nefNames(t, c.display)),
  log: { alert: '#ffcf8a' },
};
