import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BanksAction } from '../../../engine/banks/actions';
import { kindColour } from '../../scenes/banks/art';
import { actionCost, otherEnd, type BanksChoices } from '../../scenes/banks/choices';
import { buttonLabel, kindPicker } from '../../scenes/banks/emphasis';
import { EmphasisBadge, emphasisClass as marked } from '../table/EmphasisBadge';
import type { KitContext } from '../table/kit';
import { Icon } from '../Icon';
import { actionWords } from './actionText';
import { boatLoss } from './boatLoss';
import type { BanksKit } from './kitTypes';
import { colourName, fieldName, kindCount, kindName, marketRowName } from './names';

type Ctx = KitContext<BanksKit>;
/** The context while the seat has choices (the actions region shows only then). */
type Live = Ctx & { choices: BanksChoices };

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

/** One legal action as a button of its own, worded (actionText.ts), marked when a tutorial or a hint points at it. */
function ActionButton({ c, a, id, primary = false, ends = false }: { c: Ctx; a: BanksAction; id: string; primary?: boolean; ends?: boolean }) {
  const { t } = useTranslation();
  const label = buttonLabel(c.marks, a);
  return (
    <button className={`btn ${primary ? 'btn-primary' : ''}${ends ? ' turn-end' : ''}${marked(label)}`} onClick={() => c.send(a)} data-testid={id}>
      <EmphasisBadge label={label} />
      {actionWords(t, c.display, c.table.reveal ?? 0, a)}
    </button>
  );
}

/**
 * The water piles: what each pile's top card shows, the card turned either way. The pile picked is pressed (not
 * primary: picking a pile completes no move); pressed again, its card lies as it first did.
 */
function WaterPiles({ c }: { c: Live }) {
  const { t } = useTranslation();
  const { choices, display: d, marks } = c;
  const seat = c.table.reveal ?? 0;
  const sel = choices.settle(c.pick);
  const top = sel.pile === undefined ? null : (d.piles[seat]?.[sel.pile]?.top ?? null);
  const outer = top ? otherEnd(top, sel.inner) : null;
  const fits = choices.fields(sel).size > 0;
  return (
    <>
      {choices.piles().map((pile) => {
        const pt = d.piles[seat]?.[pile];
        const mark = marks?.pickers.get(`pile:${pile}`);
        // Picked, its card lying as it first lies: pressing it again would change nothing.
        const still = c.pick.pile === pile && c.pick.inner === undefined;
        // The picked pile's card as it now lies (turned: its ends swap), Nile end first.
        const ends = sel.pile === pile && outer !== null && sel.inner !== undefined ? [sel.inner, outer] : pt?.top;
        return (
          <button key={pile} className={`btn banks-pile${sel.pile === pile ? ' sel' : ''}${marked(mark)}`} aria-pressed={sel.pile === pile} disabled={still} onClick={() => c.input({ pileButton: pile })} data-testid={`banks-pile-${pile}`}>
            <EmphasisBadge label={mark} />
            {pt && ends ? t('banksTable.pileTop', { n: pile + 1, a: ends[0], b: ends[1], count: pt.size }) : t('banksTable.pile', { n: pile + 1 })}
          </button>
        );
      })}
      {top && top[0] !== top[1] && (
        <button className={`btn${marked(marks?.pickers.get('turn'))}`} onClick={() => c.input({ turn: true })} data-testid="banks-turn" title={t('banksTable.turnHelp')}>
          <EmphasisBadge label={marks?.pickers.get('turn')} />↻ {t('banksTable.turnCard')}
        </button>
      )}
      <span className="small muted" data-testid="banks-facing">
        {outer === null ? t('banksTable.facing', { count: sel.inner }) : t('banksTable.facingBoth', { inner: sel.inner, outer })}
        {!fits && ` · ${t('banksTable.fitsNowhere')}`}
      </span>
    </>
  );
}

/** A field with several moves: the choice, each in words with its cost, and the way back. */
function FieldOptions({ c, field }: { c: Live; field: string }) {
  const { t } = useTranslation();
  return (
    <div className="actions" data-testid="actions">
      <span className="small muted">{fieldName(t, c.display.data, field)}</span>
      {c.choices.atField(field, c.pick).map((a, i) => (
        <ActionButton key={i} c={c} a={a} id={`banks-opt-${i}`} primary={i === 0} />
      ))}
      <button className="btn btn-ghost" onClick={() => c.input({ leaveField: true })} data-testid="banks-cancel">
        {t('banksTable.cancel')}
      </button>
    </div>
  );
}

/** Rot: the market rows, then the row's picks. */
function RotChoice({ c }: { c: Live }) {
  const { t } = useTranslation();
  const { choices, pick, marks } = c;
  if (pick.row) return choices.rotPicks(pick.row).map((a, i) => <ActionButton key={i} c={c} a={a} id={`banks-rot-pick-${i}`} primary={i === 0} />);
  return choices.rotRows().map((row) => (
    <button key={row} className={`btn${marked(marks?.pickers.get(`row:${row}`))}`} onClick={() => c.input({ row })} data-testid={`banks-rot-row-${row}`}>
      <EmphasisBadge label={marks?.pickers.get(`row:${row}`)} />
      {t('banksTable.rotRow', { row: marketRowName(t, c.display.data, row) })}
    </button>
  ));
}

