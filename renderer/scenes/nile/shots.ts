import type { Shot } from '../common/cinematic';
import { CENTRE, type Vec3 } from './layout';

/**
 * The NILE table's cinematic shots (showcase mode follows them; normal play ignores them): the flood card turning,
 * a locust swarm, a field harvested into storage, a speculation paying out. The event functions publish them paced
 * (`PlayTable.shot`): hold times shrink with the animation speed so a shot never outlasts what it shows.
 */
export type NileShot = 'flood' | 'locust' | 'harvest' | 'speculation';

const BASE: Record<NileShot, { holdMs: number; priority: number }> = {
  locust: { holdMs: 2600, priority: 3 },
  flood: { holdMs: 2200, priority: 2 },
  speculation: { holdMs: 1800, priority: 1 },
  harvest: { holdMs: 1800, priority: 1 },
};

/** A close view of `target` from the near side of the table. */
const closeUp = (target: Vec3, height = 5.2, back = 4.6): Vec3 => [target[0] * 0.92, height, target[2] + back];

/** The shot of `kind`; `at`: where a harvest or a speculation happens. */
export function nileShot(kind: NileShot, at: Vec3 | null): Shot {
  const target: Vec3 = kind === 'flood' ? CENTRE.flood : kind === 'locust' ? [0, 0.3, -0.5] : (at ?? CENTRE.flood);
  const position = kind === 'flood' ? closeUp(target, 5.6, 4.4) : kind === 'locust' ? closeUp(target, 6.2, 5.6) : closeUp(target);
  const b = BASE[kind];
  return { id: `nile.${kind}`, target, position, holdMs: b.holdMs, priority: b.priority };
}
