import { Billboard } from '@react-three/drei';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import * as THREE from 'three';
import type { GemColour } from '../../../engine/niagara/material/gems';
import { BOARD_TOP, CAVE_POS, CAVE_R, pathPoint, weatherPos, type V3 } from './layout';
import { EmphasisGlow } from '../common/EmphasisGlow';
import { KeyTargetLayer } from '../common/KeyTargetLayer';
import { Label } from '../common/Label';

/** A clickable thing on the board: a canoe that may move, a destination, a cloud move. */
export interface Target {
  /** e.g. 'canoe:red1', 'dest:T4', 'weather:1'. */
  id: string;
  p: V3;
  color: string;
  onPick(): void;
  /** The piece the player has picked: a wider, steady ring, not a click target. */
  selected?: boolean;
  /** Pointed at by a tutorial step or a hint: a pulsing glow, with these labels beside it (e.g. "1", "3"). */
  emphasis?: readonly string[];
}

/** A piece a click reaches that is no target now (a canoe that cannot move, a spot out of reach): a click tries it. */
export interface OtherPiece {
  /** 'canoe:red1' or 'spot:T3' (River.tsx `OnPiece`). */
  id: string;
  p: V3;
  onPick(): void;
}

export function canoeTarget(id: string, p: V3, onPick: () => void): Target {
  return { id: `canoe:${id}`, p: [p[0], p[1] + 0.02, p[2]], color: '#ffd25a', onPick };
}
/** The canoe the player picked: its own ring (the other movable canoes keep theirs, to switch to). */
export function selectedCanoe(id: string, p: V3): Target {
  return { id: `selected:${id}`, p: [p[0], p[1] + 0.02, p[2]], color: '#5dff8a', onPick: () => {}, selected: true };
}
export function destTarget(canoe: string, to: string, onPick: () => void): Target {
  return { id: `dest:${to}`, p: pathPoint(canoe, to), color: '#7cf0ff', onPick };
}
export function weatherTarget(weather: number, delta: number, onPick: () => void): Target {
  const p = weatherPos(weather + delta);
  return { id: `weather:${delta}`, p: [p[0], BOARD_TOP + 0.02, p[2]], color: '#ffffff', onPick };
}

/** The mark of an emphasised target: the common glow laid flat under the ring, its labels (hint ranks) beside it. */
function EmphasisMark({ labels, animate }: { labels: readonly string[]; animate: boolean }) {
  return (
    <>
      <group rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.02, 0]}>
        <EmphasisGlow width={1.0} height={1.0} z={0} reduceMotion={!animate} />
      </group>
      {/* Upright and facing the camera: the phone's camera looks down the river from the side. */}
      {labels.length > 0 && (
        <Billboard position={[0, 0.3, 0]}>
          <Label text={labels.join(' ')} position={[0.5, 0.35, 0]} rotation={[0, 0, 0]} size={0.5} color="#ffb020" />
        </Billboard>
      )}
    </>
  );
}

function Marker({ t, animate }: { t: Target; animate: boolean }) {
  const ring = useRef<THREE.Mesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useFrame(({ clock }) => {
    if (!animate || !ring.current || t.selected) return;
    ring.current.scale.setScalar(1 + Math.sin(clock.elapsedTime * 4) * 0.12);
    invalidate();
  });
  const click = (e: ThreeEvent<MouseEvent>) => {
    e.stopPropagation();
    t.onPick();
  };
  return (
    <group name={`target:${t.id}`} position={t.p}>
      {t.emphasis && <EmphasisMark labels={t.emphasis} animate={animate} />}
      <mesh ref={ring} rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.03, 0]}>
        <ringGeometry args={t.selected ? [0.5, 0.7, 40] : [0.36, 0.5, 32]} />
        <meshBasicMaterial color={t.color} transparent opacity={0.9} depthWrite={false} toneMapped={false} />
      </mesh>
      {/* A generous invisible hit area (fingers on phones). */}
      {!t.selected && (
        <mesh name="hit" rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.05, 0]} onClick={click} userData={{ pick: t.onPick }}>
          <circleGeometry args={[0.55, 20]} />
          <meshBasicMaterial visible={false} />
        </mesh>
      )}
    </group>
  );
}

/** Caves a chosen move loads from, glowing. */
function CaveGlow({ gems }: { gems: GemColour[] }) {
  return (
    <group name="cave-glow">
      {gems.map((g) => (
        <mesh key={g} position={[CAVE_POS[g][0], CAVE_POS[g][1] + 0.04, CAVE_POS[g][2]]} rotation={[-Math.PI / 2, 0, 0]}>
          <ringGeometry args={[CAVE_R + 0.1, CAVE_R + 0.22, 32]} />
          <meshBasicMaterial color="#fff27a" transparent opacity={0.9} depthWrite={false} toneMapped={false} />
        </mesh>
      ))}
    </group>
  );
}

export function Targets({ targets, caves, animate }: { targets: Target[]; caves: GemColour[]; animate: boolean }) {
  return (
    <group name="targets">
      {targets.map((t) => (
        <Marker key={t.id} t={t} animate={animate} />
      ))}
      <CaveGlow gems={caves} />
      <KeyTargetLayer group="niagara" targets={useMemo(() => targets.filter((t) => !t.selected).map((t) => ({ id: t.id, p: t.p, act: t.onPick })), [targets])} size={0.6} />
    </group>
  );
}
