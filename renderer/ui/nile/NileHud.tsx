import { useTranslation } from 'react-i18next';
import type { SeatPresence } from '../../../protocol/messages';
import type { Crop } from '../../scenes/nile/cardArt';
import { CROP_IDS } from '../../scenes/nile/cardArt';
import type { Choices, Kind, LegalAction, NileEmphasisTargets, Pick } from '../../scenes/nile/choices';
import type { NileDisplay } from '../../scenes/nile/model';
import type { LogLine, Step } from '../../scenes/nile/tableStore';
import { CropChip } from '../common';
import { EmphasisBadge, emphasisClass as mark } from '../table/EmphasisBadge';
import { nileLogLine } from './logText';
import { HudLog, SeatName, TurnBanner, seatNamer } from '../table/hud';

export interface HudProps {
  d: NileDisplay;
  step: Step;
  busy: boolean;
  names: string[];
  presence: SeatPresence[] | null;
  reveal: number | null;
  spectating: boolean;
  choices: Choices | null;
  /** What a tutorial step or a hint points at now. */
  marks: NileEmphasisTargets | null;
  pick: Pick;
  handCards: string[];
  onStorage(crop: Crop): void;
  onAct(kind: Kind): void;
  onPass(): void;
  onClear(): void;
  log: LogLine[];
  /** An action in words (actionText.ts) for the revealed seat. */
  words(a: LegalAction): string;
  bottomPx: number;
  handingOff: boolean;
}

const STEPS: Exclude<Step, 'over' | null>[] = ['flood', 'harvest', 'trade', 'plant', 'draw'];

