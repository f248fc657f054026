import { useEffect, useState } from 'react';
import * as THREE from 'three';
import { createAtlas, type Atlas } from '../common/atlas';
import { domCanvas, type CanvasFactory } from '../common/canvas';
import { cardGeometry } from '../common/cardGeometry';
import { useAtlasRepaint } from '../common/useAtlasRepaint';
import { nilePainters } from './cardArt';

export interface CardNames {
  crops: Record<string, string>;
  speculation: string;
  locust: string;
}

export interface NileAssets {
  atlas: Atlas;
  /** Lit material for cards on the table. */
  card: THREE.MeshStandardMaterial;
  /** Unlit, exact-colour materials for the hand overlay. */
  hand: THREE.MeshBasicMaterial;
  handDim: THREE.MeshBasicMaterial;
  geometry(front: string, back?: string): THREE.BufferGeometry;
  dispose(): void;
}

export function createNileAssets(names: CardNames, makeCanvas: CanvasFactory = domCanvas): NileAssets {
  const atlas = createAtlas(nilePainters(names), { canvas: makeCanvas });
  const cache = new Map<string, THREE.BufferGeometry>();
  const card = new THREE.MeshStandardMaterial({ map: atlas.texture, roughness: 0.62, metalness: 0 });
  const hand = new THREE.MeshBasicMaterial({ map: atlas.texture, toneMapped: false });
  const handDim = new THREE.MeshBasicMaterial({ map: atlas.texture, toneMapped: false, color: '#6f6a66' });
  return {
    atlas,
    card,
    hand,
    handDim,
    geometry: (front, back = 'back') => cardGeometry(atlas, front, back, 'edge', cache),
    dispose() {
      for (const g of cache.values()) g.dispose();
      card.dispose();
      hand.dispose();
      handDim.dispose();
      atlas.dispose();
    },
  };
}

/** Assets for the current language; card titles are repainted when the language changes or the UI font loads. */
export function useNileAssets(names: CardNames): NileAssets {
  // Built once, with the names of the first render; later names only repaint the atlas (when their text changes).
  const [assets] = useState(() => createNileAssets(names));
  useAtlasRepaint(assets.atlas, JSON.stringify(names), () => nilePainters(names));
  useEffect(() => () => assets.dispose(), [assets]);
  return assets;
}
