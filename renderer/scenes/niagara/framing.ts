import type { Keep } from '../common/actionFraming';
import { BOARD, BOARD_TOP, LIP, pathPoint, type SeatFrame, type V3 } from './layout';
import type { Focus } from './tableStore';

export interface Framing {
  target: V3;
  position: V3;
  key: string;
  /** What the framing keeps whole and clear of the HUD (CameraRig). */
  keep?: Keep;
}

/** The whole river with the seats around it (16:9), a close-up on a canoe, or a waterfall shot; the close-up keeps its canoe and destinations clear of the HUD, and so does the overview its board and seats on a wide screen. */
export function framing(focus: Focus, at: (canoe: string) => string | undefined, frames: readonly SeatFrame[], points: V3[] = [], portrait = false, roomAtTop = false): Framing {
  if (focus.kind === 'falls') {
    const l = LIP[focus.arm];
    return { target: [l[0] + 0.5, 0.7, l[2] * 0.6], position: [l[0] + 6.5, 4.5, l[2] * 2 + (focus.arm === 'L' ? -3.5 : 5.5)], key: `falls:${focus.arm}` };
  }
  if (focus.kind === 'canoe' || points.length > 0) {
    // Frame the canoe and everything it may reach (its highlighted destinations).
    const pts = [...points];
    if (focus.kind === 'canoe') pts.push(pathPoint(focus.canoe, at(focus.canoe) ?? 'bank'));
    const xs = pts.map((p) => p[0]);
    const zs = pts.map((p) => p[2]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cz = (Math.min(...zs) + Math.max(...zs)) / 2;
    const fit = Math.max(7.5, Math.max(...xs) - Math.min(...xs) + 2.5, (Math.max(...zs) - Math.min(...zs)) * 1.8 + 2);
    // A phone with a panel over the top (a tutorial's instruction, below the HUD and log rows of ui/table/phone.css):
    // wider, and the river's far end lower on the screen.
    const span = portrait && roomAtTop ? fit * 1.8 : fit;
    const down = portrait && roomAtTop ? span * 0.18 : 0;
    const key = `near:${cx.toFixed(1)}:${cz.toFixed(1)}:${span.toFixed(1)}:${portrait ? 'p' : 'l'}`;
    // On a tall screen the camera looks down the river from the beach (the board's length runs up the screen).
    // (Centred a little towards the beach, so a canoe picked there stays clear of the prompt and buttons below.)
    // Either way the canoe and its destinations are kept clear of the HUD: on an upright phone the players' row covered
    // the far destination (a canoe launched 4 spaces up the river: its only lit spot was under the row).
    const keep = { points: pts, radius: 0.35 };
    if (portrait) return { target: [cx - 0.6 + down, 1.2, cz], position: [cx - 0.6 + down - span * 0.85, 1.2 + span * 1.25, cz], key, keep };
    return { target: [cx, 1.2, cz + 0.6], position: [cx, 1.2 + span * 1.05, cz + 0.6 + span * 0.85], key, keep };
  }
  if (portrait) return { target: [0.6, 0.4, 0], position: [-12.5, 21, 0], key: 'overview:p' };
  return { target: [-0.3, 0.4, 1.5], position: [-0.3, 17, 14.5], key: 'overview', keep: { points: [...BOARD_CORNERS, ...frames.map((f): V3 => [f.x, 0, f.z])], radius: 0.4 } };
}

/** The board's top corners: what the overview keeps clear of the HUD, with the seats' areas. */
const BOARD_CORNERS: V3[] = [[BOARD.x0, BOARD_TOP, BOARD.z0], [BOARD.x1, BOARD_TOP, BOARD.z0], [BOARD.x0, BOARD_TOP, BOARD.z1], [BOARD.x1, BOARD_TOP, BOARD.z1]];
