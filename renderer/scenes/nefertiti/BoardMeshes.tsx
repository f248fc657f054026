import { useEffect, useMemo } from 'react';
import { toplessBox } from '../common/hiddenFaces';
import { useDisposable } from '../common/useDisposable';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { paintedTexture } from '../common/painted';
import { boardSizePx, paintBoard, paintMemphis, type BoardTexts } from './boardArt';
import { BOARD, type Layout } from './layout';
import { boardKept } from './paintings';

/**
 * The main board: a slab, its top painted from the data (river, track, slots, stalls and their rules), from the canvas
 * kept for the data and the language `textKey` (paintings.ts: Home may have painted it ahead). Repainted when `texts`
 * changes: pass a memoized object (a new one per language).
 */
export function Board({ data, layout, texts, textKey }: { data: NefertitiData; layout: Layout; texts: BoardTexts; textKey: string }) {
  const tex = useMemo(() => {
    const [w, h] = boardSizePx();
    return paintedTexture(w, h, (ctx) => paintBoard(ctx, data, layout, texts), { anisotropy: 8, keep: boardKept(data, textKey) });
  }, [data, layout, texts, textKey]);
  useEffect(() => () => tex?.dispose(), [tex]);
  const w = BOARD.x1 - BOARD.x0;
  const d = BOARD.z1 - BOARD.z0;
  const slab = useDisposable(() => toplessBox(w, BOARD.y, d), [w, d]);
  return (
    <group name="board">
      <mesh name="board-base" position={[(BOARD.x0 + BOARD.x1) / 2, BOARD.y / 2, (BOARD.z0 + BOARD.z1) / 2]} geometry={slab} castShadow receiveShadow>
        <meshStandardMaterial color="#6b4423" roughness={0.8} />
      </mesh>
      <mesh name="board-top" position={[(BOARD.x0 + BOARD.x1) / 2, BOARD.y + 0.001, (BOARD.z0 + BOARD.z1) / 2]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[w, d]} />
        <meshStandardMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#d9b880'} roughness={0.85} />
      </mesh>
    </group>
  );
}

/** Memphis port (expansion): a small board of its own beside the main one. */
export function MemphisBoard({ layout, texts }: { layout: Layout; texts: BoardTexts }) {
  const mem = layout.memphis;
  const tex = useMemo(() => (mem ? paintedTexture(540, 300, (ctx) => paintMemphis(ctx, layout, texts, 540, 300), { anisotropy: 8 }) : null), [mem, layout, texts]);
  useEffect(() => () => tex?.dispose(), [tex]);
  if (!mem) return null;
  return (
    <group name="memphis-board">
      <mesh position={[mem.centre[0], BOARD.y / 2, mem.centre[2]]} castShadow receiveShadow>
        <boxGeometry args={[mem.size[0], BOARD.y, mem.size[1]]} />
        <meshStandardMaterial color="#6b4423" roughness={0.8} />
      </mesh>
      <mesh position={[mem.centre[0], BOARD.y + 0.001, mem.centre[2]]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
        <planeGeometry args={[mem.size[0] - 0.04, mem.size[1] - 0.04]} />
        <meshStandardMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#d9b880'} roughness={0.85} />
      </mesh>
    </group>
  );
}
