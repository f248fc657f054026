import { keepPainted, usePainted } from '../common/painted';
import { TILE_PX, paintClosedTile, paintReserveTile } from './tileArt';

export type TileKind = 'reserve' | 'closed';

const PAINT: Record<TileKind, { paint: (ctx: CanvasRenderingContext2D) => void; edge: string }> = {
  reserve: { paint: paintReserveTile, edge: '#6e5530' },
  closed: { paint: paintClosedTile, edge: '#4e170f' },
};

/** A tile on a stall: a thin board with its painted face up (tileArt.ts), centred at `at`. */
export function Tile({ kind, at, size, thick }: { kind: TileKind; at: readonly [number, number, number]; size: readonly [number, number]; thick: number }) {
  const { paint, edge } = PAINT[kind];
  const face = usePainted(TILE_PX.w, TILE_PX.h, `nefertiti-tile:${kind}`, paint, { keep: tileKept(kind) });
  return (
    <group position={[at[0], at[1], at[2]]}>
      <mesh castShadow receiveShadow>
        <boxGeometry args={[size[0], thick, size[1]]} />
        <meshStandardMaterial color={edge} roughness={0.75} />
      </mesh>
      <mesh position={[0, thick / 2 + 0.001, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[size[0], size[1]]} />
        <meshStandardMaterial map={face ?? undefined} color={face ? '#ffffff' : edge} roughness={0.8} />
      </mesh>
    </group>
  );
}

const tileKept = (kind: TileKind): string => `nefertiti:tile:${kind}`;

/** Both tiles painted ahead (prepare.ts). */
export const tilesAhead = (): void => (['reserve', 'closed'] as const).forEach((k) => keepPainted(tileKept(k), TILE_PX.w, TILE_PX.h, PAINT[k].paint));
