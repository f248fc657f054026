/**
 * The one animation factor the tables play at (renderer/app/animPace.ts `animSpeed`): the animation-speed
 * setting, 0 for Instant and with reduced motion whatever the setting; the tutorial pause that follows the pace; and the
 * setting's stored value is checked.
 */
import { describe, expect, it } from 'vitest';
import { ANIM_PACE_NAMES, isAnimPace } from '../../renderer/app/settings';
import { animSpeed, paceFactor } from '../../renderer/app/animPace';
import { opponentPauseMs } from '../../renderer/tutorial/start';

describe('animation speed', () => {
  it('the setting sets the factor; Instant and reduced motion stop all motion', () => {
    expect(ANIM_PACE_NAMES.map((animPace) => animSpeed({ reduceMotion: false, animPace }))).toEqual([0.5, 1, 2, 0]);
    expect(ANIM_PACE_NAMES.map((animPace) => animSpeed({ reduceMotion: true, animPace }))).toEqual([0, 0, 0, 0]);
  });

  it("the tutorial's pause before an opponent's move follows the pace, reduced motion or not", () => {
    const pauses = ANIM_PACE_NAMES.map((animPace) => opponentPauseMs(paceFactor({ reduceMotion: true, animPace })));
    expect(pauses).toEqual([1400, 700, 350, 150]);
  });

  it('a stored value is one of the choices or falls back', () => {
    expect(ANIM_PACE_NAMES.every(isAnimPace)).toBe(true);
    for (const bad of ['turbo', '', 2, null, undefined, 'toString']) expect(isAnimPace(bad)).toBe(false);
  });
});
