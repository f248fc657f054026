import type { TFunction } from 'i18next';

import { useTranslation } from 'react-i18next';
import type { SeatPresence } from '../../../protocol/messages';
import { kindColour } from '../../scenes/banks/art';
import { actionCost, type BanksChoices, type LegalAction, type Selection } from '../../scenes/banks/choices';
import { buttonLabel, kindPicker, type BanksEmphasisTargets } from '../../scenes/banks/emphasis';
import { supplyTotal, type BanksDisplay } from '../../scenes/banks/model';
import type { LogLine } from '../../scenes/banks/tableStore';
import type { BanksAction } from '../../../engine/banks/actions';
import { actionWords } from './actionText';
import { colourName, fieldName, kindCount, kindName, marketRowName } from './names';
import { banksLogLine } from './logText';
import { EmphasisBadge, emphasisClass as marked } from '../table/EmphasisBadge';
import { HudLog, SeatName, TurnBanner, seatNamer } from '../table/hud';
import './banks.css';

export interface BanksHudProps {
  d: BanksDisplay;
  busy: boolean;
  names: string[];
  presence: SeatPresence[] | null;
  reveal: number | null;
  choices: BanksChoices | null;
  /** What a tutorial step or a hint points at now. */
  marks: BanksEmphasisTargets | null;
  sel: Selection;
  onSelect(sel: Selection): void;
  onAct(a: LegalAction): void;
  log: LogLine[];
  handingOff: boolean;
}

/** A kind's coloured chip; with `n`, the count first ("4 × Flax"). */
function KindChip({ kind, n }: { kind: string; n?: number }) {
  const { t } = useTranslation();
  return (
    <span className="crop-chip" style={{ background: kindColour(kind), color: kind === 'wheat' ? '#2a1a05' : '#fff' }}>
      {n === undefined ? kindName(t, kind) : kindCount(t, kind, n)}
    </span>
  );
}

const costText = (t: TFunction, n: number) => (n < 0 ? t('banksTable.gain', { n: -n }) : t('banksTable.cost', { n }));

/** The water piles: what each pile's top card shows, and the card turned either way. */
function WaterPiles({ p }: { p: BanksHudProps }) {
  const { t } = useTranslation();
  const c = p.choices!;
  const seat = p.reveal ?? 0;
  const sel = c.settle(p.sel);
  const top = p.d.piles[seat]?.[sel.pile!]?.top;
  const outer = top ? (top[0] === sel.inner ? top[1] : top[0]) : null;
  const fits = c.fields(sel).size > 0;
  return (
    <>
      {c.piles().map((pile) => {
        const pt = p.d.piles[seat]?.[pile];
        return (
          <button key={pile} className={`btn ${sel.pile === pile ? 'btn-primary' : ''}${marked(p.marks?.pickers.get(`pile:${pile}`))}`} onClick={() => p.onSelect({ ...p.sel, pile, inner: undefined })} data-testid={`banks-pile-${pile}`}>
            <EmphasisBadge label={p.marks?.pickers.get(`pile:${pile}`)} />
            {pt?.top ? t('banksTable.pileTop', { n: pile + 1, a: pt.top[0], b: pt.top[1], count: pt.size }) : t('banksTable.pile', { n: pile + 1 })}
          </button>
        );
      })}
      {top && top[0] !== top[1] && (
        <button className={`btn${marked(p.marks?.pickers.get('turn'))}`} onClick={() => p.onSelect({ ...sel, inner: outer ?? undefined })} data-testid="banks-turn" title={t('banksTable.turnHelp')}>
          <EmphasisBadge label={p.marks?.pickers.get('turn')} />
          ↻ {t('banksTable.turnCard')}
        </button>
      )}
      <span className="small muted" data-testid="banks-facing">
        {outer === null ? t('banksTable.facing', { count: sel.inner }) : t('banksTable.facingBoth', { inner: sel.inner, outer })}
        {!fits && ` · ${t('banksTable.fitsNowhere')}`}
      </span>
    </>
  );
}

