import * as THREE from 'three';
import { keepPainted, paintedTexture } from '../common/painted';
import { TILE_PX, paintClosedTile, paintReserveTile } from './tileArt';

export type TileKind = 'reserve' | 'closed';

const PAINT: Record<TileKind, { paint: (ctx: CanvasRenderingContext2D) => void; edge: string }> = {
  reserve: { paint: paintReserveTile, edge: '#6e5530' },
  closed: { paint: paintClosedTile, edge: '#4e170f' },
};

const KINDS = ['reserve', 'closed'] as const;
const tileKept = (kind: TileKind): string => `nefertiti:tile:${kind}`;

/** Both tiles painted ahead (prepare.ts). */
export const tilesAhead = (): void => KINDS.forEach((k) => keepPainted(tileKept(k), TILE_PX.w, TILE_PX.h, PAINT[k].paint));

export type TileMaterials = Record<TileKind, { face: THREE.MeshStandardMaterial; edge: THREE.MeshStandardMaterial }>;

/** Each tile's painted face and its edge, made once for the scene (NefAssets): every market's tile shares them. */
export function tileMaterials(): TileMaterials {
  const make = (kind: TileKind) => {
    const map = paintedTexture(TILE_PX.w, TILE_PX.h, PAINT[kind].paint, { keep: tileKept(kind) });
    return {
      face: new THREE.MeshStandardMaterial({ map, color: map ? '#ffffff' : PAINT[kind].edge, roughness: 0.8 }),
      edge: new THREE.MeshStandardMaterial({ color: PAINT[kind].edge, roughness: 0.75 }),
    };
  };
  return { reserve: make('reserve'), closed: make('closed') };
}

/** Frees the tiles' materials and their painted faces. */
export function disposeTiles(t: TileMaterials): void {
  for (const k of KINDS) {
    t[k].face.map?.dispose();
    t[k].face.dispose();
    t[k].edge.dispose();
  }
}

/** A tile on a stall: a thin board with its painted face up (`look`: NefAssets' `tiles`), centred at `at`. */
export function Tile({ look, at, size, thick }: { look: TileMaterials[TileKind]; at: readonly [number, number, number]; size: readonly [number, number]; thick: number }) {
  const { face, edge } = look;
  return (
    <group position={[at[0], at[1], at[2]]}>
      <mesh material={edge} castShadow receiveShadow>
        <boxGeometry args={[size[0], thick, size[1]]} />
      </mesh>
      <mesh material={face} position={[0, thick / 2 + 0.001, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[size[0], size[1]]} />
      </mesh>
    </group>
  );
}
