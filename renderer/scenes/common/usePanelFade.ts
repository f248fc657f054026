import { useFrame, useThree } from '@react-three/fiber';
import { useRef, type RefObject } from 'react';
import * as THREE from 'three';
import type { Rect } from './actionFraming';
import { useCinematic } from './cinematic';
import { overlayRects } from './overlays';

/** How often a plate looks at the panels again (ms): the camera eases over about 600 ms. */
const LOOK_MS = 200;
/** Opacity per second while a plate fades. */
const FADE_PER_S = 4;

let cached: { at: number; canvas: HTMLCanvasElement | null; rects: Rect[] } = { at: -Infinity, canvas: null, rects: [] };
/** The panels' boxes, read at most once per LOOK_MS for every plate of the page (each read measures the DOM). */
function panels(canvas: HTMLCanvasElement, now: number): Rect[] {
  if (cached.canvas !== canvas || now - cached.at > LOOK_MS) cached = { at: now, canvas, rects: overlayRects(canvas) };
  return cached.rects;
}

const corner = new THREE.Vector3();
const CORNERS = [
  [-0.5, -0.5],
  [0.5, -0.5],
  [0.5, 0.5],
  [-0.5, 0.5],
] as const;

/** Whether a panel covers any corner of a plane of `size` (its local x–y) as `camera` shows it on `canvas`. */
function underPanel(mesh: THREE.Object3D, size: readonly [number, number], camera: THREE.Camera, canvas: HTMLCanvasElement, rects: readonly Rect[]): boolean {
  const { width, height } = canvas.getBoundingClientRect();
  return CORNERS.some(([u, v]) => {
    mesh.localToWorld(corner.set(u * size[0], v * size[1], 0)).project(camera);
    const x = ((corner.x + 1) / 2) * width;
    const y = ((1 - corner.y) / 2) * height;
    return rects.some((r) => x > r.x && x < r.x + r.width && y > r.y && y < r.y + r.height);
  });
}

/**
 * In the showcase, a flat label on the table (a seat's name plate) that a HUD panel partly covers fades out, and back
 * in once clear: half a name showing from under the log reads as a glitch, and the players panel names every seat.
 * Outside the showcase it stays as it is.
 */
export function usePanelFade(mesh: RefObject<THREE.Mesh | null>, material: RefObject<THREE.MeshBasicMaterial | null>, size: readonly [number, number]): void {
  const canvas = useThree((s) => s.gl.domElement);
  const look = useRef({ at: -Infinity, covered: false });
  useFrame(({ camera, invalidate }, dt) => {
    const m = mesh.current;
    const mat = material.current;
    if (!m || !mat) return;
    const now = performance.now();
    if (!useCinematic.getState().enabled) look.current.covered = false;
    else if (now - look.current.at > LOOK_MS) look.current = { at: now, covered: underPanel(m, size, camera, canvas, panels(canvas, now)) };
    const target = look.current.covered ? 0 : 1;
    if (mat.opacity === target) return;
    mat.opacity = target > mat.opacity ? Math.min(target, mat.opacity + dt * FADE_PER_S) : Math.max(target, mat.opacity - dt * FADE_PER_S);
    m.visible = mat.opacity > 0;
    invalidate();
  });
}
