/**
 * When a seat's name plate fades out (renderer/scenes/common/usePanelFade.ts `plateHidden`): a corner off the screen
 * hides it on every table (a phone held upright cut Niagara's plate in half at the screen's edge); a corner under a
 * HUD panel hides it in the showcase only, where nobody moves the camera.
 */
import { describe, expect, it } from 'vitest';
import { plateHidden } from '../../renderer/scenes/common/usePanelFade';

const box = (x: number, y: number) => [
  { x, y },
  { x: x + 80, y },
  { x: x + 80, y: y + 16 },
  { x, y: y + 16 },
];
const LOG = [{ x: 300, y: 0, width: 90, height: 200 }];

describe('name plates: hidden when cut', () => {
  it('on screen and clear: shown', () => {
    expect(plateHidden(box(100, 300), 390, 844, LOG, true)).toBe(false);
  });
  it('partly off the screen: hidden, with or without the panels looked at', () => {
    expect(plateHidden(box(350, 450), 390, 844, [], false)).toBe(true);
    expect(plateHidden(box(-20, 450), 390, 844, LOG, true)).toBe(true);
    expect(plateHidden(box(100, 836), 390, 844, [], false)).toBe(true);
  });
  it('under a panel: hidden in the showcase only', () => {
    expect(plateHidden(box(260, 100), 390, 844, LOG, true)).toBe(true);
    expect(plateHidden(box(260, 100), 390, 844, LOG, false)).toBe(false);
  });
});
