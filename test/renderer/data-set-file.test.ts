/** The New Game screen's data-set file reader (renderer/ui/newGame/dataSetRead.ts, run in a worker): its replies. */
import { describe, expect, it } from 'vitest';
import { DATA_SET_FILE, DATA_SETS, dataSetText } from '../../engine/data-sets';
import { readDataSetOffThread } from '../../renderer/ui/newGame/openDataSet';
import { readDataSetSource } from '../../renderer/ui/newGame/dataSetRead';

describe('reading a data-set file for the New Game screen', () => {
  it('gives the set and its name, for a file or text', async () => {
    const text = dataSetText(DATA_SETS.banks!.defaults);
    const reply = await readDataSetSource({ game: 'banks', source: new Blob([text]) });
    expect(reply).toEqual({ ok: true, name: 'Spec reconstruction (Model A)', data: DATA_SETS.banks!.defaults });
    // Where no worker can start (here, in Node), the same reply comes from this thread.
    expect(await readDataSetOffThread({ game: 'banks', source: text })).toEqual(reply);
  });

  it("refuses a file over the cap by its size, before reading it, and names a bad field", async () => {
    const big = new Blob([' '.repeat(DATA_SET_FILE.maxChars + 1)]);
    expect(await readDataSetSource({ game: 'nefertiti', source: big })).toEqual({ ok: false, error: expect.stringMatching(/too large/) });
    const d = JSON.parse(dataSetText(DATA_SETS.banks!.defaults)) as { track: { spaces: unknown } };
    d.track.spaces = 'thirty';
    expect(await readDataSetSource({ game: 'banks', source: JSON.stringify(d) })).toEqual({ ok: false, error: expect.stringMatching(/^data\.track\.spaces: /) });
  });
});
