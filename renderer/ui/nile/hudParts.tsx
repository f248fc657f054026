import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NileAction } from '../../../engine/nile/actions';
import { CROP_IDS } from '../../scenes/nile/cardArt';
import { actionFromPick, type Kind } from '../../scenes/nile/choices';
import type { Step } from '../../scenes/nile/tableStore';
import { CropChip } from '../common';
import { EmphasisBadge, emphasisClass as mark } from '../table/EmphasisBadge';
import { Facts } from '../table/Facts';
import { WhyNotAction, ruleOf } from '../table/WhyNotAction';
import type { KitContext, KitHud, KitPrompt } from '../table/kit';
import { actionWords } from './actionText';
import type { NileKit } from './kitTypes';
import { nileLogLine } from './logText';
import { selectedCards, storageCount } from './picks';
import { pressRefusal } from './pressRefusal';
import './nile.css';

type Ctx = KitContext<NileKit>;

const STEPS: Exclude<Step, 'over' | null>[] = ['flood', 'harvest', 'trade', 'plant', 'draw'];

/** How many cards are picked, from hand and storage. */
const pickedCount = (c: Ctx): number => c.pick.hand.length + Object.values(c.pick.storage).reduce((a, b) => a + b, 0);

export const nilePrompt: KitPrompt<NileKit> = {
  // With cards picked, the move buttons say what each move does: the prompt only counts the cards (one short line,
  // so the actions stay below the player's own fields). A pick that makes no legal plant has no prompt at all: the
  // disabled Plant names the cards and its reason says why, and a count above those two rows would push the actions
  // up over the player's own fields (the camera then slid the table aside to keep them clear).
  mine: (t, c) => (c.whyNot ? '' : pickedCount(c) > 0 ? t('table.cardsSelected', { count: pickedCount(c) }) : t('prompt.yourTurn')),
};

/** The turn's steps, the current one lit. */
function Status({ state }: Ctx) {
  const { t } = useTranslation();
  return (
    <div className="steps" aria-label="steps">
      {STEPS.map((s) => (
        <span key={s} className={`step ${state.step === s || (state.step === null && s === 'trade') ? 'on' : ''}`} data-testid={state.step === s ? 'current-step' : undefined}>
          {t(`steps.${s}`)}
        </span>
      ))}
    </div>
  );
}

/** The flood card, the deck, the discard pile, the reshuffles left and where the locust is. */
function Piles({ display: d }: Ctx) {
  const { t } = useTranslation();
  return (
    <div className="hud-box piles phone-hidden" data-testid="piles">
      <span>{t('piles.flood')}</span>
      <span className="flood-chip">{d.currentFlood ? <CropChip crop={d.currentFlood} /> : <span className="muted">{t('piles.noFlood')}</span>}</span>
      <span>{t('piles.deck')}</span>
      <b data-testid="deck-count">{d.deck}</b>
      <span>{t('piles.discard')}</span>
      <b>{d.discard}</b>
      <span>{t('piles.reshuffles')}</span>
      <b>{d.reshufflesLeft}</b>
      <span>{t('piles.locust')}</span>
      <span className="small">{d.locust === 'deck' ? t('piles.locustDeck') : t('piles.locustDiscard')}</span>
    </div>
  );
}

/** A seat's hand and storage sizes, its fields and speculation cards. */
function SeatFacts({ display, seat }: Ctx & { seat: number }) {
  const { t } = useTranslation();
  const s = display.seats[seat];
  if (!s) return null;
  return (
    <>
      <Facts items={[`${t('piles.hand')} ${s.hand ?? '?'}`, `${t('piles.storage')} ${s.storage ?? '?'}`]} />
      <div className="fields">
        {CROP_IDS.filter((c) => s.fields[c] > 0).map((c) => (
          <CropChip key={c} crop={c} count={s.fields[c]} short />
        ))}
        {s.specs.map((c, k) => (
          <CropChip key={`s${k}`} crop={c} short />
        ))}
      </div>
    </>
  );
}

/** The storage crops to pay a trade with. */
function Storage(c: Ctx) {
  const { t } = useTranslation();
  const seat = c.table.reveal;
  const have = CROP_IDS.filter((crop) => storageCount(c.display, seat, crop) > 0);
  const choices = c.choices;
  if (!choices || have.length === 0) return null;
  const cards = selectedCards(c.pick, c.model.handCards);
  return (
    <div className="storage-chips" data-testid="storage">
      <span className="small muted">{t('table.storage')}</span>
      {have.map((crop) => {
        const n = storageCount(c.display, seat, crop);
        const sel = c.pick.storage[crop] ?? 0;
        const can = sel < n && choices.canAdd(cards, 'storage', crop);
        const label = c.marks?.storage.get(crop);
        return (
          <button key={crop} className={`btn storage-chip ${sel ? 'sel' : ''}${mark(label)}`} style={{ minHeight: 32, padding: '3px 8px' }} disabled={!can && sel === 0} onClick={() => c.input({ storage: crop })} data-testid={`storage-${crop}`}>
            <EmphasisBadge label={label} />
            <CropChip crop={crop} count={n} short />
            {sel > 0 && <b>−{sel}</b>}
          </button>
        );
      })}
    </div>
  );
}

