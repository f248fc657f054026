import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../app/hooks';
import * as THREE from 'three';
import { createAtlas, domCanvas, type Atlas, type CanvasFactory } from '../common/atlas';
import { cardGeometry } from '../common/cardGeometry';
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
  const atlas = createAtlas(nilePainters(names), makeCanvas);
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
  const latestNames = useLatest(names);
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    if (typeof document === 'undefined' || !document.fonts) return;
    let live = true;
    // 'A◆': a letter and a crop glyph, so both the letters' face and the symbols' face (fonts.css) are loaded.
    void Promise.all([document.fonts.load('700 28px "River Tables UI"', 'A◆'), document.fonts.load('400 18px "River Tables UI"', 'A◆')])
      .catch(() => undefined)
      .then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, []);
  const key = JSON.stringify(names);
  // The atlas was just painted with these names: on mount, repainting (and uploading) it again only delayed the first frame.
  const painted = useRef(`${key}|${fontsReady}`);
  useEffect(() => {
    if (painted.current === `${key}|${fontsReady}`) return;
    painted.current = `${key}|${fontsReady}`;
    assets.atlas.repaint(nilePainters(latestNames.current));
  }, [assets, latestNames, key, fontsReady]);
  useEffect(() => () => assets.dispose(), [assets]);
  return assets;
}
