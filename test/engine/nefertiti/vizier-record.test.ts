import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../engine/ai/random';
import { playGame, type Bot } from '../../../engine/core/play';
import { replay, type MatchRecord } from '../../../engine/core/record';
import { games } from '../../../engine/games';
import { nefertiti, type NefertitiState } from '../../../engine/nefertiti';

/** A random bot that plays the Vizier whenever it may (so the record holds a Vizier scoring). */
const vizierFirst: Bot = (input) => input.legal.find((a) => a.type === 'character' && 'character' in a && a.character === 'vizier') ?? randomBot(input);

/** A record of rules version 1 (Vizier stand-in by default then): played with the stand-in, which it did not name. */
function versionOneRecord(): { record: MatchRecord; final: NefertitiState } {
  for (let i = 0; ; i++) {
    const g = playGame<NefertitiState>(nefertiti, { players: 3, seed: `vz${i}`, options: { vizierEffect: 'standIn' }, bots: [vizierFirst, vizierFirst, vizierFirst] });
    const played = g.record.actions.some(({ action }) => action.type === 'chooseType');
    if (!played) continue;
    const { vizierEffect: _standIn, ...options } = g.record.options;
    return { record: { ...g.record, version: '1', options }, final: g.final };
  }
}

describe('Nefertiti rules version 2 (the Vizier default changed)', () => {
  const old = versionOneRecord();

  it('replays a version 1 record with the stand-in it was played with', () => {
    const r = replay<NefertitiState>(games, old.record);
    expect(r.final.options.vizierEffect).toBe('standIn');
    expect(r.final.ps.map((p) => p.score)).toEqual(old.final.ps.map((p) => p.score));
    expect(JSON.stringify(r.final)).toBe(JSON.stringify(old.final));
  });

  it('plays a version 2 record without the option by the variety table', () => {
    const r = replay<NefertitiState>(games, { ...old.record, version: '2', actions: [] });
    expect(r.final.options.vizierEffect).toBe('variety');
    // The stand-in's type choice does not exist under the table: the old actions do not fit the new default.
    expect(() => replay(games, { ...old.record, version: '2' })).toThrow(/cannot be replayed/);
  });

  it('an old record that named an effect keeps it; an unknown version is still refused', () => {
    const named = replay<NefertitiState>(games, { ...old.record, options: { ...old.record.options, vizierEffect: 'removed' }, actions: [] });
    expect(named.final.options.vizierEffect).toBe('removed');
    expect(() => replay(games, { ...old.record, version: '0' })).toThrow(/version/);
  });
});
