import { useTranslation } from 'react-i18next';
import { supplyTotal, type BanksDisplay } from '../../scenes/banks/model';
import { Facts } from '../table/Facts';
import type { KitContext, KitHud, KitPrompt } from '../table/kit';
import { BanksActions } from './Actions';
import type { BanksKit } from './kitTypes';
import { banksLogLine } from './logText';
import './banks.css';

type Ctx = KitContext<BanksKit>;

/** The prompt's words for each decision (`banksTable.prompt.*`); any other: "Choose your move". */
const DECISION_PROMPTS: Partial<Record<BanksDisplay['decision'], string>> = {
  flood: 'flood',
  openWater: 'flood',
  ebb: 'ebb',
  startDesert: 'desert',
  desertEvent: 'desert',
  openBoat: 'openBoat',
  openSow: 'openSow',
  rot: 'rot',
  actions: 'actions',
};

export const banksPrompt: KitPrompt<BanksKit> = {
  mine: (t, c) => (c.pick.field ? t('banksTable.prompt.pickOption') : t(`banksTable.prompt.${DECISION_PROMPTS[c.display.decision] ?? 'other'}`)),
};

/** Who acts: the first seat the decision waits for, else the seat whose action phase it is. */
export const banksActing = (d: BanksDisplay): number => d.toAct[0] ?? d.actor;

/** The tide, the action points left in an action phase, and where the obelisk stands. */
function Status({ display: d }: Ctx) {
  const { t } = useTranslation();
  return (
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
  );
}

/** A seat's place on the track, its markers in supply and in the boat, its jokers and lost markers; ▮: it starts the round. */
function SeatFacts({ display: d, seat }: Ctx & { seat: number }) {
  const { t } = useTranslation();
  const facts = [
    `${t('banksTable.players.track')} ${d.pawns[seat]}`,
    `${t('banksTable.players.supply')} ${supplyTotal(d.supply[seat])}`,
    `${t('banksTable.players.boat')} ${supplyTotal(d.boat[seat])}`,
    `${t('banksTable.players.jokers')} ${d.jokers[seat] ?? 0}`,
    `${t('banksTable.players.lost')} ${d.lost[seat] ?? 0}`,
  ];
  const start = seat === d.startPlayer && (
    <span className="banks-start" title={t('banksTable.tips.pillar')}>
      ▮
    </span>
  );
  return <Facts className="muted small banks-facts" items={start ? [<>{start} {facts[0]}</>, ...facts.slice(1)] : facts} />;
}

export const banksHud: KitHud<BanksKit> = {
  Status,
  SeatFacts,
  Actions: BanksActions,
  logLine: (t, l, name, c) => banksLogLine(t, l.event, name, c.display.data),
  log: { divider: 'round' },
};