/** The move kinds with a button: those the rules allow now, and Plant while the picked cards are a plant that cannot be played. */
function kindsShown(c: Ctx): Kind[] {
  const kinds = c.choices?.kinds() ?? [];
  return c.whyNot?.action.type === 'plant' && !kinds.includes('plant') ? ['plant', ...kinds] : kinds;
}

/** A move button pressed with cards that do not make its move (Market with one card), for the pick it was pressed on. */
interface Pressed {
  kind: Kind;
  /** The pick itself (a new pick is a new object, even with the same cards): any click since lets the press go. */
  pick: Ctx['pick'];
  reason: string;
}

/** The moves the rules allow now, each worded as the exact move once the picked cards are one; Clear; Pass. */
function Actions(c: Ctx) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState<Pressed | null>(null);
  const { choices, table } = c;
  const view = table.myView;
  const seat = table.reveal;
  if (!choices || seat === null || !view) return null;
  const cards = selectedCards(c.pick, c.model.handCards);
  const count = pickedCount(c);
  const words = (a: NileAction) => actionWords(t, view, seat, a, table.names);
  const held = pressed?.pick === c.pick ? pressed : null;
  const act = (k: Kind) => {
    // Plant pressed while a trade's press is shown: Plant's own why-not comes back in its place (nothing is sent).
    if (k === 'plant' && c.whyNot?.action.type === 'plant') return setPressed(null);
    const exact = choices.exact(k, cards);
    const tried = exact ?? actionFromPick(k, cards);
    const reason = exact ? null : pressRefusal(t, tried);
    if (reason) setPressed({ kind: k, pick: c.pick, reason });
    else c.send(tried);
  };
  return (
    <>
      <div className="actions" data-testid="actions">
        <Storage {...c} />
        {/* A press's why-not first: its reason takes a row of its own, and the other buttons share the next. */}
        {(held ? [held.kind, ...kindsShown(c).filter((k) => k !== held.kind)] : kindsShown(c)).map((k) => {
          // A button pressed with cards that do not make its move stays where it is, disabled, with the engine's shape
          // check as the reason; it is the one why-not shown (Plant's own would stack a second reason over your fields).
          if (held?.kind === k) return <WhyNotAction key={k} whyNot={{ words: t(`actions.${k}`), reason: held.reason, rule: ruleOf('nile', k) }} testId={`act-${k}`} />;
          // Picked cards that make no legal plant: Plant stays where it is, disabled, saying why.
          if (k === 'plant' && c.whyNot?.action.type === 'plant' && !held) return <WhyNotAction key={k} whyNot={c.whyNot} testId="act-plant" />;
          const exact = choices.exact(k, cards);
          const label = c.marks?.moves.get(k);
          return (
            <button key={k} className={`btn ${exact ? 'btn-primary btn-ready' : ''}${mark(label)}`} aria-disabled={!choices.partial(k, cards)} disabled={count === 0} title={t(`actions.${k}Help`)} onClick={() => act(k)} data-testid={`act-${k}`} data-ready={exact ? 'true' : 'false'}>
              <EmphasisBadge label={label} />
              {exact ? words(exact) : t(`actions.${k}`)}
            </button>
          );
        })}
        {count > 0 && (
          <button className="btn btn-ghost" onClick={c.cancel} data-testid="act-clear">
            {t('actions.clear')}
          </button>
        )}
        {choices.canPass && (
          <button className={`btn turn-end${mark(c.marks?.moves.get('pass'))}`} title={t('actions.passHelp')} onClick={() => c.send({ type: 'pass' })} data-testid="act-pass">
            <EmphasisBadge label={c.marks?.moves.get('pass')} />
            {words({ type: 'pass' })}
          </button>
        )}
      </div>
      {c.model.handCards.length === 0 && <div className="muted small">{t('table.emptyHand')}</div>}
    </>
  );
}

/** The revealed seat's hand as a list, for screen readers (the 3D hand is not read out). */
function HandList(c: Ctx) {
  const { t } = useTranslation();
  const shown = c.table.handoff ? [] : c.model.handCards;
  return (
    <ul className="hand-list" aria-label={t('table.hand')} data-testid="hand-list" data-reveal={c.table.reveal ?? ''}>
      {shown.map((card, i) => (
        <li key={i} data-card={card}>
          {card}
        </li>
      ))}
    </ul>
  );
}

export const nileHud: KitHud<NileKit> = {
  Status,
  StatusBoxes: Piles,
  SeatFacts,
  Actions,
  placesWhyNot: true,
  Overlay: HandList,
  logLine: (t, l, name, c) => nileLogLine(t, l.event, name, c.table.reveal),
};
