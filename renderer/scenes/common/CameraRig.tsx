import { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { useCinematicFraming } from './useCinematicFraming';

type V3 = [number, number, number];

/**
 * The table camera: frames whatever `target`/`position` say (the active player's area), smoothly unless motion is
 * reduced, and lets people orbit, pan and zoom; the next framing takes over again. In showcase mode (cinematic.ts
 * `enabled`) it follows the shots the table publishes and comes back to this framing when a shot's hold ends;
 * `cinematic={false}` opts out.
 */
export function CameraRig(props: { target: V3; position: V3; smooth: boolean; frameKey: string; cinematic?: boolean }) {
  const { target, position, frameKey } = useCinematicFraming(props, props.cinematic ?? true);
  const smooth = props.smooth;
  const ref = useRef<CameraControls>(null);
  const invalidate = useThree((s) => s.invalidate);
  const first = useRef(true);
  // The framing is re-applied only when `frameKey` (or `smooth`) changes, not whenever a parent passes new arrays: a
  // re-render must not pull the camera back from where someone orbited it. The effect reads the latest framing here.
  const framing = useRef({ target, position });
  framing.current = { target, position };
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    const { target, position } = framing.current;
    void c.setLookAt(position[0], position[1], position[2], target[0], target[1], target[2], smooth && !first.current);
    first.current = false;
    // The stage draws on demand and a new framing starts no frame by itself: with nothing else moving the camera would
    // wait for the next pointer event (a phone's tutorial target stayed under its panel).
    invalidate();
  }, [frameKey, smooth, invalidate]);
  return <CameraControls ref={ref} makeDefault minDistance={5} maxDistance={30} minPolarAngle={0.12} maxPolarAngle={1.3} smoothTime={0.45} draggingSmoothTime={0.12} />;
}
