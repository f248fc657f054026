/**
 * A data set loaded on the New Game screen (options.data) reaches everything a match is: LAN guests' views, the saved
 * game (the host's journal, restored after a restart) and the match record, which replays with it.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/core/record';
import { games } from '../../engine/games';
import type { NefertitiState, NefertitiView } from '../../engine/nefertiti';
import { DATA_SETS, dataSetText, readDataSet } from '../../engine/data-sets';
import { NodeHost } from '../../electron/host/node-host';
import { closeAfterEach, tempDir, waitFor } from './helpers';

const opened = closeAfterEach();

/** An owner's set as the screen sends it: the standard set, renamed, with one stall value changed, read as a file. */
function ownersSet(): { name: string } {
  const d = JSON.parse(dataSetText(DATA_SETS.nefertiti!.defaults)) as { name: string; markets: { stalls: { spaces: { value: number }[] }[] }[] };
  d.name = 'My printed copy';
  d.markets[0]!.stalls[0]!.spaces[7]!.value = 9;
  return readDataSet('nefertiti', JSON.stringify(d));
}

describe('a loaded data set in a match', () => {
  it('reaches a LAN guest, the journal and the record', async () => {
    const tmp = tempDir('rt-dataset-');
    opened.atEnd(() => tmp.remove());
    const th = await opened.host({ journalDir: tmp.dir });
    const creator = await opened.client(th.url);
    const data = ownersSet();
    const m = await creator.client.create({ game: 'nefertiti', players: 2, options: { data }, seats: [{ kind: 'human' }, { kind: 'human' }], lan: true });
    await creator.client.join({ id: m.id }, 0);
    const guest = await opened.client(th.url);
    await guest.client.join({ id: m.id }, 1);
    const seen = await waitFor(guest, () => guest.client.snapshot(m.id, 1)?.view, "the guest's view");
    expect((seen as NefertitiView).data.name).toBe('My printed copy');
    expect((seen as NefertitiView).data.markets[0]!.stalls[0]!.spaces[7]!.value).toBe(9);
    // One move, so the journal and the record hold an action played on the owner's board.
    const seat = (await waitFor(creator, () => (creator.client.snapshot(m.id, 0)?.toAct.length ? creator.client.snapshot(m.id, 0) : null), 'a turn')).toAct[0]!;
    const mover = seat === 0 ? creator : guest;
    const legal = await waitFor(mover, () => (mover.client.snapshot(m.id, seat)?.legal?.length ? mover.client.snapshot(m.id, seat)!.legal : null), 'legal moves');
    await mover.client.actAndWait(m.id, seat, legal[0]!);

    const record = structuredClone(th.host.recordOf(m.id)!);
    expect(record.options.data).toEqual(data);
    expect(record.actions).toHaveLength(1);
    expect(replay<NefertitiState>(games, record).final.data.name).toBe('My printed copy');
    await th.close();

    // The saved game: a new host on the same journal restores the match with the owner's set.
    const again = new NodeHost({ journalDir: tmp.dir, bots: { size: 1 } });
    opened.closeLater(again);
    expect(again.restore().restored).toEqual([m.id]);
    expect(again.recordOf(m.id)!.options.data).toEqual(data);
    expect(replay<NefertitiState>(games, again.recordOf(m.id)!).final.data.markets[0]!.stalls[0]!.spaces[7]!.value).toBe(9);
  });
});