/** What the player can do now, from the legal actions only; every button words its action (actionText.ts). */
function Controls({ p }: { p: BanksHudProps }) {
  const { t } = useTranslation();
  const c = p.choices!;
  const seat = p.reveal ?? 0;
  // The host's legal actions are this game's actions (the wire carries them untyped).
  const words = (a: LegalAction) => actionWords(t, p.d, seat, a as BanksAction);
  const btn = (a: LegalAction, id: string, primary = false) => (
    <button key={id} className={`btn ${primary ? 'btn-primary' : ''}${marked(buttonLabel(p.marks, a))}`} onClick={() => p.onAct(a)} data-testid={id}>
      <EmphasisBadge label={buttonLabel(p.marks, a)} />
      {words(a)}
    </button>
  );
  // A field with several moves: the choice, each in words with its cost.
  if (p.sel.field) {
    const opts = c.atField(p.sel.field, p.sel);
    return (
      <div className="actions" data-testid="actions">
        <span className="small muted">{fieldName(t, p.d.data, p.sel.field)}</span>
        {opts.map((a, i) => btn(a, `banks-opt-${i}`, i === 0))}
        <button className="btn btn-ghost" onClick={() => p.onSelect({ ...p.sel, field: undefined })} data-testid="banks-cancel">
          {t('banksTable.cancel')}
        </button>
      </div>
    );
  }
  const rotRows = c.rotRows();
  const sowKinds = c.sowKinds();
  const buys = c.of('buySeed');
  return (
    <div className="actions" data-testid="actions">
      {c.piles().length > 0 && <WaterPiles p={p} />}
      {rotRows.length > 0 &&
        (p.sel.row
          ? c.rotPicks(p.sel.row).map((a, i) => btn(a, `banks-rot-pick-${i}`, i === 0))
          : rotRows.map((row) => (
              <button key={row} className={`btn${marked(p.marks?.pickers.get(`row:${row}`))}`} onClick={() => p.onSelect({ ...p.sel, row })} data-testid={`banks-rot-row-${row}`}>
                <EmphasisBadge label={p.marks?.pickers.get(`row:${row}`)} />
                {t('banksTable.rotRow', { row: marketRowName(t, p.d.data, row) })}
              </button>
            )))}
      {sowKinds.length > 0 && (
        <div className="storage-chips" data-testid="banks-sow">
          <span className="small muted" title={t('banksTable.costNote')}>{t('banksTable.sowTitle')}</span>
          {sowKinds.map((k) => {
            const on = p.sel.kind === k.kind && p.sel.ripe === k.ripe;
            const mark = p.marks?.pickers.get(kindPicker(k.kind, k.ripe));
            return (
              <button key={`${k.kind}:${k.ripe ?? ''}`} className={`btn storage-chip banks-chip ${on ? 'sel' : ''}${marked(mark)}`} onClick={() => p.onSelect({ kind: on ? undefined : k.kind, ripe: k.ripe })} title={t('banksTable.inSupply', { kind: kindName(t, k.kind), count: p.d.supply[seat]?.[k.kind] ?? 0 })} data-testid={`banks-kind-${k.kind}${k.ripe === undefined ? '' : k.ripe ? '-ripe' : '-seed'}`}>
                <EmphasisBadge label={mark} />
                <KindChip kind={k.kind} n={p.d.supply[seat]?.[k.kind]} />
                {k.ripe !== undefined && <span className="small"> {k.ripe ? t('banksTable.ripe') : t('banksTable.seedSide')}</span>}
              </button>
            );
          })}
        </div>
      )}
      {buys.length > 0 && (
        <div className="storage-chips" data-testid="banks-buy">
          <span className="small muted">{t('banksTable.buyTitle')}</span>
          {buys.map((a, i) => (
            <button key={i} className={`btn storage-chip banks-chip${marked(buttonLabel(p.marks, a))}`} onClick={() => p.onAct(a)} title={words(a)} data-testid={`banks-buy-${a.colour}-${a.kind}`}>
              <EmphasisBadge label={buttonLabel(p.marks, a)} />
              <KindChip kind={String(a.kind)} /> <span className="small">{a.colour === seat ? '' : `${colourName(t, Number(a.colour), seat)} · `}{costText(t, actionCost(a, p.d, seat))}</span>
            </button>
          ))}
        </div>
      )}
      {c.buttons().map((a, i) =>
        a.type === 'openBoat' ? (
          // Up to 15 pairs: compact chips (the prompt says what they do; each chip's title words it in full).
          <button key={i} className={`btn storage-chip banks-chip${marked(buttonLabel(p.marks, a))}`} onClick={() => p.onAct(a)} title={words(a)} aria-label={words(a)} data-testid={`banks-btn-${i}`}>
            <EmphasisBadge label={buttonLabel(p.marks, a)} />
            <KindChip kind={String((a.kinds as string[])[0])} /> + <KindChip kind={String((a.kinds as string[])[1])} />
          </button>
        ) : (
          btn(a, `banks-btn-${i}`)
        ),
      )}
      {c.of('buyJoker').map((a) => btn(a, 'banks-buy-joker'))}
      {c.of('useJoker').map((a) => btn(a, 'banks-use-joker'))}
      {c.of('endTurn').map((a) => btn(a, 'banks-end-turn'))}
    </div>
  );
}

