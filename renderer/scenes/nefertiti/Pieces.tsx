import { memo } from 'react';
import { CARD_T } from '../common/cardGeometry';
import { Label } from '../common/Label';
import { tipHandlers, type Tip } from '../common/tips';
import type { NefAssets } from './assets';
import { BOARD_CARD, BOARD_TOP, type Vec3 } from './layout';

/** The hover / long-press handlers of a piece's tip (none without one). */
const tipOf = (tip: Tip | undefined) => (tip ? tipHandlers(() => tip) : {});

/** A card lying on the table (one mesh, one draw call). `face`: card id, character tile, 'back'… */
export function Card({ assets, face, at, scale = 1, yaw = 0, tilt = 0, name, tip }: { assets: NefAssets; face: string; at: Vec3; scale?: number; yaw?: number; tilt?: number; name?: string; tip?: Tip }) {
  return (
    <mesh
      name={name ?? `card:${face}`}
      {...tipOf(tip)}
      geometry={assets.geometry(face)}
      material={assets.card}
      position={[at[0], at[1] + BOARD_TOP + (CARD_T * scale) / 2, at[2]]}
      rotation={[tilt, yaw, 0]}
      scale={[scale, 1, scale]}
      castShadow
      receiveShadow
    />
  );
}

/** A stack of coins (or seals) as one cylinder scaled in height, with its count. */
export const Stack = memo(function Stack({ assets, kind, at, count, name, label = true, tip }: { assets: NefAssets; kind: 'coin' | 'seal'; at: Vec3; count: number; name: string; label?: boolean; tip?: Tip }) {
  const h = kind === 'coin' ? 0.035 : 0.04;
  const shown = Math.min(count, 10);
  return (
    <group name={name} userData={{ count }} {...tipOf(tip)}>
      {shown > 0 ? (
        <mesh geometry={kind === 'coin' ? assets.coin : assets.seal} material={kind === 'coin' ? assets.gold : assets.sealMat} position={[at[0], at[1] + (shown * h) / 2, at[2]]} scale={[1, shown, 1]} castShadow receiveShadow />
      ) : (
        label && <mesh name={`${name}:empty`} geometry={kind === 'coin' ? assets.coin : assets.seal} material={assets.ghost[kind]} position={[at[0], at[1] + 0.004, at[2]]} scale={[1, 0.2, 1]} />
      )}
      {label && <Label text={String(count)} position={[at[0], at[1] + shown * h + 0.02, at[2] + 0.24]} size={0.2} />}
    </group>
  );
});

/** Servants stand a little larger than built, so their marks read from the default camera. */
const SERVANT_SCALE = 1.55;

/** A seat's servant figure and its two materials (its colour, the rim of the mark on its chest). */
const servantOf = (assets: NefAssets, seat: number) => ({ geometry: assets.pawns[seat % assets.pawns.length], material: [assets.pawnMats[seat % assets.pawnMats.length]!, assets.servantRim] });

/** A servant of a seat's colour, on its seat's mark and with the mark on its chest. */
export function Pawn({ assets, seat, at, name, scale = 1, tip }: { assets: NefAssets; seat: number; at: Vec3; name: string; scale?: number; tip?: Tip }) {
  return <mesh name={name} {...tipOf(tip)} {...servantOf(assets, seat)} position={[at[0], at[1] + BOARD_TOP, at[2]]} scale={scale * SERVANT_SCALE} castShadow />;
}

/** A card, coin, seal or pawn in the air (cards at the board's card size). */
export function FlightPiece({ assets, face }: { assets: NefAssets; face: string }) {
  const pawn = face.startsWith('pawn:');
  if (pawn) {
    const seat = Number(face.slice(5));
    return <mesh {...servantOf(assets, seat)} scale={SERVANT_SCALE} castShadow />;
  }
  if (face === 'coin') return <mesh geometry={assets.coin} material={assets.gold} castShadow />;
  if (face === 'seal') return <mesh geometry={assets.seal} material={assets.sealMat} castShadow />;
  return <mesh geometry={assets.geometry(face)} material={assets.card} scale={BOARD_CARD} castShadow />;
}
