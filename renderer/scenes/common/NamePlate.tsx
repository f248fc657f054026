import { useRef } from 'react';
import type * as THREE from 'three';
import type { V3 } from './flights';
import { FLAT, useLevelToCamera } from './levelToCamera';
import { PLATE_W_PX, paintNamePlate, platePx } from './platePaint';
import { usePainted } from './painted';
import type { SeatLabel } from './seatLabel';
import { tipHandlers, type Tip } from './tips';
import { usePanelFade } from './usePanelFade';

export interface NamePlateProps {
  label: SeatLabel;
  /** The seat whose turn it is: a warm pill. */
  active: boolean;
  /** The game's own words on the plate (NILE's hand and storage counts, An den Ufern des Nils' pawn, supply and jokers). */
  info?: string;
  /** What a hover (or long press) on the plate says. */
  tip: Tip;
  /** Where it lies on the table (its centre). */
  at: V3;
  /** Width and height on the table; a plate about a quarter as tall as it is wide, or taller, has two rows (platePaint.ts). */
  size: [number, number];
}

/**
 * A seat's name plate, for every table: lying on the table, turned level to the camera every frame (a plate turned to
 * its seat read sideways or upside down from the camera); painted on a canvas of the plate's shape, repainted when
 * what it says changes.
 */
export function NamePlate({ label, active, info = '', tip, at, size }: NamePlateProps) {
  const h = platePx(size[0], size[1]);
  const key = JSON.stringify([label.name, label.paint, label.tag, active, info]);
  const tex = usePainted(PLATE_W_PX, h, key, (ctx) => paintNamePlate(ctx, h, label, active, info));
  const mesh = useRef<THREE.Mesh>(null);
  const material = useRef<THREE.MeshBasicMaterial>(null);
  usePanelFade(mesh, material, size);
  useLevelToCamera(mesh);
  return (
    <mesh ref={mesh} name="nameplate" {...tipHandlers(() => tip)} position={at} rotation={FLAT}>
      <planeGeometry args={size} />
      {/* Without a canvas (Node) the plate still shows the seat's colour. */}
      <meshBasicMaterial ref={material} map={tex ?? undefined} color={tex ? '#ffffff' : label.paint.colour} transparent depthWrite={false} toneMapped={false} />
    </mesh>
  );
}
