import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';
import * as THREE from 'three';
import { canvasText } from './art';
import { tideAngle, type BanksLayout } from './layout';
import { usePainted } from '../common/painted';
import { tipHandlers } from '../common/tips';
import { tideTip } from './tips';

const SECTOR: Record<string, string> = { FLUT: '#2f86c4', EBBE1: '#c9a25a', EBBE2: '#a8803e' };

/**
 * The flood circle (Flut, Ebbe 1, Ebbe 2) as a raised dial with a pointer on a spindle; the pointer eases round to
 * the sector the tide marker stands on. Sectors are painted counter-clockwise seen from above (spec §3.5).
 */
export function FloodCircle({ L, tide, names, instant }: { L: BanksLayout; tide: string; names: Record<string, string>; instant: boolean }) {
  const { centre, radius, order } = L.tide;
  const face = usePainted(512, 512, JSON.stringify(names), (ctx) => {
    const c = 256;
    const n = order.length;
    order.forEach((id) => {
      // Canvas angles run clockwise on screen; seen from above the dial, counter-clockwise is negative here.
      const mid = -tideAngle(id, order);
      ctx.fillStyle = SECTOR[id] ?? '#888';
      ctx.beginPath();
      ctx.moveTo(c, c);
      ctx.arc(c, c, 246, mid - Math.PI / n, mid + Math.PI / n);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = '#2a1a0e';
      ctx.lineWidth = 6;
      ctx.stroke();
      canvasText(ctx, names[id] ?? id, c + Math.cos(mid) * 160, c + Math.sin(mid) * 160, 44, '#fff8e6');
    });
    ctx.fillStyle = '#3b2a18';
    ctx.beginPath();
    ctx.arc(c, c, 40, 0, Math.PI * 2);
    ctx.fill();
  });
  const pointer = useRef<THREE.Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  const target = tideAngle(tide, order);
  useFrame((_, dt) => {
    const g = pointer.current;
    if (!g) return;
    // Always turn forward (counter-clockwise), the way the marker moves.
    let diff = target - g.rotation.y;
    while (diff < -1e-3) diff += Math.PI * 2;
    if (diff < 1e-3 || diff > Math.PI * 2 - 1e-3) return;
    g.rotation.y = instant || diff < 0.003 ? target : g.rotation.y + Math.min(diff, Math.max(0.01, diff * (1 - Math.exp(-dt * 4))));
    invalidate();
  });
  return (
    <group name="flood-circle" {...tipHandlers(() => tideTip(tide))} position={centre} userData={{ tide }}>
      <mesh name="flood-circle-base" position={[0, 0.04, 0]} castShadow receiveShadow>
        <cylinderGeometry args={[radius * 1.06, radius * 1.12, 0.08, 48]} />
        <meshStandardMaterial color="#5a3d22" roughness={0.6} />
      </mesh>
      <mesh name="flood-circle-face" position={[0, 0.081, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <circleGeometry args={[radius, 48]} />
        <meshStandardMaterial map={face ?? undefined} color={face ? '#ffffff' : '#2f86c4'} roughness={0.5} />
      </mesh>
      <group ref={pointer} name="flood-circle-pointer" rotation={[0, target, 0]} position={[0, 0.09, 0]}>
        <mesh position={[0, 0.05, 0]} castShadow>
          <cylinderGeometry args={[0.06, 0.07, 0.1, 16]} />
          <meshStandardMaterial color="#d9b24a" metalness={0.6} roughness={0.3} />
        </mesh>
        {/* The pointer lies along +x at rotation 0: the sector at angle θ (counter-clockwise from east) is under it. */}
        <mesh position={[radius * 0.45, 0.06, 0]} rotation={[0, 0, -Math.PI / 2]} castShadow>
          <coneGeometry args={[0.07, radius * 0.9, 4]} />
          <meshStandardMaterial color="#f0d27a" metalness={0.5} roughness={0.35} emissive="#4a3208" />
        </mesh>
      </group>
    </group>
  );
}
