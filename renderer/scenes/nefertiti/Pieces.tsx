import { memo } from 'react';
import { CARD_T } from '../common/cardGeometry';
import { Label } from '../common/Label';
import { tipHandlers, type Tip } from '../common/tips';
import type { NefAssets } from './assets';
import { BOARD, type Vec3 } from './layout';

const TOP = BOARD.y + 0.002;

/** A card lying on the table (one mesh, one draw call). `face`: card id, character tile, 'back'… */
/** The hover / long-press handlers of a piece's tip (none without one). */
const tipOf = (tip: Tip | undefined) => (tip ? tipHandlers(() => tip) : {});

export function Card({ assets, face, at, scale = 1, yaw = 0, tilt = 0, name, tip }: { assets: NefAssets; face: string; at: Vec3; scale?: number; yaw?: number; tilt?: number; name?: string; tip?: Tip }) {
  return (
    <mesh
      name={name ?? `card:${face}`}
      {...tipOf(tip)}
      geometry={assets.geometry(face)}
      material={assets.card}
      position={[at[0], at[1] + TOP + (CARD_T * scale) / 2, at[2]]}
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
      {shown > 0 && (
        <mesh geometry={kind === 'coin' ? assets.coin : assets.seal} material={kind === 'coin' ? assets.gold : assets.sealMat} position={[at[0], at[1] + (shown * h) / 2, at[2]]} scale={[1, shown, 1]} castShadow receiveShadow />
      )}
      {label && <Label text={String(count)} position={[at[0], at[1] + shown * h + 0.02, at[2] + 0.24]} size={0.2} />}
    </group>
  );
});

/** A servant pawn of a seat's colour, on its seat's mark. */
export function Pawn({ assets, seat, at, name, scale = 1, tip }: { assets: NefAssets; seat: number; at: Vec3; name: string; scale?: number; tip?: Tip }) {
  return <mesh name={name} {...tipOf(tip)} geometry={assets.pawns[seat % assets.pawns.length]} material={assets.pawnMats[seat % assets.pawnMats.length]} position={[at[0], at[1] + TOP, at[2]]} scale={scale * 1.4} castShadow />;
}
