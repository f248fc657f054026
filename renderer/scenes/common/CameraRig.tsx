import { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef, type RefObject } from 'react';
import { PROBES, setProbe } from '../../app/probes';
import { useCinematic } from './cinematic';
import { useCinematicFraming } from './useCinematicFraming';
import { useDirector } from './useDirector';
import { useFramingProbe } from './framingProbe';
import type { Keep, V3 } from './actionFraming';
import { useKeepClear } from './useKeepClear';

/** The showcase's camera eases quicker than a player's: it has to arrive while the move it frames is still playing. */
const DIRECTED_SMOOTH = 0.25;

/**
 * The table camera: frames whatever `target`/`position` say (the active player's area), smoothly unless motion is
 * reduced, and lets people orbit, pan and zoom; the next framing takes over again. In showcase mode (cinematic.ts
 * `enabled`) a camera director follows the action instead (useDirector.ts: it frames the pieces each move touches, clear of
 * the overlays), the camera takes the shots the table publishes, and when a shot's hold ends it comes back to the
 * director's framing (this one until the director has framed a move); `cinematic={false}` opts out. `keep` names what
 * the framing is for: the rig keeps it whole and clear of the HUD (useKeepClear.ts), and so does the director.
 */
export function CameraRig(props: { target: V3; position: V3; smooth: boolean; frameKey: string; cinematic?: boolean; keep?: Keep }) {
  const follow = props.cinematic ?? true;
  const { target, position, frameKey, shot, keep } = useCinematicFraming(props, follow);
  const smooth = props.smooth;
  const ref = useRef<CameraControls>(null);
  const showcase = useCinematic((s) => s.enabled) && follow;
  const keeper = useKeepClear(ref, props.keep, !showcase, smooth);
  const director = useDirector(ref, { target: props.target, position: props.position }, smooth, follow, keeper.fit);
  const invalidate = useThree((s) => s.invalidate);
  const first = useRef(true);
  // The framing is re-applied only when `frameKey` (or `smooth`) changes, not whenever a parent passes new arrays: a
  // re-render must not pull the camera back from where someone orbited it. The effect reads the latest framing here.
  const framing = useRef({ target, position, shot, keep });
  framing.current = { target, position, shot, keep };
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    const chosen = director.choose(framing.current);
    if (!chosen) return director.recheck();
    // Outside the showcase the table's own framing is kept clear of the HUD's lasting boxes (the director does it in
    // it), and in it a shot that says what it keeps is kept clear of every panel.
    const shotKeep = framing.current.shot ? framing.current.keep : undefined;
    const fitted = !showcase ? keeper.fit(chosen, true) : shotKeep ? keeper.fit(chosen, false, shotKeep) : null;
    const { target, position } = fitted ?? chosen;
    if (!showcase) keeper.placed(chosen, { target, position });
    const eased = smooth && !first.current;
    // Moving from now (its first frame may come later), until the camera rests; cleared by the events below.
    if (PROBES && eased) setProbe('__rtCameraMoving', true);
    void c.setLookAt(position[0], position[1], position[2], target[0], target[1], target[2], eased);
    first.current = false;
    // The stage draws on demand and a new framing starts no frame by itself: with nothing else moving the camera would
    // wait for the next pointer event (a phone's tutorial target stayed under its panel).
    invalidate();
    // A shot or the table's framing may leave the pieces moving now out of view: the director frames them again.
    director.recheck();
  }, [frameKey, smooth, invalidate, director, showcase, keeper]);
  useCameraMovingProbe(ref);
  useFramingProbe();
  return <CameraControls ref={ref} makeDefault minDistance={5} maxDistance={30} minPolarAngle={0.12} maxPolarAngle={1.3} smoothTime={showcase ? DIRECTED_SMOOTH : 0.45} draggingSmoothTime={0.12} />;
}

/** Publishes whether the camera is moving (`__rtCameraMoving`), so that a test taps a target only once it stays put. */
function useCameraMovingProbe(ref: RefObject<CameraControls | null>): void {
  useEffect(() => {
    const c = ref.current;
    if (!PROBES || !c) return;
    const moving = () => setProbe('__rtCameraMoving', true);
    const still = () => setProbe('__rtCameraMoving', false);
    c.addEventListener('wake', moving);
    c.addEventListener('rest', still);
    c.addEventListener('sleep', still);
    return () => {
      c.removeEventListener('wake', moving);
      c.removeEventListener('rest', still);
      c.removeEventListener('sleep', still);
      setProbe('__rtCameraMoving', undefined);
    };
  }, [ref]);
}
