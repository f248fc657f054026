import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';
import * as THREE from 'three';
import { GEM_COLOURS, type GemColour } from '../../../engine/niagara/material/gems';
import type { QualityLevel } from '../common/Table';
import { tipHandlers } from '../common/tips';
import { ARM_HW, ARM_Z, BOARD, BOARD_TOP, CAVE_POS, CAVE_R, CHANNEL_DEPTH, FALLS_X, INSERT_X, ROPE_X, SLOT_POS, TRUNK_HW, WATER_Y, weatherPos, type V3 } from './layout';
import type { GemCounts } from './model';
import { GEM_PAINT } from './palette';
import { boardTexture, waterTexture } from './textures';
import { caveTip, cloudTip } from './tips';
import { toplessBox } from '../common/hiddenFaces';
import { useDisposable } from '../common/useDisposable';

const FORK_X = SLOT_POS[4]![0] + 0.2;
const ISLAND_TIP = SLOT_POS[4]![0] + 0.75;

/**
 * The board top in shape space (x, −z), with the channel cut out: trunk from above the rope to the fork, the two arms
 * open at the board's edge (the falls), and the island between them as a shape of its own.
 */
function boardShapes(): THREE.Shape[] {
  const lo = ARM_Z - ARM_HW;
  const hi = ARM_Z + ARM_HW;
  const upstream = INSERT_X - 0.65;
  const outer = new THREE.Shape();
  // Shape y = −z: the far side (−z) is +y.
  outer.moveTo(BOARD.x0, -BOARD.z1);
  outer.lineTo(FALLS_X, -BOARD.z1);
  outer.lineTo(FALLS_X, -hi);
  outer.lineTo(FORK_X + 0.9, -hi);
  outer.lineTo(FORK_X, -TRUNK_HW);
  outer.lineTo(upstream, -TRUNK_HW);
  outer.lineTo(upstream, TRUNK_HW);
  outer.lineTo(FORK_X, TRUNK_HW);
  outer.lineTo(FORK_X + 0.9, hi);
  outer.lineTo(FALLS_X, hi);
  outer.lineTo(FALLS_X, -BOARD.z0);
  outer.lineTo(BOARD.x0, -BOARD.z0);
  outer.closePath();
  const island = new THREE.Shape();
  island.moveTo(ISLAND_TIP, 0);
  island.lineTo(ISLAND_TIP + 0.55, -lo);
  island.lineTo(FALLS_X, -lo);
  island.lineTo(FALLS_X, lo);
  island.lineTo(ISLAND_TIP + 0.55, lo);
  island.closePath();
  return [outer, island];
}