/** The kinds that may be sown: a chip each, with the count in the supply; the chosen one is selected. */
function SowKinds({ c }: { c: Live }) {
  const { t } = useTranslation();
  const { pick, marks, display: d } = c;
  const seat = c.table.reveal ?? 0;
  return (
    <div className="storage-chips" data-testid="banks-sow">
      <span className="small muted" title={t('banksTable.costNote')}>
        {t('banksTable.sowTitle')}
      </span>
      {c.choices.sowKinds().map((k) => {
        const on = pick.kind === k.kind && pick.ripe === k.ripe;
        const mark = marks?.pickers.get(kindPicker(k.kind, k.ripe));
        return (
          <button key={`${k.kind}:${k.ripe ?? ''}`} className={`btn storage-chip banks-chip ${on ? 'sel' : ''}${marked(mark)}`} onClick={() => c.input({ kind: k.kind, ripe: k.ripe })} title={t('banksTable.inSupply', { kind: kindName(t, k.kind), count: d.supply[seat]?.[k.kind] ?? 0 })} data-testid={`banks-kind-${k.kind}${k.ripe === undefined ? '' : k.ripe ? '-ripe' : '-seed'}`}>
            <EmphasisBadge label={mark} />
            <KindChip kind={k.kind} n={d.supply[seat]?.[k.kind]} />
            {k.ripe !== undefined && <span className="small"> {k.ripe ? t('banksTable.ripe') : t('banksTable.seedSide')}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** Seeds to buy from the boat: a chip each, whose they are and what they cost. */
function Buys({ c }: { c: Live }) {
  const { t } = useTranslation();
  const seat = c.table.reveal ?? 0;
  return (
    <div className="storage-chips" data-testid="banks-buy">
      <span className="small muted">{t('banksTable.buyTitle')}</span>
      {c.choices.of('buySeed').map((a, i) => (
        <button key={i} className={`btn storage-chip banks-chip${marked(buttonLabel(c.marks, a))}`} onClick={() => c.send(a)} title={actionWords(t, c.display, seat, a)} data-testid={`banks-buy-${a.colour}-${a.kind}`}>
          <EmphasisBadge label={buttonLabel(c.marks, a)} />
          <KindChip kind={a.kind} />{' '}
          <span className="small">
            {a.colour === seat ? '' : `${colourName(t, a.colour, seat)} · `}
            {costText(t, actionCost(a, c.display, seat))}
          </span>
        </button>
      ))}
    </div>
  );
}

/** A pair of kinds for the boat: a compact chip (the prompt says what they do; its title words it in full). */
function BoatPair({ c, a, id }: { c: Ctx; a: Extract<BanksAction, { type: 'openBoat' }>; id: string }) {
  const { t } = useTranslation();
  const words = actionWords(t, c.display, c.table.reveal ?? 0, a);
  return (
    <button className={`btn storage-chip banks-chip${marked(buttonLabel(c.marks, a))}`} onClick={() => c.send(a)} title={words} aria-label={words} data-testid={id}>
      <EmphasisBadge label={buttonLabel(c.marks, a)} />
      <KindChip kind={a.kinds[0]} /> + <KindChip kind={a.kinds[1]} />
    </button>
  );
}

/** What the player can do now, from the legal actions only; every button words its action (actionText.ts). */
export function BanksActions(c: Ctx) {
  const { choices } = c;
  if (!choices) return null;
  const at = { ...c, choices };
  if (c.pick.field) return <FieldOptions c={at} field={c.pick.field} />;
  return (
    <div className="actions" data-testid="actions">
      {choices.piles().length > 0 && <WaterPiles c={at} />}
      {choices.rotRows().length > 0 && <RotChoice c={at} />}
      {choices.sowKinds().length > 0 && <SowKinds c={at} />}
      {choices.has('buySeed') && <Buys c={at} />}
      {/* Up to 15 pairs for the boat: compact chips. */}
      {choices.buttons().map((a, i) => (a.type === 'openBoat' ? <BoatPair key={i} c={c} a={a} id={`banks-btn-${i}`} /> : <ActionButton key={i} c={c} a={a} id={`banks-btn-${i}`} />))}
      {choices.of('buyJoker').map((a) => (
        <ActionButton key="buy-joker" c={c} a={a} id="banks-buy-joker" />
      ))}
      {choices.of('useJoker').map((a) => (
        <ActionButton key="use-joker" c={c} a={a} id="banks-use-joker" />
      ))}
      <BoatWarning c={at} />
      {choices.of('endTurn').map((a) => (
        <ActionButton key="end-turn" c={c} a={a} id="banks-end-turn" ends />
      ))}
    </div>
  );
}

/**
 * Before the turn ends with the seat's markers still in the boat: what the clearance at the end of the round will
 * take, and how to keep them (buy them back now: nobody else can). Shown in the action phase only, beside End turn.
 */
function BoatWarning({ c }: { c: Live }) {
  const { t } = useTranslation();
  const seat = c.table.reveal;
  if (seat === null || !c.choices.has('endTurn')) return null;
  const loss = boatLoss(c.display, seat);
  if (!loss) return null;
  const keep = c.choices.has('buySeed') ? t('banksTable.boatLoss.buyBack') : t('banksTable.boatLoss.noBuy');
  return (
    <p className="banks-boat-warning" role="status" data-testid="banks-boat-warning">
      <Icon name="warning" /> {t(loss.sure ? 'banksTable.boatLoss.sure' : 'banksTable.boatLoss.ifScored', { count: loss.markers })} {keep}
    </p>
  );
}
