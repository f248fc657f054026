import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PROBES, setProbe } from '../../app/probes';
import { useActing } from './acting';
import { sampleFraming } from './framingCheck';
import { overlayRects } from './overlays';

/**
 * `__rtFramingSample()`: the pieces acting now (acting.ts), projected from the scene's own positions with the live
 * camera onto the canvas, against the overlays over it (overlays.ts); null when nothing acts. The showcase soak and
 * the all-day bench sample it.
 */
export function useFramingProbe(): void {
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    if (!PROBES) return;
    setProbe('__rtFramingSample', () => {
      const acting = useActing.getState().acting;
      if (!acting) return null;
      const { width, height } = canvas.getBoundingClientRect();
      return sampleFraming(camera, acting.points, width, height, overlayRects(canvas));
    });
    return () => setProbe('__rtFramingSample', undefined);
  }, [camera, canvas]);
}