/** Water in the channel: a scrolling texture at medium/high quality, still at low or with reduced motion. */
function Water({ animate }: { animate: boolean }) {
  const tex = useDisposable(() => {
    const t = waterTexture();
    t.repeat.set(4, 1.2);
    return t;
  }, []);
  const invalidate = useThree((s) => s.invalidate);
  useFrame((_, dt) => {
    if (!animate) return;
    tex.offset.x -= dt * 0.35;
    invalidate();
  });
  const w = FALLS_X - (INSERT_X - 0.7);
  return (
    <mesh name="water" position={[(FALLS_X + INSERT_X - 0.7) / 2, WATER_Y, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
      <planeGeometry args={[w, 2 * (ARM_Z + ARM_HW)]} />
      <meshStandardMaterial map={tex} roughness={0.18} metalness={0.1} color="#cfeeff" />
    </mesh>
  );
}

function Rope() {
  return (
    <group name="rope">
      <mesh position={[ROPE_X, BOARD_TOP + 0.05, 0]} rotation={[Math.PI / 2, 0, 0]} castShadow>
        <cylinderGeometry args={[0.035, 0.035, 2 * TRUNK_HW + 0.5, 8]} />
        <meshStandardMaterial color="#c9a56b" roughness={0.9} />
      </mesh>
      {[-1, 1].map((s) => (
        <mesh key={s} position={[ROPE_X, BOARD_TOP + 0.15, s * (TRUNK_HW + 0.25)]} castShadow>
          <cylinderGeometry args={[0.06, 0.07, 0.34, 10]} />
          <meshStandardMaterial color="#6b4a2a" roughness={0.8} />
        </mesh>
      ))}
    </group>
  );
}

/** A plank from a cave (or the beach) to the channel edge next to its slot. */
function Pier({ from, to }: { from: V3; to: V3 }) {
  const dx = to[0] - from[0];
  const dz = to[2] - from[2];
  const len = Math.hypot(dx, dz);
  return (
    <mesh name="pier" position={[(from[0] + to[0]) / 2, BOARD_TOP + 0.02, (from[2] + to[2]) / 2]} rotation={[0, -Math.atan2(dz, dx), 0]} receiveShadow castShadow>
      <boxGeometry args={[len, 0.04, 0.22]} />
      <meshStandardMaterial color="#8a6238" roughness={0.85} />
    </mesh>
  );
}

/** The five gem caves: a dark pit with a rim in the cave's colour and its pier(s) to the channel. */
function Caves({ gems }: { gems: Record<GemColour, GemCounts> | undefined }) {
  const piers: [V3, V3][] = [];
  for (const g of GEM_COLOURS) {
    const c = CAVE_POS[g];
    if (g === 'blue' || g === 'pink') {
      // Island caves: a pier into each arm (§3.1).
      for (const s of [-1, 1]) piers.push([[c[0], 0, s * (CAVE_R - 0.05)], [c[0], 0, s * (ARM_Z - ARM_HW + 0.02)]]);
    } else {
      const s = Math.sign(c[2]);
      piers.push([[c[0], 0, s * (Math.abs(c[2]) - CAVE_R + 0.05)], [c[0], 0, s * (TRUNK_HW - 0.02)]]);
    }
  }
  return (
    <group name="caves">
      {GEM_COLOURS.map((g) => (
        <group key={g} name={`cave:${g}`} position={CAVE_POS[g]} {...tipHandlers(() => caveTip(g, gems?.[g]))}>
          <mesh position={[0, 0.005, 0]} rotation={[-Math.PI / 2, 0, 0]}>
            <circleGeometry args={[CAVE_R, 28]} />
            <meshStandardMaterial color="#1d1812" roughness={1} />
          </mesh>
          <mesh position={[0, 0.03, 0]} rotation={[-Math.PI / 2, 0, 0]}>
            <ringGeometry args={[CAVE_R, CAVE_R + 0.08, 28]} />
            <meshStandardMaterial color={GEM_PAINT[g]} roughness={0.5} emissive={GEM_PAINT[g]} emissiveIntensity={0.15} />
          </mesh>
        </group>
      ))}
      {piers.map(([a, b], i) => (
        <Pier key={i} from={a} to={b} />
      ))}
      {/* The beach piers to T1, on both banks. */}
      <Pier from={[SLOT_POS[0]![0] - 0.9, 0, -TRUNK_HW - 0.5]} to={[SLOT_POS[0]![0] - 0.2, 0, -TRUNK_HW + 0.02]} />
      <Pier from={[SLOT_POS[0]![0] - 0.9, 0, TRUNK_HW + 0.5]} to={[SLOT_POS[0]![0] - 0.2, 0, TRUNK_HW - 0.02]} />
    </group>
  );
}

/** The cloud on the weather track; it glides to its new cell. */
function Cloud({ weather, animate }: { weather: number; animate: boolean }) {
  const ref = useRef<THREE.Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  const target = weatherPos(weather);
  useFrame((_, dt) => {
    const g = ref.current;
    if (!g) return;
    const k = animate ? Math.min(1, dt * 6) : 1;
    g.position.x += (target[0] - g.position.x) * k;
    if (Math.abs(target[0] - g.position.x) > 0.003) invalidate();
    else g.position.x = target[0];
  });
  return (
    <group ref={ref} name="cloud" {...tipHandlers(() => cloudTip(weather))} position={[target[0], target[1] + 0.22, target[2]]} userData={{ weather }}>
      {[
        [-0.14, 0, 0, 0.16],
        [0.02, 0.06, 0, 0.21],
        [0.17, 0, 0.02, 0.15],
        [0.02, -0.02, 0.1, 0.15],
      ].map(([x, y, z, r], i) => (
        <mesh key={i} position={[x!, y!, z!]} castShadow>
          <sphereGeometry args={[r!, 14, 10]} />
          <meshStandardMaterial color="#f4f6fa" roughness={0.9} />
        </mesh>
      ))}
    </group>
  );
}

/** Board, box, channel and water, rope, island, caves, weather track. */
export function Board({ quality, animate, weather, caves }: { quality: QualityLevel; animate: boolean; weather: number; caves?: Record<GemColour, GemCounts> }) {
  const geo = useDisposable(() => new THREE.ExtrudeGeometry(boardShapes(), { depth: BOARD.thick, bevelEnabled: false, curveSegments: 4 }), []);
  const tex = useDisposable(() => boardTexture(), []);
  const w = BOARD.x1 - BOARD.x0;
  const h = BOARD.z1 - BOARD.z0;
  // The board top and the channel floor cover the box's top.
  const box = useDisposable(() => toplessBox(w - 0.05, BOARD_TOP - BOARD.thick, h - 0.05), [w, h]);
  return (
    <group name="board">
      <mesh name="board-top" geometry={geo} rotation={[-Math.PI / 2, 0, 0]} position={[0, BOARD_TOP - BOARD.thick, 0]} castShadow={quality !== 'low'} receiveShadow>
        <meshStandardMaterial map={tex} roughness={0.85} />
      </mesh>
      {/* The channel floor (a disc-thickness below the top) and the upturned box the board rests on. */}
      <mesh name="channel-floor" position={[(BOARD.x0 + BOARD.x1) / 2, BOARD_TOP - CHANNEL_DEPTH - 0.02, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[w, h]} />
        <meshStandardMaterial color="#183a4d" roughness={0.9} />
      </mesh>
      <mesh name="box" position={[(BOARD.x0 + BOARD.x1) / 2, (BOARD_TOP - BOARD.thick) / 2, 0]} geometry={box} receiveShadow castShadow={quality !== 'low'}>
        <meshStandardMaterial color="#2d4f6e" roughness={0.7} />
      </mesh>
      <Water animate={animate} />
      <Rope />
      <Caves gems={caves} />
      <Cloud weather={weather} animate={animate} />
    </group>
  );
}
