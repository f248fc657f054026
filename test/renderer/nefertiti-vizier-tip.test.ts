import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA } from '../../engine/nefertiti/material/default-data';
import { characterTip } from '../../renderer/scenes/nefertiti/tips';

// The Vizier's card is the same under every `vizierEffect`; its tip must word the effect the match plays.
describe('Nefertiti: the Vizier tip follows the match option', () => {
  const line = (effect?: unknown) => characterTip(DEFAULT_DATA, 'vizier', effect).lines?.[0]?.values?.effect;
  it('words the variety effect by default and the stand-in when the match plays it', () => {
    expect(line(undefined)).toBe('vizier');
    expect(line('variety')).toBe('vizier');
    expect(line('standIn')).toBe('vizierStandIn');
  });
  it('leaves every other character its own sentence', () => {
    expect(characterTip(DEFAULT_DATA, 'oracle', 'standIn').lines?.[0]?.values?.effect).toBe('oracle');
  });
});
