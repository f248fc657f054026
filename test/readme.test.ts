import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../engine/games';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

describe('README stays in sync', () => {
  it.each(Object.values(games).map((g) => [g.id, g] as const))('lists every %s option and preset', (_id, g) => {
    for (const key of Object.keys(g.optionSchema)) expect(readme, `option ${key}`).toContain(`\`${key}\``);
    for (const p of g.presets) expect(readme, `preset ${p.id}`).toContain(`\`${p.id}\``);
  });

  it('shows every npm script it relies on', () => {
    for (const cmd of ['npm install', 'npm start', 'npm test', 'npm run typecheck', 'npm run sim', 'npm run replay', 'npm run bench']) {
      expect(readme).toContain(cmd);
    }
    for (const name of ['start', 'test', 'typecheck', 'sim', 'replay', 'bench']) expect(pkg.scripts).toHaveProperty(name);
  });

  it('documents every npm script of package.json', () => {
    for (const name of Object.keys(pkg.scripts)) {
      const cmd = name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`;
      expect(readme, cmd).toContain(cmd);
    }
  });
});
