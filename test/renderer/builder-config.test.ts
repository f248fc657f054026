/**
 * electron-builder cannot package here (no Electron or tool-set download), so its configuration is validated the
 * way electron-builder itself does before a build: app-builder-lib's schema, plus the choices the issue asks for.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const require = createRequire(join(root, 'package.json'));

/** The parts of electron-builder's resolved configuration this test reads. */
interface BuilderConfig {
  linux: { target: unknown[]; icon: string };
  win: { target: unknown[]; icon: string };
  mac: { target: unknown[]; icon: string };
  extraMetadata: { main: string };
  asar: unknown;
  electronFuses: unknown;
  files: unknown;
}

describe('electron-builder.yml', () => {
  it('passes electron-builder\'s own configuration validation and asks for the right targets and fuses', async () => {
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      getConfig: (dir: string, path: string | null, fromOptions: unknown) => Promise<BuilderConfig>;
      validateConfiguration: (c: unknown, log: { isEnabled: boolean; add(): void }) => Promise<void>;
    };
    const config = await getConfig(root, 'electron-builder.yml', null);
    await expect(validateConfiguration(config, { isEnabled: false, add() {} })).resolves.toBeUndefined();

    const targets = (t: unknown[]) => t.map((x) => (typeof x === 'string' ? x : (x as { target: string }).target));
    expect(targets(config.linux.target)).toEqual(['AppImage', 'deb']);
    expect(targets(config.win.target)).toEqual(['nsis']);
    expect(targets(config.mac.target)).toEqual(['dmg']);
    expect(config.extraMetadata.main).toBe('out/main/main.js');
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toMatchObject({ runAsNode: false, enableNodeOptionsEnvironmentVariable: false, onlyLoadAppFromAsar: true, enableEmbeddedAsarIntegrityValidation: true, grantFileProtocolExtraPrivileges: false, enableCookieEncryption: true });
    for (const p of ['linux', 'win', 'mac'] as const) expect(existsSync(join(root, config[p].icon))).toBe(true);
    expect(JSON.stringify(config.files)).toContain('out/**/*');
  });

  it('a bad key is caught by the same validation (the check is real)', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as { validateConfiguration: (c: unknown, log: unknown) => Promise<void> };
    await expect(validateConfiguration({ linux: { targett: 'deb' } }, { isEnabled: false, add() {} })).rejects.toThrow(/configuration.linux|targett/);
  });
});
