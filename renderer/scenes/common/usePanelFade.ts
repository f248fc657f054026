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

/** A point on the screen (page pixels from the canvas's top left). */
export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * Whether a plate whose corners stand at `corners` should not show: a corner off the canvas (half a name at the
 * screen's edge reads as a glitch; the players panel names every seat), or, with `panels` (the showcase), a corner
 * under one of `rects`.
 */
export function plateHidden(corners: readonly ScreenPoint[], width: number, height: number, rects: readonly Rect[], panels: boolean): boolean {
  return corners.some(({ x, y }) => x < 0 || y < 0 || x > width || y > height || (panels && rects.some((r) => x > r.x && x < r.x + r.width && y > r.y && y < r.y + r.height)));
}

/** The corners of a plane of `size` (its local x–y) as `camera` shows it on `canvas`. */
function screenCorners(mesh: THREE.Object3D, size: readonly [number, number], camera: THREE.Camera, width: number, height: number): ScreenPoint[] {
  return CORNERS.map(([u, v]) => {
    mesh.localToWorld(corner.set(u * size[0], v * size[1], 0)).project(camera);
    return { x: ((corner.x + 1) / 2) * width, y: ((1 - corner.y) / 2) * height };
  });
}

/**
 * A flat label on the table (a seat's name plate) partly off the screen fades out, and back in once the camera shows it
 * whole (a phone held upright cut Niagara's plate beside the board in half). In the showcase, one that a HUD panel
 * partly covers does too: half a name showing from under the log reads as a glitch, and the players panel names every
 * seat. A player's own table leaves a plate under a panel as it is: they move the camera themselves.
 */
export function usePanelFade(mesh: RefObject<THREE.Mesh | null>, material: RefObject<THREE.MeshBasicMaterial | null>, size: readonly [number, number]): void {
  const canvas = useThree((s) => s.gl.domElement);
  const look = useRef({ at: -Infinity, covered: false });
  // The canvas's size from the stage's own state: a DOM read per plate in the render loop could force a layout.
  useFrame(({ camera, invalidate, size: screen }, dt) => {
    const m = mesh.current;
    const mat = material.current;
    if (!m || !mat) return;
    const now = performance.now();
    if (now - look.current.at > LOOK_MS) {
      const cinematic = useCinematic.getState().enabled;
      const { width, height } = screen;
      // A canvas not laid out (no size yet, or none at all in Node) hides nothing.
      if (width > 0 && height > 0) look.current = { at: now, covered: plateHidden(screenCorners(m, size, camera, width, height), width, height, cinematic ? panels(canvas, now) : [], cinematic) };
      else look.current = { at: now, covered: false };
    }
    const target = look.current.covered ? 0 : 1;
    if (mat.opacity === target) return;
    mat.opacity = target > mat.opacity ? Math.min(target, mat.opacity + dt * FADE_PER_S) : Math.max(target, mat.opacity - dt * FADE_PER_S);
    m.visible = mat.opacity > 0;
    invalidate();
  });
}
