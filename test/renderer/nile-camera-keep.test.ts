import { describe, expect, it } from 'vitest';
import { areaPoints } from '../../renderer/scenes/nile/camera';
import type { Crop } from '../../renderer/scenes/nile/cardArt';
import { fieldPose, namePos, seatFrames } from '../../renderer/scenes/nile/layout';

const fields = (o: Partial<Record<Crop, number>>): Record<Crop, number> => ({ P: 0, W: 0, L: 0, C: 0, F: 0, ...o });

describe('NILE camera: what it keeps of a seat\'s area', () => {
  const [, top] = seatFrames(2, 0);

  it('the ends of the row of fields and the name plate, with no field grown', () => {
    expect(areaPoints(top!, fields({ W: 1 }))).toEqual([fieldPose(top!, 'P', 0).p, fieldPose(top!, 'F', 0).p, namePos(top!)]);
  });

  it('also the last card of each field of two cards or more: the far end of a grown field', () => {
    const pts = areaPoints(top!, fields({ W: 4, C: 12 }));
    expect(pts).toContainEqual(fieldPose(top!, 'W', 3, 4).p);
    expect(pts).toContainEqual(fieldPose(top!, 'C', 11, 12).p);
    expect(pts).toHaveLength(5);
    // The seat across the table: its fields run away from the centre, toward the screen's top edge.
    const far = fieldPose(top!, 'W', 3, 4).p[2];
    expect(far).toBeLessThan(fieldPose(top!, 'W', 0).p[2] - 0.4);
  });
});
