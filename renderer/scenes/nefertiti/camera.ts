import { useThree } from '@react-three/fiber';
import type { Targets } from './choices';
import type { Keep } from '../common/actionFraming';
import { overviewCamera, overviewKeep, phoneCamera, type Layout, type Vec3 } from './layout';
import type { NefDisplay } from './model';
import { emphasisSpots } from './spots';

/** A portrait phone's view: the x the camera centres on, and whether the player chose it (their arrows). */
export interface PhoneView {
  x: number;
  panned: boolean;
}

/**
 * The camera: the overview on a wide screen. On a phone (a short or a narrow screen) the phone framing: portrait, two
 * markets wide around the view (`phoneView`), or, unless the player panned, centred on the emphasised targets (a
 * tutorial step's or a hint's), so they are on screen and clear of the panels at the top; landscape, its own framing.
 */
export function useTableCamera(layout: Layout, d: NefDisplay | null, targets: Targets | null, phone: PhoneView | null): { target: Vec3; position: Vec3; key: string; keep?: Keep } {
  const portrait = useThree((s) => s.size.width < s.size.height);
  // Rounded, so that a window resized by a pixel does not re-frame the camera.
  const aspect = useThree((s) => Math.round((s.size.width / Math.max(1, s.size.height)) * 20) / 20);
  if (!phone && !portrait) return { ...overviewCamera(aspect), key: `overview:${aspect}`, keep: overviewKeep(layout) };
  if (!portrait) return { ...phoneCamera(0, 0, false), key: 'phone-landscape' };
  // Once the player panned, their view holds (until the next decision).
  const spots = d && !phone?.panned ? emphasisSpots(layout, d, targets) : [];
  const mean = (k: 0 | 2) => spots.reduce((sum, s) => sum + s.at[k], 0) / spots.length;
  // Emphasised targets a little below the screen's middle: on a phone the HUD, the log row and the tutorial or hint
  // panel stack up at the top (ui/table/phone.css), the prompt and buttons take only the bottom. Else the chosen view.
  const [x, z] = spots.length > 0 ? [mean(0), mean(2) - 0.3] : [phone?.x ?? 0, -0.2];
  return { ...phoneCamera(x, z, true), key: `phone:${x.toFixed(2)}:${z.toFixed(2)}` };
}
