import { useFrame, useThree } from '@react-three/fiber';
import type { QualityLevel } from '../common/Table';
import { usePainted } from '../common/painted';
import { WATER_PX, paintWater } from './bankArt';
import { WATER_Y, type BanksLayout } from './layout';

/**
 * The Nile in its channel between the banks: the water's painted depth (deep blue in the middle, shallow green along
 * the banks) with ripples, drifting north at medium and high quality (never with reduced motion; at low the water
 * stands still: no frame is drawn for it).
 */
export function NileWater({ L, quality, animate }: { L: BanksLayout; quality: QualityLevel; animate: boolean }) {
  const len = L.nile.z1 - L.nile.z0;
  const tex = usePainted(WATER_PX.w, WATER_PX.h, 'nile', paintWater, { keep: 'banks:nile', repeat: [1, Math.max(1, Math.round(len / 2))] });
  const invalidate = useThree((s) => s.invalidate);
  const moving = animate && quality !== 'low';
  useFrame((_, dt) => {
    if (!moving || !tex) return;
    tex.offset.y = (tex.offset.y + dt * 0.05) % 1;
    invalidate();
  });
  return (
    <mesh name="nile" position={[(L.nile.x0 + L.nile.x1) / 2, WATER_Y, (L.nile.z0 + L.nile.z1) / 2]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
      <planeGeometry args={[L.nile.x1 - L.nile.x0, len]} />
      <meshStandardMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#1f5f8a'} roughness={0.2} metalness={0.05} />
    </mesh>
  );
}
