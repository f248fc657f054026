import type { NiagaraEvent } from '../../../../engine/niagara/events';
import type { EventTable } from '../../common/animation/eventTable';
import { CAVE_POS } from '../layout';
import { canoeOf } from '../model';
import type { NiagaraTable } from './table';

/** Gems between the caves, the canoes and the crews' reserves. */
export const GEM_EVENTS: EventTable<NiagaraEvent, NiagaraTable> = {
  async gemLoaded(t, e) {
    const d = t.d();
    d.caves[e.cave][e.gem] = Math.max(0, d.caves[e.cave][e.gem] - 1);
    t.show(d);
    await t.flyGem(e.gem, CAVE_POS[e.cave], t.canoePoint(d, e.canoe));
    const c = canoeOf(d, e.canoe);
    if (c) c.gem = e.gem;
    t.show(d);
  },

  async gemUnloaded(t, e) {
    const d = t.d();
    const c = canoeOf(d, e.canoe);
    if (c) c.gem = null;
    t.show(d);
    await t.flyGem(e.gem, t.canoePoint(d, e.canoe), CAVE_POS[e.cave]);
    d.caves[e.cave][e.gem] += 1;
    t.show(d);
  },

  async gemStolen(t, e) {
    const d = t.d();
    const from = canoeOf(d, e.from);
    if (from) from.gem = null;
    t.show(d);
    await t.flyGem(e.gem, t.canoePoint(d, e.from), t.canoePoint(d, e.canoe));
    const c = canoeOf(d, e.canoe);
    if (c) c.gem = e.gem;
    t.show(d);
  },

  async gemLanded(t, e) {
    const d = t.d();
    const c = canoeOf(d, e.canoe);
    if (c) c.gem = null;
    t.show(d);
    t.sound('coin');
    const f = t.frame(e.seat);
    if (f) t.shot({ id: 'niagara.gemLanded', target: [f.x, 0, f.z], position: [f.x * 0.7, 7, f.z * 0.7 + 6], holdMs: 1400, priority: 2 });
    await t.flyGem(e.gem, t.canoePoint(d, e.canoe), t.reserveSpot(d, e.seat, e.gem));
    d.reserves[e.seat]![e.gem] += 1;
    t.show(d);
  },
};
