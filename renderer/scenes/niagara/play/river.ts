import type { NiagaraEvent } from '../../../../engine/niagara/events';
import { ARM_SLOTS, SLOT_IDS, TRUNK_LAST, type Arm } from '../../../../engine/niagara/material/river';
import type { EventTable } from '../../common/animation/eventTable';
import { CAVE_POS, LIP, POOL, pathPoint } from '../layout';
import { canoeOf, type NiagaraDisplay } from '../model';
import type { Focus } from '../tableStore';
import type { NiagaraTable } from './table';

/** Where a disc slot's next position is after one push into `arm` (§7); null = over the falls. */
export function afterPush(at: string, arm: Arm): string | null {
  const i = (SLOT_IDS as readonly string[]).indexOf(at);
  if (i < 0) return at; // bank, lost
  const [a6, a7] = ARM_SLOTS[arm === 'L' ? 0 : 1]!;
  if (i < TRUNK_LAST) return SLOT_IDS[i + 1]!;
  if (i === TRUNK_LAST) return SLOT_IDS[a6]!;
  if (i === a6) return SLOT_IDS[a7]!;
  if (i === a7) return null;
  return at;
}

/** The river: canoes paddling, bought back or going over the falls, the discs pushed, the river's speed. */
export const RIVER_EVENTS: EventTable<NiagaraEvent, NiagaraTable> = {
  async canoeBoughtBack(t, e) {
    const paid = e.paid;
    const toBank = (d: NiagaraDisplay) => {
      const c = canoeOf(d, e.canoe);
      if (c) c.at = 'bank';
    };
    if (paid) {
      // Paid with a gem from the crew's reserve, which flies back to its cave.
      const reserve = (d: NiagaraDisplay) => d.reserves[e.seat]!;
      await t.moveGem(paid, (d) => [t.reserveSpot(d, e.seat, paid), CAVE_POS[paid]], (d) => (reserve(d)[paid] = Math.max(0, reserve(d)[paid] - 1)), (d) => {
        d.caves[paid][paid] += 1;
        toBank(d);
      });
    } else {
      const d = t.d();
      toBank(d);
      t.show(d);
    }
    t.sound('coin');
  },

  async canoeMoved(t, e) {
    const d = t.d();
    const points = e.path.map((p) => pathPoint(e.canoe, p));
    if (!t.still && points.length > 1) {
      const secs = 0.18 + 0.3 * (points.length - 1);
      const end = points[points.length - 1]!;
      t.shot({ id: 'niagara.canoe', target: end, position: [end[0], 6.5, end[2] + 6], holdMs: secs * 1000 + 600, priority: 1 });
      t.set({ move: { canoe: e.canoe, points, ...t.timed(secs) }, focus: { kind: 'canoe', canoe: e.canoe } });
      t.focus(points, secs);
      await t.wait(secs);
    }
    const c = canoeOf(d, e.canoe);
    if (c) c.at = e.path[e.path.length - 1]!;
    t.show(d, { move: null });
  },

  async riverFlow(t, e) {
    const d = t.d();
    t.speedShown = e.speed;
    d.speed = e.speed;
    d.turn = null;
    t.show(d, { focus: { kind: 'overview' } });
    if (e.speed > 0) t.sound('flood');
    await t.wait(0.3);
  },

  async discPushed(t, e) {
    const d = t.d();
    const arm = e.arm;
    const a7 = SLOT_IDS[ARM_SLOTS[arm === 'L' ? 0 : 1]![1]];
    const falling = d.canoes.some((c) => c.at === a7);
    // A disc with canoes is going over: the waterfall shot (the table's own camera too, unless motion is reduced).
    if (falling) t.shot({ id: 'niagara.waterfall', target: [LIP[arm][0] + 0.4, 0.8, LIP[arm][2]], position: [LIP[arm][0] + 5, 4.2, LIP[arm][2] * 2.2 + (arm === 'L' ? -3 : 3)], holdMs: 2600, priority: 3 });
    else t.shot({ id: 'niagara.push', target: [0, 1.6, 0], position: [0, 10, 9], holdMs: 900, priority: 0 });
    if (!t.still) {
      const falls: Focus = { kind: 'falls', arm };
      t.show(d, { push: { arm, ...t.timed(0.75) }, ...(falling ? { focus: falls } : {}) });
      // The canoes on the river ride the discs (and the lip, where one goes over).
      t.focus([...d.canoes.filter((c) => afterPush(c.at, arm) !== c.at).map((c) => t.canoePoint(d, c.id)), ...(falling ? [LIP[arm]] : [])], 0.8);
      await t.wait(0.8);
    }
    for (const c of d.canoes) c.at = afterPush(c.at, arm) ?? (arm === 'L' ? 'fallsL' : 'fallsR');
    t.show(d, { push: null });
  },

  async canoeFell(t, e) {
    const d = t.d();
    const c = canoeOf(d, e.canoe);
    const arm: Arm = e.from === 'R7' || e.from === 'fallsR' ? 'R' : 'L';
    if (c) {
      c.at = 'lost';
      c.gem = null;
    }
    if (e.gem) d.caves[e.gem][e.gem] += 1;
    if (!t.still) {
      t.set({ splashes: [...t.deps.store.getState().splashes, { id: t.nextId(), arm, ...t.timed(1.2) }] });
      if (e.gem) void t.flyGem(e.gem, POOL[arm], CAVE_POS[e.gem]);
    }
    t.show(d);
    await t.wait(0.6);
  },
};
