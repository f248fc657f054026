import { useThree } from '@react-three/fiber';
import type { Keep } from '../common/actionFraming';
import { CROP_IDS, type Crop } from './cardArt';
import { CENTRE, OWN_TURN_LEAN, SEAT_LEAN, fieldPose, framing, handPose, namePos, phoneFraming, storagePose, type SeatFrame, type Vec3 } from './layout';

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
  /** Each seat's field sizes (by seat), where the table shows them: a field's cards run out from its slot. */
  fields?: readonly Readonly<Record<Crop, number>>[];
}

/**
 * Where the NILE camera looks: the active seat's area, the whole table, or on a player's phone their own area and the
 * piles (layout.ts). `key` names the framing: a new key eases the camera there (CameraRig).
 */
export function useNileCamera(frames: readonly SeatFrame[], f: NileFraming): { target: Vec3; position: Vec3; key: string; keep?: Keep } {
  const portrait = useThree((s) => s.size.height > s.size.width);
  const frame = f.focus === null || f.overview ? null : (frames[f.focus] ?? null);
  const own = f.phone && f.handSeat !== null && !f.overview;
  const { target, position } = own ? phoneFraming(portrait) : framing(frame, f.players, f.focus !== null && f.focus === f.handSeat ? OWN_TURN_LEAN : SEAT_LEAN);
  const key = `${own ? `phone-${portrait}` : f.overview ? 'all' : f.focus}:${f.bottomSeat}:${f.players}`;
  // A phone's framing is its own (its HUD takes half the screen); a wider screen keeps the framed areas and the piles clear of the HUD.
  if (f.phone) return { target, position, key };
  const area = (a: SeatFrame): Vec3[] => areaPoints(a, f.fields?.[a.seat]);
  const points = [...(frame ? [frame] : frames).flatMap(area), CENTRE.deck, CENTRE.flood, CENTRE.discard];
  if (!frame) return { target, position, key, keep: { points, radius: KEEP_RADIUS, also: frames.flatMap(pilePoints) } };
  // A seat's turn also keeps the others' areas where the camera can step back far enough to show them clear of the HUD:
  // at 3 and 4 players (1280 × 800) the side seats' fields, what a plant can take over, lay under the players panel and the log.
  const others = frames.filter((o) => o !== frame).flatMap(area);
  // Then the face-down hands the table shows (not the player's own, which is in the HUD), where they fit as well.
  const hands = frames.filter((o) => o.seat !== f.handSeat).map(handMiddle);
  return { target, position, key, keep: { points, radius: KEEP_RADIUS, also: others, alsoBack: OTHERS_BACK, extra: hands } };
}

/**
 * A seat's storage pile and the middle of its hand's fan: kept too, where they fit, when the camera shows the whole
 * table (replays, the showcase): no prompt stands on them there, and each seat's cards are what the view is for.
 */
function pilePoints(f: SeatFrame): Vec3[] {
  return [storagePose(f).p, handMiddle(f)];
}

/** The middle of a seat's face-down hand on the table. */
const handMiddle = (f: SeatFrame): Vec3 => handPose(f, 0, 1).p;

/** How far back (× the seat's framing distance) the camera may step to show the other seats too: 3 and 4 players at
 * 1280 × 800, with the HUD of an own turn, need about 1.6 (the framing's own reach is 1.3). */
const OTHERS_BACK = 2;

/** About half a card's width: what of a field, a pile or a name plate must show round its point. */
const KEEP_RADIUS = 0.4;

/**
 * A seat's area as the camera keeps it in view: the first cards of both ends of its row of fields, the last card of
 * each field of two cards or more (a field's cards run out from its slot, away from the centre: the first cards alone
 * left a grown field of the seat across the table cut at the screen's top edge), and its name plate (not its storage
 * pile, on the owner's side: the own turn's prompt stands there, and the HUD counts it).
 */
export function areaPoints(f: SeatFrame, fields?: Readonly<Record<Crop, number>>): Vec3[] {
  const ends = [fieldPose(f, 'P', 0).p, fieldPose(f, 'F', 0).p, namePos(f)];
  if (!fields) return ends;
  return [...ends, ...CROP_IDS.filter((c) => fields[c] > 1).map((c) => fieldPose(f, c, fields[c] - 1, fields[c]).p)];
}
