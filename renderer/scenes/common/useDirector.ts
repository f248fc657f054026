import type { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import * as THREE from 'three';
import { useActing, type Acting } from './acting';
import { centreInClear, frameAction, type Pose, type V3 } from './actionFraming';
import { useCinematic } from './cinematic';
import { sampleFraming } from './framingCheck';
import { overlayRects } from './overlays';
import { heading, type KeepClear } from './useKeepClear';

export interface Director {
  /** The director's last framing (null: none yet, or not in showcase mode). */
  directed: RefObject<Pose | null>;
  /** Checks the acting pieces against the framing the camera has just taken, and frames them if they are out of view. */
  recheck(): void;
  /**
   * The pose the rig takes for a framing (`shot`: a cinematic shot's, else the table's own): outside showcase mode the
   * framing itself; in it, a shot only if it keeps the acting pieces in view (null: stay), and instead of the table's
   * own framing the director's last one.
   */
  choose(f: Pose & { shot: boolean }): Pose | null;
}

/** Motion shorter than this (wall seconds) is over before an ease would arrive: the camera cuts instead. */
const CUT_BELOW = 0.35;
/** How long an ease takes to bring the pieces into view (ms; about 2.5 × the rig's showcase smoothing time). */
const ARRIVE_MS = 600;
/** Pieces that acted this recently are kept in a new framing when they fit with it, so the next move is likely in view already. */
const RECENT_MS = 3000;
/** Pixels the pieces must keep from the screen's and the panels' edges for the framing in place to count as good. */
const HOLD_MARGIN = 12;
/** The acting pieces' size around their points (world units; a card, a marker, a canoe). */
const RADIUS = 0.5;

/**
 * The showcase's camera director (only while `useCinematic.enabled`): for every new set of acting pieces (acting.ts) it checks
 * the framing the camera is at or heading for (the table's own, a cinematic shot or its own last one) and holds it
 * while every piece is in view and clear of the overlays; when one is not, it frames the set, with the recent pieces
 * when they fit too (actionFraming.ts, from the table's own angle), easing there, or cutting when the motion is quicker
 * than an ease or motion is reduced. The rig asks it which framing to take (`choose`) and tells it when it took one
 * (`recheck`).
 */
export function useDirector(ref: RefObject<CameraControls | null>, own: Pose, smooth: boolean, follow: boolean, fit: KeepClear['fit']): Director {
  const enabled = useCinematic((s) => s.enabled) && follow;
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  const directed = useRef<Pose | null>(null);
  const recent = useRef<{ points: V3[]; at: number }[]>([]);
  const view = useRef(own);
  view.current = own;

  const direct = useCallback(
    (acting: Acting | null): 'hold' | 'cut' | 'ease' => {
      const c = ref.current;
      if (!c || !acting || !(camera instanceof THREE.PerspectiveCamera)) return 'hold';
      const now = performance.now();
      recent.current = [...recent.current.filter((r) => now - r.at < RECENT_MS), { points: acting.points, at: now }];
      const { width, height } = canvas.getBoundingClientRect();
      if (width <= 0 || height <= 0 || shows(heading(c), camera, acting.points, canvas)) return 'hold';
      const panels = overlayRects(canvas);
      const { target, position } = view.current;
      const input = { radius: RADIUS, fov: camera.fov, width, height, panels, view: [target[0] - position[0], target[1] - position[1], target[2] - position[2]] as V3 };
      const together = frameAction({ ...input, points: recent.current.flatMap((r) => r.points) });
      const pose = together.fits ? together : frameAction({ ...input, points: acting.points });
      directed.current = { target: pose.target, position: pose.position };
      const cut = !smooth || acting.wall < CUT_BELOW;
      void c.setLookAt(...pose.position, ...pose.target, !cut);
      // A cut takes effect now, not at the next frame: the camera is where the director put it while the pieces move.
      if (cut) c.update(0);
      invalidate();
      return cut ? 'cut' : 'ease';
    },
    [ref, camera, canvas, smooth, invalidate],
  );

  useEffect(() => {
    if (!enabled) {
      directed.current = null;
      return;
    }
    return useActing.subscribe((s, prev) => {
      // Pieces about to fly: framed first, and they wait for an easing camera (Motion.fly).
      if (s.cue && s.cue !== prev.cue && direct(s.cue) === 'ease') useActing.getState().arrive(performance.now() + ARRIVE_MS);
      if (s.acting && s.acting !== prev.acting) direct(s.acting);
    });
  }, [enabled, direct]);

  const recheck = useCallback(() => {
    if (enabled) direct(moving());
  }, [enabled, direct]);
  const choose = useCallback(
    (f: Pose & { shot: boolean }): Pose | null => {
      if (!enabled) return f;
      // Until it has framed a move, the table's own framing kept clear of the panels (useKeepClear), or where the
      // table keeps nothing or nothing fits, centred in what the panels leave clear.
      if (!f.shot) return directed.current ?? fit(f, false) ?? centred(f, camera, canvas);
      const acting = moving();
      // A shot that would lose the pieces moving now is not taken (the camera would go there and straight back).
      return !acting || !(camera instanceof THREE.PerspectiveCamera) || shows(f, camera, acting.points, canvas) ? f : null;
    },
    [enabled, camera, canvas, fit],
  );
  return useMemo(() => ({ directed, recheck, choose }), [recheck, choose]);
}

/** The pieces moving now, or about to (their flights wait for the camera). */
function moving(): Acting | null {
  const s = useActing.getState();
  return s.acting ?? s.cue;
}

/** The table's own framing moved sideways into the part of the canvas the panels leave clear (actionFraming.ts). */
function centred(pose: Pose, camera: THREE.Camera, canvas: HTMLCanvasElement): Pose {
  const { width, height } = canvas.getBoundingClientRect();
  if (!(camera instanceof THREE.PerspectiveCamera) || width <= 0 || height <= 0) return pose;
  return centreInClear(pose, { fov: camera.fov, width, height, panels: overlayRects(canvas) });
}

/** Whether a camera like `camera` at `pose` shows every point on screen and clear of the panels (with the hold margin). */
function shows(pose: Pose, camera: THREE.PerspectiveCamera, points: readonly V3[], canvas: HTMLCanvasElement): boolean {
  const { width, height } = canvas.getBoundingClientRect();
  const at = camera.clone();
  at.position.set(...pose.position);
  at.lookAt(...pose.target);
  return sampleFraming(at, points, width, height, overlayRects(canvas), HOLD_MARGIN).framed;
}
