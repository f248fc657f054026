import type * as THREE from 'three';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { usePainted } from '../common/painted';
import { tipHandlers } from '../common/tips';
import { CROP_COLORS, CROP_IDS, CROP_SYMBOL, drawSymbol, type Crop } from './cardArt';
import { fieldSlotPose, matPose, seatMat, type Pose, type SeatFrame } from './layout';
import { matPx, paintSeatMat } from './seatMat';
import { slotTip } from './tips';

/** A seat's playing mat under its area (seatMat.ts), in the seat's colour. */
export function SeatMat({ frame, players, colour }: { frame: SeatFrame; players: number; colour: string }) {
  const px = matPx(players);
  const tex = usePainted(px[0], px[1], colour, (ctx) => paintSeatMat(ctx, px, colour), { anisotropy: 4 });
  const pose = matPose(frame, players);
  const size = seatMat(players);
  return (
    <mesh name="seat-mat" position={pose.p} rotation={pose.r}>
      <planeGeometry args={[size.w, size.d]} />
      {/* Unlit, as the slots' outlines (one shader program for both, none more at the low level): a translucent
          darkening of the felt, which the lights shade already. */}
      <meshBasicMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#0b2620'} transparent depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

/** In each seat's area the field slots (a card's outline), one per crop, each with its crop's symbol (the centre: Centre.tsx). */
export function SlotMarkers({ frame, owner }: { frame: SeatFrame; owner: string }) {
  const tex = usePainted(
    128,
    180,
    'static',
    (ctx) => {
      ctx.clearRect(0, 0, 128, 180);
      // A card's place printed on the mat: a thin rounded outline.
      ctx.strokeStyle = 'rgba(255,236,200,0.42)';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.roundRect(6, 6, 116, 168, 10);
      ctx.stroke();
    },
  );
  return (
    <group name="field-slots">
      {CROP_IDS.map((c) => {
        const pose = fieldSlotPose(frame, c);
        return <SlotMarker key={c} crop={c} pose={pose} tex={tex} owner={owner} />;
      })}
    </group>
  );
}

function SlotMarker({ crop, pose, tex, owner }: { crop: Crop; pose: Pose; tex: THREE.Texture | null; owner: string }) {
  const sym = usePainted(
    64,
    64,
    JSON.stringify([crop]),
    (ctx) => {
      ctx.clearRect(0, 0, 64, 64);
      ctx.globalAlpha = 0.75;
      drawSymbol(ctx, CROP_SYMBOL[crop], 32, 32, 22, CROP_COLORS[crop].main, 'rgba(255,255,255,0.8)');
    },
  );
  return (
    <group position={pose.p} rotation={pose.r}>
      <mesh name={`slot:${crop}`} {...tipHandlers(() => slotTip(crop, owner))} position={[0, 0.45, 0]}>
        <planeGeometry args={[CARD_W * 1.06, CARD_H * 1.06]} />
        <meshBasicMaterial map={tex ?? undefined} transparent opacity={0.9} depthWrite={false} toneMapped={false} />
      </mesh>
      <mesh position={[0, 0.45, 0.001]}>
        <planeGeometry args={[0.3, 0.3]} />
        <meshBasicMaterial map={sym ?? undefined} transparent depthWrite={false} opacity={0.6} toneMapped={false} />
      </mesh>
    </group>
  );
}
