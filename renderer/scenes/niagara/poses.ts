import { CANOE_INDEX } from '../../../engine/niagara/material/colours';
import { SLOT_INDEX } from '../../../engine/niagara/material/river';
import { CANOE_LIFT, POOL, SLOT_POS, alongPath, bankPos, discPose, lostPos, riderOffset, type SeatFrame, type V3 } from './layout';
import { ridersBySlot, type NiagaraDisplay } from './model';
import { progress, type MoveAnim, type PushAnim } from './tableStore';

export interface CanoePose {
  p: V3;
  /** Tilt about z (riding a disc over the falls). */
  tilt: number;
  visible: boolean;
}

/**
 * Where a canoe is drawn at `now`: paddling along its path, riding its disc (sliding with a push), on its berth on the
 * beach, tipped in the pool after a fall, or beside its owner's area while lost.
 */
export function canoePose(d: NiagaraDisplay, id: string, frames: readonly SeatFrame[], push: PushAnim | null, move: MoveAnim | null, now: number): CanoePose {
  if (move && move.canoe === id) return { p: alongPath(move.points, progress(move, now)), tilt: 0, visible: true };
  const c = d.canoes.find((x) => x.id === id);
  if (!c) return { p: [0, 0, 0], tilt: 0, visible: false };
  if (c.at === 'bank') return { p: bankPos(id), tilt: 0, visible: true };
  if (c.at === 'lost') {
    const f = frames[c.seat];
    return f ? { p: lostPos(f, (CANOE_INDEX[id] ?? 0) & 1), tilt: 0, visible: true } : { p: [0, 0, 0], tilt: 0, visible: false };
  }
  if (c.at === 'fallsL' || c.at === 'fallsR') {
    const pool = POOL[c.at === 'fallsL' ? 'L' : 'R'];
    return { p: [pool[0] + 0.3, pool[1] + 0.05, pool[2] + ((CANOE_INDEX[id] ?? 0) % 3) * 0.25 - 0.25], tilt: -1.2, visible: true };
  }
  const slot = SLOT_INDEX[c.at];
  if (slot === undefined) return { p: bankPos(id), tilt: 0, visible: true };
  const riders = (ridersBySlot(d.canoes).get(c.at) ?? []).filter((r) => !(move && move.canoe === r.id));
  const k = Math.max(0, riders.findIndex((r) => r.id === id));
  const off = riderOffset(k, riders.length);
  const disc = push ? discPose(slot, push.arm, progress(push, now)) : { p: SLOT_POS[slot]!, tilt: 0, opacity: 1 };
  return { p: [disc.p[0] + off[0], disc.p[1] + CANOE_LIFT + off[1], disc.p[2] + off[2]], tilt: disc.tilt, visible: disc.opacity > 0 };
}

/** The discs drawn at `now`: one per slot, plus the reserve disc sliding in during a push. */
export function discPoses(push: PushAnim | null, now: number): { key: string; p: V3; tilt: number; opacity: number }[] {
  const out = SLOT_POS.map((p, i) => {
    if (!push) return { key: `disc:${i}`, p, tilt: 0, opacity: 1 };
    const pose = discPose(i, push.arm, progress(push, now));
    return { key: `disc:${i}`, ...pose };
  });
  if (push) out.push({ key: 'disc:new', ...discPose('new', push.arm, progress(push, now)) });
  return out;
}
