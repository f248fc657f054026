import { useEffect } from 'react';
import * as THREE from 'three';
import { useKeyed } from '../../app/hooks';
import { useStageLevel } from './stageLevel';
import { surfaceMaps, type Relief, type SurfaceMaps } from './surfaceMaps';
import { PAPER_RELIEF } from './textures';

/**
 * A relief's maps while the stage draws above low (null at low: its Lambert twins ignore them, and low keeps its
 * budget), freed with the component or when the level drops. `repeat` overrides the relief's tiling.
 */
export function useRelief(relief: Relief, repeat: [number, number] = relief.repeat): SurfaceMaps | null {
  const level = useStageLevel();
  const [u, v] = repeat;
  const maps = useKeyed(() => (level === 'low' ? null : surfaceMaps({ ...relief, repeat: [u, v] })), [level, relief, u, v]);
  useEffect(
    () => () => {
      maps?.normalMap.dispose();
      maps?.roughnessMap.dispose();
    },
    [maps],
  );
  return maps;
}

/** What a painted board's material takes from usePaintedBoard (spread it into `<meshStandardMaterial>`). */
export interface PaintedBoardProps {
  roughness: number;
  metalness: number;
  normalMap: THREE.Texture | null;
  roughnessMap: THREE.Texture | null;
  normalScale: THREE.Vector2;
}

const BOARD_NORMAL = new THREE.Vector2(0.6, 0.6);

/**
 * The shared painted-board surface: paper fibre and the brush's unevenness (a subtle normal map and a roughness map
 * between matte paint and a little sheen) under a board's own painting. A board scene adopts it with
 * `const board = usePaintedBoard([8, 6]); <meshStandardMaterial map={art} {...board} />` (the repeat: about one tile
 * per 15 cm of board, its map's uv being the board's 0..1). At low it adds nothing (plain roughness 0.85).
 */
export function usePaintedBoard(repeat: [number, number] = PAPER_RELIEF.repeat): PaintedBoardProps {
  const maps = useRelief(PAPER_RELIEF, repeat);
  return { roughness: maps ? 1 : 0.85, metalness: 0, normalMap: maps?.normalMap ?? null, roughnessMap: maps?.roughnessMap ?? null, normalScale: BOARD_NORMAL };
}
