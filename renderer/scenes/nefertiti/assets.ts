import { useEffect, useMemo } from 'react';
import { useLatest } from '../../app/hooks';
import * as THREE from 'three';
import type { NefertitiData } from '../../../engine/nefertiti/material/schema';
import { createAtlas, type Atlas, type AtlasOptions } from '../common/atlas';
import { cardGeometry } from '../common/cardGeometry';
import { useAtlasRepaint } from '../common/useAtlasRepaint';
import { SEAT_PAINTS, markGeometry, type Mark } from '../common/marks';
import { nefertitiPainters, type CardTexts } from './cardArt';
import { servantGeometry } from './servant';
import { textsKept } from '../common/painted';
import { cardsKept } from './paintings';
import { disposeTiles, tileMaterials, type TileMaterials } from './Tile';

/** Everything the Nefertiti scene shares: the card atlas, card/coin/seal/pawn geometries and materials. */
export interface NefAssets {
  atlas: Atlas;
  card: THREE.MeshStandardMaterial;
  geometry(front: string): THREE.BufferGeometry;
  coin: THREE.BufferGeometry;
  gold: THREE.MeshStandardMaterial;
  seal: THREE.BufferGeometry;
  sealMat: THREE.MeshStandardMaterial;
  /** An empty stack's mark (a faint piece where coins or seals would lie), so its "0" is not a number on bare felt. */
  ghost: { coin: THREE.MeshStandardMaterial; seal: THREE.MeshStandardMaterial };
  /** The reserve and Market Closed tiles' painted faces and edges (Tile.tsx), shared by every market. */
  tiles: TileMaterials;
  /** Per seat: a servant standing on its seat's mark (circle, triangle, square…), so seats differ by shape too (servant.ts). */
  pawns: THREE.BufferGeometry[];
  /** The servants' shield rims (their geometry's second group). */
  servantRim: THREE.MeshStandardMaterial;
  /** Per seat: the score-track marker, a flat piece in the seat's mark. */
  trackMarkers: THREE.BufferGeometry[];
  pawnMats: THREE.MeshStandardMaterial[];
  dispose(): void;
}

/** A seat's score-track marker, a flat piece in its mark (a copy of the kept one). */
const trackMarker = (mark: Mark): THREE.BufferGeometry => markGeometry(mark, 0.12, 0.05);

/** Every seat's pawn and track marker, built ahead and kept (Nefertiti's `prepare`). */
export function preparePieces(): void {
  for (const p of SEAT_PAINTS) for (const g of [servantGeometry(p.mark), trackMarker(p.mark)]) g.dispose();
}

/** `o`: where the atlas is painted (kept pixels, paintings.ts, or a canvas of its own). */
export function createNefAssets(data: NefertitiData, texts: CardTexts, o: AtlasOptions = {}): NefAssets {
  const atlas = createAtlas(nefertitiPainters(data, texts), o);
  const cache = new Map<string, THREE.BufferGeometry>();
  const card = new THREE.MeshStandardMaterial({ map: atlas.texture, roughness: 0.62 });
  const coin = new THREE.CylinderGeometry(0.11, 0.11, 0.035, 18);
  const gold = new THREE.MeshStandardMaterial({ color: '#e0b43a', metalness: 0.55, roughness: 0.35 });
  const seal = new THREE.CylinderGeometry(0.1, 0.1, 0.04, 16);
  const sealMat = new THREE.MeshStandardMaterial({ color: '#b3261e', roughness: 0.45 });
  const faint = (color: string) => new THREE.MeshStandardMaterial({ color, roughness: 0.6, transparent: true, opacity: 0.3, depthWrite: false });
  const ghost = { coin: faint('#e0b43a'), seal: faint('#b3261e') };
  const tiles = tileMaterials();
  // Servants and markers in the app's seat colours and marks (the HUD and name plates use the same ones).
  const pawns = SEAT_PAINTS.map((p) => servantGeometry(p.mark));
  const servantRim = new THREE.MeshStandardMaterial({ color: '#2a1a0c', roughness: 0.5 });
  const trackMarkers = SEAT_PAINTS.map((p) => trackMarker(p.mark));
  const pawnMats = SEAT_PAINTS.map((p) => new THREE.MeshStandardMaterial({ color: p.colour, roughness: 0.5 }));
  return {
    atlas,
    card,
    geometry: (front) => cardGeometry(atlas, atlas.index[front] !== undefined ? front : 'back', 'back', 'edge', cache),
    coin,
    gold,
    seal,
    sealMat,
    ghost,
    tiles,
    pawns,
    servantRim,
    trackMarkers,
    pawnMats,
    dispose() {
      for (const g of cache.values()) g.dispose();
      for (const x of [card, gold, sealMat, ghost.coin, ghost.seal, servantRim, ...pawnMats, coin, seal, ...pawns, ...trackMarkers]) x.dispose();
      disposeTiles(tiles);
      atlas.dispose();
    },
  };
}

/**
 * Assets for this game's data, the atlas from the canvas kept for the data and the language `key` (paintings.ts: Home
 * may have painted it ahead); card titles are repainted when the language changes or the UI font has loaded.
 */
export function useNefAssets(data: NefertitiData, texts: CardTexts, key: string): NefAssets {
  // Built once per data set with the texts of the moment; later texts only repaint the atlas (when `key` says so).
  const latest = useLatest({ texts, key });
  const assets = useMemo(() => createNefAssets(data, latest.current.texts, { keep: textsKept(cardsKept(data), latest.current.key) }), [data, latest]);
  useAtlasRepaint(assets.atlas, key, () => nefertitiPainters(data, texts), cardsKept(data));
  useEffect(() => () => assets.dispose(), [assets]);
  return assets;
}
