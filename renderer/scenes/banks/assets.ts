import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { createAtlas, type Atlas, type AtlasOptions } from '../common/atlas';
import { cardGeometry } from '../common/cardGeometry';
import { banksPainters } from './art';

/** Cards of this table: one atlas texture, one material, a cached geometry per (front, back) pair. */
export interface BanksAssets {
  atlas: Atlas;
  card: THREE.MeshStandardMaterial;
  geometry(front: string, back?: string): THREE.BufferGeometry;
  dispose(): void;
}

/** The cards' atlas: fixed faces (no text), so its canvas is painted once per page and kept (createAtlas `keep`). */
export const cardAtlas = (o: AtlasOptions = { keep: 'banks:cards' }): Atlas => createAtlas(banksPainters(), o);

export function createBanksAssets(o?: AtlasOptions): BanksAssets {
  const atlas = cardAtlas(o);
  const cache = new Map<string, THREE.BufferGeometry>();
  const card = new THREE.MeshStandardMaterial({ map: atlas.texture, roughness: 0.6, metalness: 0 });
  return {
    atlas,
    card,
    geometry: (front, back = 'back') => cardGeometry(atlas, front, back, 'edge', cache),
    dispose() {
      for (const g of cache.values()) g.dispose();
      card.dispose();
      atlas.dispose();
    },
  };
}

/** Assets for the table's lifetime, disposed on unmount (the card art has no text: nothing to repaint). */
export function useBanksAssets(): BanksAssets {
  const assets = useMemo(() => createBanksAssets(), []);
  useEffect(() => () => assets.dispose(), [assets]);
  return assets;
}
