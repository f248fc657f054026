import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DestinationId } from '../../../engine/niagara/material/river';
import { buyBackKey, playKey } from '../../scenes/niagara/choices';
import { CREW_PAINT } from '../../scenes/niagara/palette';
import { EmphasisBadge, emphasisClass } from '../table/EmphasisBadge';
import type { KitContext } from '../table/kit';
import { describeNiagaraAction } from './actionText';
import type { NiagaraKit } from './kitTypes';
import { canoeName, placeName } from './logText';

type Ctx = KitContext<NiagaraKit>;

const k = (key: string) => `niagaraTable.${key}`;

/** A control's share of the emphasis: its class, and the labels of the actions behind it as one badge. */
function emphasis(c: Ctx, key: string) {
  const label = c.marks?.get(key)?.join(' ');
  return { cls: emphasisClass(label), badge: <EmphasisBadge label={label} /> };
}

/** A canoe bought back from the falls' foot, free or for a gem. */
function BuyBacks(c: Ctx) {
  const { t } = useTranslation();
  const list = c.choices?.buyBacks ?? [];
  if (list.length === 0) return null;
  return (
    <div className="nia-buyback" data-testid="buyback">
      <span className="small">{t(k('buyBackTitle'))}</span>
      {list.map((b, i) => {
        const m = emphasis(c, buyBackKey(b.canoe, b.pay));
        return (
          <button key={i} className={`btn${m.cls}`} onClick={() => c.send(b.action)} data-testid={`buyback-${b.canoe}-${b.pay ?? 'free'}`}>
            {describeNiagaraAction(t, c.display, b.action)}
            {m.badge}
          </button>
        );
      })}
    </div>
  );
}

/** The paddle cards the seat may play, each edged in its crew's colour. */
function Hand(c: Ctx) {
  const { t } = useTranslation();
  const plays = c.choices?.plays ?? [];
  if (plays.length === 0) return null;
  const own = c.display.crews.find((crew) => crew.seat === c.table.reveal)?.colour ?? 'red';
  return (
    <div className="nia-hand" aria-label={t(k('hand'))} data-testid="hand">
      {plays.map((pl, i) => {
        const m = emphasis(c, playKey(pl.card, pl.colour));
        return (
          <button key={i} className={`nia-card${m.cls}`} style={{ borderColor: CREW_PAINT[pl.colour ?? own] }} onClick={() => c.send(pl.action)} data-testid={`play-${pl.colour ? `${pl.colour}-` : ''}${pl.card}`} title={describeNiagaraAction(t, c.display, pl.action)}>
            {pl.card === 'cloud' ? '☁' : pl.card}
            {m.badge}
          </button>
        );
      })}
    </div>
  );
}

/** A destination's button: all of the move when it is made one way (gems loaded or stolen too), else where it goes. */
function destText(t: TFunction, c: Ctx, canoe: string, to: DestinationId): string {
  const [only, ...more] = c.choices?.variants(canoe, to) ?? [];
  if (only && more.length === 0) return describeNiagaraAction(t, c.display, only.action);
  const stay = c.display.canoes.find((x) => x.id === canoe)?.at === to;
  return `${t(k(stay ? 'stay' : 'moveTo'), { to: placeName(t, to) })}…`;
}

/** The paddle, click by click: the movable canoes, the picked canoe's destinations, then the ways to get there. */
function Paddle(c: Ctx) {
  const { t } = useTranslation();
  const { choices, pick } = c;
  if (choices?.phase !== 'paddle') return null;
  const { canoe, dest } = pick;
  const button = (key: string, id: string, text: string, onClick: () => void, primary = false) => {
    const m = emphasis(c, key);
    return (
      <button key={id} className={`btn${primary ? ' btn-primary' : ''}${m.cls}`} onClick={onClick} data-testid={id}>
        {text}
        {m.badge}
      </button>
    );
  };
  if (!canoe) return <>{choices.canoes().map((id) => button(`canoe:${id}`, `canoe-${id}`, canoeName(t, id), () => c.input({ canoe: id })))}</>;
  if (!dest) return <>{choices.destinations(canoe).map((to) => button(`dest:${to}`, `dest-${to}`, destText(t, c, canoe, to), () => c.input({ dest: to })))}</>;
  return <>{choices.variants(canoe, dest).map((v, i) => button(`variant:${i}`, `variant-${i}`, describeNiagaraAction(t, c.display, v.action), () => c.send(v.action), true))}</>;
}

/**
 * What the seat can do now: buy a canoe back, play a paddle card, move the cloud, paddle (canoe, destination, way),
 * go Back a step, or pass.
 */
export function NiagaraActions(c: Ctx) {
  const { t } = useTranslation();
  const { choices, pick } = c;
  if (!choices) return null;
  const back = pick.dest !== null || (pick.canoe !== null && choices.canoes().length > 1);
  const pass = emphasis(c, 'pass');
  return (
    <div className="actions" data-testid="actions">
      <BuyBacks {...c} />
      <Hand {...c} />
      {choices.weather.map((w) => {
        const m = emphasis(c, `weather:${w.delta}`);
        return (
          <button key={w.delta} className={`btn btn-primary${m.cls}`} onClick={() => c.send(w.action)} data-testid={`weather-${w.delta}`}>
            {describeNiagaraAction(t, c.display, w.action)}
            {m.badge}
          </button>
        );
      })}
      <Paddle {...c} />
      {back && (
        <button className="btn btn-ghost" onClick={() => c.input({ back: true })} data-testid="back">
          {t(k('back'))}
        </button>
      )}
      {choices.pass && (
        <button className={`btn${pass.cls}`} onClick={() => choices.pass && c.send(choices.pass)} data-testid="act-pass">
          {t(k('pass'))}
          {pass.badge}
        </button>
      )}
    </div>
  );
}
