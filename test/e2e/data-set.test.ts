/**
 * The New Game screen's data set (An den Ufern des Nils, Nefertiti), in the browser: the standard set exported as a
 * download (the template's text), a bad file refused with the field named, an owner's set loaded by its name, and back
 * to the standard. That a loaded set reaches the match, its LAN guests, the journal and the record is tested at the
 * host (test/host/data-set-match.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_SETS, dataSetText } from '../../engine/data-sets';
import { e2eEnv, openHome, press } from './harness';

const env = e2eEnv();

describe('New Game: data set', () => {
  it('exports the standard set, refuses a bad file by its field, loads an owner’s set and goes back', async () => {
    const page = await openHome(env);
    await press(page, 'game-nefertiti');
    const name = page.locator('[data-testid="data-set-name"]');
    await expect.poll(() => name.textContent(), { timeout: 15_000 }).toBe('Standard (reconstructed)');

    const download = page.waitForEvent('download');
    await press(page, 'data-set-export');
    // The browser runs as a server of its own: the download is copied here to be read.
    const file = join(mkdtempSync(join(tmpdir(), 'rt-data-set-')), 'set.json');
    await (await download).saveAs(file);
    expect(readFileSync(file, 'utf8')).toBe(dataSetText(DATA_SETS.nefertiti!.defaults));
    rmSync(dirname(file), { recursive: true, force: true });

    const set = JSON.parse(dataSetText(DATA_SETS.nefertiti!.defaults)) as { name: string; markets: { stalls: { spaces: { value: unknown }[] }[] }[] };
    set.markets[0]!.stalls[1]!.spaces[4]!.value = 'nine';
    const input = page.locator('[data-testid="data-set-file"]');
    await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(set)) });
    await expect.poll(() => page.locator('[data-testid="data-set-error"]').textContent(), { timeout: 15_000 }).toMatch(/data\.markets\.0\.stalls\.1\.spaces\.4\.value/);

    set.markets[0]!.stalls[1]!.spaces[4]!.value = 9;
    set.name = 'My printed copy';
    await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(set)) });
    await expect.poll(() => name.textContent(), { timeout: 15_000 }).toBe('Loaded: My printed copy');
    expect(await page.locator('[data-testid="data-set-error"]').count()).toBe(0);
    await press(page, 'data-set-standard');
    await expect.poll(() => name.textContent(), { timeout: 15_000 }).toBe('Standard (reconstructed)');
  });
});
