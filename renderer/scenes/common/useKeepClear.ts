import type { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import * as THREE from 'three';
import { PROBES, setProbe } from '../../app/probes';
import { distanceOf, fitKeep, lookApart, type Keep, type Pose, type Rect } from './actionFraming';
import { overlayRects } from './overlays';

/** How often the HUD's lasting boxes are looked at (ms); a change counts once it has held for one more look. */
const LOOK_MS = 400;
/** How many of fitTo's answers are remembered (a refit asks for two: the table's framing and where the camera is). */
const ANSWERS_KEPT = 8;
/** The rig's farthest distance (CameraRig's maxDistance), less a little: a fitted pose the controls would clamp is no fit. */
const FAR = 29.5;

export interface KeepClear {
  /**
   * The pose for a framing kept clear of the HUD's boxes (all of them on a kiosk, the lasting ones else): itself when
   * already clear; null when it keeps nothing or no pose fits. What it keeps: `keep` (a shot's), else the table's own.
   */
  fit(own: Pose, lasting: boolean, keep?: Keep): Pose | null;
  /** The rig took `pose` for the table's framing `own` (outside the showcase): the pose the HUD's later changes are judged against. */
  placed(own: Pose, pose: Pose): void;
}

/**
 * Keeps a table's own framing clear of the HUD (actionFraming.ts `fitKeep`, `fitClear`): the framing's `keep` pieces whole on
 * screen and under no box. Outside the showcase it also follows the HUD while the camera rests where the rig put it,
 * at each render of the table and when the boxes change between renders: when its lasting boxes (the log grown or
 * opened, a final scoring shown) cover a kept piece, the camera moves clear again; when the table's own framing is clear
 * again, it goes back to it. A camera the player moved is theirs until the next framing.
 */
export function useKeepClear(ref: RefObject<CameraControls | null>, keep: Keep | undefined, following: boolean, smooth: boolean): KeepClear {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  const kept = useRef(keep);
  kept.current = keep;
  const last = useRef<{ own: Pose; pose: Pose } | null>(null);
  // The last answers, by everything they depend on: the table asks again at each of its renders, and a fit that
  // searches (a keep with pieces that do not all fit) costs milliseconds each time.
  const answers = useRef(new Map<string, { pose: Pose; clear: boolean }>());

  const fitTo = useCallback(
    (own: Pose, panels: readonly Rect[], k = kept.current): { pose: Pose; clear: boolean } => {
      const { width, height } = canvas.getBoundingClientRect();
      if (!k || k.points.length === 0 || !(camera instanceof THREE.PerspectiveCamera)) return { pose: own, clear: true };
      const key = JSON.stringify([own, panels, k, width, height, camera.fov]);
      const known = answers.current.get(key);
      if (known) return known;
      const f = fitKeep(own, k, { fov: camera.fov, width, height, panels, far: FAR });
      const answer = { pose: { target: f.target, position: f.position }, clear: f.fits };
      if (answers.current.size >= ANSWERS_KEPT) answers.current.clear();
      answers.current.set(key, answer);
      return answer;
    },
    [camera, canvas],
  );

  const fit = useCallback(
    (own: Pose, lasting: boolean, keep = kept.current): Pose | null => {
      if (!keep) return null;
      const f = fitTo(own, overlayRects(canvas, lasting), keep);
      return f.clear ? f.pose : null;
    },
    [fitTo, canvas],
  );

  const placed = useCallback((own: Pose, pose: Pose) => {
    last.current = { own, pose };
  }, []);

  // Moves the camera clear of `panels` if they now cover what it keeps (refit), while it rests where the rig put it.
  const follow = useCallback(
    (panels: readonly Rect[]) => {
      const was = last.current;
      const c = ref.current;
      if (!was || !c || !rests(c, was.pose)) return;
      const next = refit(was, panels, fitTo);
      if (!next || samePose(next, was.pose)) return;
      last.current = { own: was.own, pose: next };
      if (PROBES && smooth) setProbe('__rtCameraMoving', true);
      void c.setLookAt(...next.position, ...next.target, smooth);
      invalidate();
    },
    [ref, fitTo, smooth, invalidate],
  );

  // At each render of the table (a move shown, a panel opened): in the same task, so the camera has moved before
  // anyone reads where the pieces are.
  useEffect(() => {
    if (following && kept.current) follow(overlayRects(canvas, true));
  });

  // And between renders, for the HUD's own changes (the log growing, a panel's text): once they have held for a look.
  const keeping = keep !== undefined;
  useEffect(() => {
    if (!following || !keeping) return;
    let seen = '';
    let judged = '';
    const look = setInterval(() => {
      const panels = overlayRects(canvas, true);
      const sig = panels.map((r) => [r.x, r.y, r.width, r.height].map((v) => Math.round(v / 8)).join(',')).join(';');
      const held = sig === seen;
      seen = sig;
      if (!held || sig === judged) return;
      judged = sig;
      follow(panels);
    }, LOOK_MS);
    return () => clearInterval(look);
  }, [following, keeping, canvas, follow]);

  // One object while fit and placed stay: the rig re-applies its framing when this changes (CameraRig's effect).
  return useMemo(() => ({ fit, placed }), [fit, placed]);
}

const samePose = (a: Pose, b: Pose): boolean => a.target.every((v, i) => Math.abs(v - b.target[i]!) < 1e-4) && a.position.every((v, i) => Math.abs(v - b.position[i]!) < 1e-4);

/**
 * Where the camera goes when the HUD's boxes have changed: back to the table's own framing once that is clear; else it
 * holds a pose still clear, unless the own framing's nearest clear pose is clearly nearer or looks well aside of it
 * (the camera stepped back or slid for a box that has since shrunk: NILE's prompt, tall while a trade's cards are
 * picked, left the table small or cut in a corner for the rest of the turn), and leaves a covered one for the nearest
 * clear pose (null: stay). `fitTo` is fitKeep's answer for a pose against the boxes (exported for its test).
 */
export function refit(was: { own: Pose; pose: Pose }, panels: readonly Rect[], fitTo: (own: Pose, panels: readonly Rect[]) => { pose: Pose; clear: boolean }): Pose | null {
  const own = fitTo(was.own, panels);
  if (own.clear && samePose(own.pose, was.own)) return was.own;
  const here = fitTo(was.pose, panels);
  const nearer = own.clear && distanceOf(own.pose) < distanceOf(was.pose) / HOLD_BACK;
  const apart = own.clear && lookApart(own.pose, was.pose) > distanceOf(own.pose) * HOLD_SIDE;
  if (here.clear && samePose(here.pose, was.pose) && !nearer && !apart) return null;
  return own.clear ? own.pose : null;
}

/** How much farther back than the own framing's clear pose a clear pose may be and still be held… */
const HOLD_BACK = 1.1;
/** …and how far it may look aside from it (× its distance). */
const HOLD_SIDE = 0.15;


const end = { target: new THREE.Vector3(), position: new THREE.Vector3() };

/** The pose the controls are at or easing to. */
export function heading(c: CameraControls): Pose {
  c.getTarget(end.target, true);
  c.getPosition(end.position, true);
  return { target: end.target.toArray(), position: end.position.toArray() };
}

/** Whether the controls are at, or easing to, `pose` (a player who orbited or zoomed moved them elsewhere). */
function rests(c: CameraControls, pose: Pose): boolean {
  const h = heading(c);
  return Math.hypot(...h.target.map((v, i) => v - pose.target[i]!)) < 1e-3 && Math.hypot(...h.position.map((v, i) => v - pose.position[i]!)) < 1e-3;
}