export function NileHud(p: HudProps) {
  const { t } = useTranslation();
  const { d } = p;
  const name = seatNamer(t, p.names);
  const myTurn = p.choices !== null;
  const activeName = p.names[d.active] ?? t('common.seat', { n: d.active + 1 });
  const activeBot = p.presence?.[d.active]?.botPlaying;
  const selCount = Object.values(p.pick.hand).reduce((a, b) => a + b, 0) + Object.values(p.pick.storage).reduce((a, b) => a + b, 0);
  const mine = p.reveal !== null ? d.seats[p.reveal] : null;

  let prompt: string;
  if (d.over) prompt = t('table.gameOver');
  else if (p.handingOff) prompt = t('prompt.handoff');
  // With cards picked, the move buttons say what each move does: the prompt only counts the cards (one short line,
  // so the action bar stays below the player's own fields).
  else if (myTurn) prompt = selCount > 0 ? t('table.cardsSelected', { count: selCount }) : t('prompt.yourTurn');
  else if (activeBot) prompt = t('table.thinking', { name: activeName });
  else prompt = t('table.waitingFor', { name: activeName });

  return (
    <>
      <div className="hud-top">
        <div className="hud-box" data-testid="turn-box">
          <TurnBanner seat={d.active} who={d.over ? t('table.gameOver') : d.active === p.reveal ? t('table.yourTurn') : t('table.playerTurn', { name: activeName })} note={t('table.turn', { n: d.turn })} />
          <div className="steps" aria-label="steps">
            {STEPS.map((s) => (
              <span key={s} className={`step ${p.step === s || (p.step === null && s === 'trade') ? 'on' : ''}`} data-testid={p.step === s ? 'current-step' : undefined}>
                {t(`steps.${s}`)}
              </span>
            ))}
          </div>
        </div>
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
      </div>

      <div className="players-panel" aria-label={t('table.players')}>
        {d.seats.map((s, i) => (
          <div key={i} className={`player ${i === d.active && !d.over ? 'active' : ''}`} data-testid={`player-${i}`}>
            <SeatName seat={i} name={name(i)} you={i === p.reveal} bot={!!p.presence?.[i]?.botPlaying}>
              {p.presence?.[i]?.state === 'away' && !p.presence?.[i]?.botPlaying && <span className="small state-away">· {t('lobby.away')}</span>}
            </SeatName>
            <div className="muted small">
              {t('piles.hand')} {s.hand ?? '?'} · {t('piles.storage')} {s.storage ?? '?'}
            </div>
            <div className="fields">
              {CROP_IDS.filter((c) => s.fields[c] > 0).map((c) => (
                <CropChip key={c} crop={c} count={s.fields[c]} short />
              ))}
              {s.specs.map((c, k) => (
                <CropChip key={`s${k}`} crop={c} short />
              ))}
            </div>
          </div>
        ))}
      </div>

      {/* Folded at first on a phone (HudLog), where an open log would cover the table. */}
      <HudLog entries={p.log} line={(l) => nileLogLine(t, l.event, name, p.reveal)} className="nile-log" collapsible={{ startOpen: true }} />

      <div className="action-bar" style={{ bottom: p.bottomPx }}>
        <div className="prompt" data-testid="prompt">
          {prompt}
        </div>
        {myTurn && (
          <div className="actions" data-testid="actions">
            {mine?.storageCrops && myTurn && CROP_IDS.some((c) => (mine.storageCrops?.[c] ?? 0) > 0) && (
              <div className="storage-chips" data-testid="storage">
                <span className="small muted">{t('table.storage')}</span>
                {CROP_IDS.filter((c) => (mine.storageCrops?.[c] ?? 0) > 0).map((c) => {
                  const n = mine.storageCrops![c];
                  const sel = p.pick.storage[c] ?? 0;
                  const can = sel < n && p.choices!.canAdd(p.pick, 'storage', c);
                  return (
                    <button key={c} className={`btn storage-chip ${sel ? 'sel' : ''}${mark(p.marks?.storage.get(c))}`} style={{ minHeight: 32, padding: '3px 8px' }} disabled={!can && sel === 0} onClick={() => p.onStorage(c)} data-testid={`storage-${c}`}>
                      <EmphasisBadge label={p.marks?.storage.get(c)} />
                      <CropChip crop={c} count={n} short />
                      {sel > 0 && <b>−{sel}</b>}
                    </button>
                  );
                })}
              </div>
            )}
            {p.choices!.kinds().map((k) => {
              const partial = p.choices!.partial(k, p.pick);
              const exact = p.choices!.exact(k, p.pick);
              return (
                <button
                  key={k}
                  className={`btn ${exact ? 'btn-primary btn-ready' : ''}${mark(p.marks?.moves.get(k))}`}
                  aria-disabled={!partial}
                  disabled={selCount === 0}
                  title={t(`actions.${k}Help`)}
                  onClick={() => p.onAct(k)}
                  data-testid={`act-${k}`}
                  data-ready={exact ? 'true' : 'false'}
                >
                  <EmphasisBadge label={p.marks?.moves.get(k)} />
                  {exact ? p.words(exact) : t(`actions.${k}`)}
                </button>
              );
            })}
            {selCount > 0 && (
              <button className="btn btn-ghost" onClick={p.onClear} data-testid="act-clear">
                {t('actions.clear')}
              </button>
            )}
            {p.choices!.canPass && (
              <button className={`btn${mark(p.marks?.moves.get('pass'))}`} title={t('actions.passHelp')} onClick={p.onPass} data-testid="act-pass">
                <EmphasisBadge label={p.marks?.moves.get('pass')} />
                {p.words({ type: 'pass' })}
              </button>
            )}
          </div>
        )}
        {mine && p.handCards.length === 0 && myTurn && <div className="muted small">{t('table.emptyHand')}</div>}
      </div>
      <ul className="hand-list" aria-label={t('table.hand')} data-testid="hand-list" data-reveal={p.reveal ?? ''}>
        {p.handCards.map((c, i) => (
          <li key={i} data-card={c}>
            {c}
          </li>
        ))}
      </ul>
    </>
  );
}
