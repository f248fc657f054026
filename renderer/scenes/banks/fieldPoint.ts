import { useThree } from '@react-three/fiber';
import { useMemo } from 'react';
import * as THREE from 'three';
import type { BanksLayout } from './layout';

/** Where a field's centre (or `tray:<seat>`, a tray's) is on the page now (CSS pixels), or null without a canvas on a page. */
export function useFieldPoint(L: BanksLayout, ids: readonly string[]): (id: string) => { x: number; y: number } | null {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  return useMemo(
    () => (id) => {
      const p = id.startsWith('tray:') ? L.trays[Number(id.slice(5))]?.centre : L.fields[ids.indexOf(id)];
      const el = gl.domElement as HTMLCanvasElement | undefined;
      if (!p || !el?.getBoundingClientRect) return null;
      const v = new THREE.Vector3(p[0], p[1] + 0.03, p[2]).project(camera);
      const r = el.getBoundingClientRect();
      return { x: r.left + ((v.x + 1) / 2) * r.width, y: r.top + ((1 - v.y) / 2) * r.height };
    },
    [camera, gl, L, ids],
  );
}
