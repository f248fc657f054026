import { useThree } from '@react-three/fiber';
import { OWN_TURN_LEAN, SEAT_LEAN, framing, phoneFraming, type SeatFrame, type Vec3 } from './layout';

export interface NileFraming {
  /** The seat whose area the camera frames (the active one), or null for the whole table. */
  focus: number | null;
  players: number;
  /** The whole table whatever the focus (replays, showcase demos). */
  overview: boolean;
  /** A phone holding a seat's hand: the camera stays on the player's own area and the piles. */
  phone: boolean;
  handSeat: number | null;
  bottomSeat: number;
}

/**
 * Where the NILE camera looks: the active seat's area, the whole table, or on a player's phone their own area and the
 * piles (layout.ts). `key` names the framing: a new key eases the camera there (CameraRig).
 */
export function useNileCamera(frames: readonly SeatFrame[], f: NileFraming): { target: Vec3; position: Vec3; key: string } {
  const portrait = useThree((s) => s.size.height > s.size.width);
  const frame = f.focus === null || f.overview ? null : (frames[f.focus] ?? null);
  const own = f.phone && f.handSeat !== null && !f.overview;
  const { target, position } = own ? phoneFraming(portrait) : framing(frame, f.players, f.focus !== null && f.focus === f.handSeat ? OWN_TURN_LEAN : SEAT_LEAN);
  return { target, position, key: `${own ? `phone-${portrait}` : f.overview ? 'all' : f.focus}:${f.bottomSeat}:${f.players}` };
}