function promptFor(t: TFunction, p: BanksHudProps): string {
  const { d } = p;
  if (d.over) return t('table.gameOver');
  if (p.handingOff) return t('prompt.handoff');
  if (p.choices) {
    if (p.sel.field) return t('banksTable.prompt.pickOption');
    const map: Record<string, string> = { flood: 'flood', openWater: 'flood', ebb: 'ebb', startDesert: 'desert', desertEvent: 'desert', openBoat: 'openBoat', openSow: 'openSow', rot: 'rot', actions: 'actions' };
    return t(`banksTable.prompt.${map[d.decision] ?? 'other'}`);
  }
  const who = d.toAct[0] ?? d.actor;
  const name = seatNamer(t, p.names)(who);
  return p.presence?.[who]?.botPlaying ? t('banksTable.prompt.thinking', { name }) : t('banksTable.prompt.waiting', { name });
}

export function BanksHud(p: BanksHudProps) {
  const { t } = useTranslation();
  const { d } = p;
  const name = seatNamer(t, p.names);
  const who = d.toAct[0] ?? d.actor;
  return (
    <>
      <div className="hud-top">
        <div className="hud-box" data-testid="turn-box">
          <TurnBanner seat={who} who={d.over ? t('table.gameOver') : who === p.reveal ? t('table.yourTurn') : t('table.playerTurn', { name: name(who) })} note={t('banksTable.round', { n: d.round })} />
          <div className="steps">
            <span className="step on" data-testid="banks-tide">
              {t('banksTable.tide')}: {t(`banksTable.${d.tide}`)}
            </span>
            {d.step === 'actions' && !d.over && (
              <span className="step on" data-testid="banks-ap">
                {t('banksTable.ap', { n: d.ap })}
              </span>
            )}
            <span className="step">{t('banksTable.obelisk', { n: d.obelisk })}</span>
          </div>
        </div>
      </div>

      <div className="players-panel" aria-label={t('table.players')}>
        {d.pawns.map((pos, i) => (
          <div key={i} className={`player ${i === who && !d.over ? 'active' : ''}`} data-testid={`player-${i}`}>
            <SeatName seat={i} name={name(i)} you={i === p.reveal} bot={!!p.presence?.[i]?.botPlaying}>
              {i === d.startPlayer && <span className="small"> ▮</span>}
            </SeatName>
            <div className="muted small">
              {t('banksTable.players.track')} {pos} · {t('banksTable.players.supply')} {supplyTotal(d.supply[i])} · {t('banksTable.players.boat')} {supplyTotal(d.boat[i])} · {t('banksTable.players.jokers')} {d.jokers[i] ?? 0} · {t('banksTable.players.lost')} {d.lost[i] ?? 0}
            </div>
          </div>
        ))}
      </div>

      <HudLog entries={p.log} line={(l) => banksLogLine(t, l.event, name, d.data)} divider="round" collapsible={{ startOpen: true }} />

      <div className="action-bar banks-bar">
        <div className="prompt" data-testid="prompt">
          {promptFor(t, p)}
        </div>
        {p.choices && !p.handingOff && <Controls p={p} />}
      </div>
    </>
  );
}
