import { CameraRig } from '../common/CameraRig';
import { FlightLayer } from '../common/FlightLayer';
import { labelOf, type SeatLabel } from '../common/seatLabel';
import { FELT, Lights, Table, type QualityLevel } from '../common/Table';
import type { NileAssets } from './assets';
import { useNileCamera } from './camera';
import { Centre } from './Centre';
import { UNDER_MAT } from './centreArt';
import { Effects } from './Effects';
import { HandOverlay } from './Hand';
import type { HandProps } from './handLayout';
import { TABLE, type SeatFrame } from './layout';
import { CentrePiles, SeatArea } from './Pieces';
import type { NileTableStoreApi } from './tableStore';

export type { HandProps, SeatLabel };

/**
 * The NILE table: the printed parts (Board.tsx), the cards and seat areas (Pieces.tsx), the effects, the hand over the
 * table with what may be clicked now (Hand.tsx), and the camera's framing (camera.ts).
 */
export interface NileSceneProps {
  assets: NileAssets;
  store: NileTableStoreApi;
  frames: SeatFrame[];
  labels: SeatLabel[];
  /** Seat shown in the hand overlay (its table hand is not drawn), or null. */
  handSeat: number | null;
  hand: HandProps | null;
  quality: QualityLevel;
  reduceMotion: boolean;
  /** Camera framing target seat (null: the whole table). */
  bottomSeat: number;
  /** Orbit controls and camera framing (off in Node structural tests, which have no DOM events). */
  cameraControls?: boolean;
  /** Frame the whole table instead of the active player's area (replays, showcase demos). */
  overview?: boolean;
  /** A phone's screen: a player's camera stays on their own area and the piles (phoneFraming), not the active seat's. */
  phone?: boolean;
}

export function NileScene({ assets, store, frames, labels, handSeat, hand, quality, reduceMotion, bottomSeat, cameraControls = true, overview = false, phone = false }: NileSceneProps) {
  const d = store((s) => s.display);
  const focus = store((s) => s.focus);
  const locustShown = store((s) => s.locustShown);
  const players = d?.players ?? frames.length;
  const cam = useNileCamera(frames, { focus, players, overview, phone, handSeat, bottomSeat, fields: d?.seats.map((s) => s.fields) });
  return (
    <>
      <color attach="background" args={['#1a120c']} />
      <fog attach="fog" args={['#1a120c', 26, 60]} />
      <Lights quality={quality} extent={TABLE.rx + 1} />
      <Table rx={TABLE.rx} rz={TABLE.rz} felt={FELT.nile} under={UNDER_MAT} />
      <Centre />
      {d && <CentrePiles assets={assets} d={d} locustShown={locustShown} />}
      {d &&
        frames.map((f) => (
          <SeatArea
            key={f.seat}
            assets={assets}
            frame={f}
            players={players}
            mat={quality !== 'low'}
            seat={d.seats[f.seat]!}
            label={labelOf(labels, f.seat)}
            active={!d.over && d.active === f.seat}
            showHand={f.seat !== handSeat}
          />
        ))}
      <FlightLayer piece={(f) => <mesh geometry={assets.geometry(f.face)} material={assets.card} castShadow />} />
      <Effects store={store} />
      {cameraControls && <CameraRig target={cam.target} position={cam.position} smooth={!reduceMotion} frameKey={cam.key} keep={cam.keep} />}
      {hand && hand.cards.length > 0 && <HandOverlay assets={assets} hand={hand} />}
    </>
  );
}
