import type * as THREE from 'three';
import { CARD_H, CARD_W } from '../common/cardGeometry';
import { usePainted } from '../common/painted';
import { tipHandlers } from '../common/tips';
import { CROP_COLORS, CROP_IDS, CROP_SYMBOL, drawSymbol, type Crop } from './cardArt';
import { fieldSlotPose, type Pose, type SeatFrame } from './layout';
import { slotTip } from './tips';

/** In each seat's area the dashed field slots, one per crop, each with its crop's symbol (the centre: Centre.tsx). */
export function SlotMarkers({ frame, owner }: { frame: SeatFrame; owner: string }) {
  const tex = usePainted(
    128,
    180,
    'static',
    (ctx) => {
      ctx.clearRect(0, 0, 128, 180);
      ctx.strokeStyle = 'rgba(255,240,210,0.35)';
      ctx.setLineDash([8, 6]);
      ctx.lineWidth = 4;
      ctx.strokeRect(6, 6, 116, 168);
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
