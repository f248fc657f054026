import type { NiagaraEvent } from '../../../../engine/niagara/events';
import type { EventTable } from '../../common/animation/eventTable';
import { CAVE_POS } from '../layout';
import { canoeOf, type NiagaraDisplay } from '../model';
import type { NiagaraTable } from './table';

const setGem = (d: NiagaraDisplay, canoe: string, gem: NiagaraDisplay['canoes'][number]['gem']): void => {
  const c = canoeOf(d, canoe);
  if (c) c.gem = gem;
};

/** Gems between the caves, the canoes and the crews' reserves. */
export const GEM_EVENTS: EventTable<NiagaraEvent, NiagaraTable> = {
  gemLoaded: (t, e) =>
    t.moveGem(
      e.gem,
      (d) => [CAVE_POS[e.cave], t.canoePoint(d, e.canoe)],
      (d) => (d.caves[e.cave][e.gem] = Math.max(0, d.caves[e.cave][e.gem] - 1)),
      (d) => setGem(d, e.canoe, e.gem),
    ),

  gemUnloaded: (t, e) =>
    t.moveGem(
      e.gem,
      (d) => [t.canoePoint(d, e.canoe), CAVE_POS[e.cave]],
      (d) => setGem(d, e.canoe, null),
      (d) => (d.caves[e.cave][e.gem] += 1),
    ),

  gemStolen: (t, e) =>
    t.moveGem(
      e.gem,
      (d) => [t.canoePoint(d, e.from), t.canoePoint(d, e.canoe)],
      (d) => setGem(d, e.from, null),
      (d) => setGem(d, e.canoe, e.gem),
    ),

  gemLanded(t, e) {
    t.sound('coin');
    const f = t.frame(e.seat);
    if (f) t.shot({ id: 'niagara.gemLanded', target: [f.x, 0, f.z], position: [f.x * 0.7, 7, f.z * 0.7 + 6], holdMs: 1400, priority: 2 });
    return t.moveGem(
      e.gem,
      (d) => [t.canoePoint(d, e.canoe), t.reserveSpot(d, e.seat, e.gem)],
      (d) => setGem(d, e.canoe, null),
      (d) => (d.reserves[e.seat]![e.gem] += 1),
    );
  },
};
