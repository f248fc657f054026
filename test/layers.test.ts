/**
 * The layers of docs/ARCHITECTURE.md, checked against the imports themselves: which folder may import which, and no
 * import cycle anywhere (type-only imports count: a cycle of types is still two files that cannot be read apart). An
 * on-demand `import()` counts for the layers but not for cycles: it names a chunk that loads later, once both files are
 * read — so the game registry may name each game's table, whose parts read their game's words from the registry.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const SOURCE_DIRS = ['engine', 'protocol', 'host', 'client', 'electron', 'renderer'];

/** Layer of a repository path: the first rule whose prefix matches (most specific first). */
const LAYERS: { layer: string; prefix: string; mayImport: string[] }[] = [
  { layer: 'engine/core', prefix: 'engine/core/', mayImport: ['engine/core'] },
  { layer: 'engine/ai', prefix: 'engine/ai/', mayImport: ['engine/core', 'engine/ai'] },
  { layer: 'engine', prefix: 'engine/', mayImport: ['engine/core', 'engine/ai', 'engine'] },
  { layer: 'protocol', prefix: 'protocol/', mayImport: ['engine/core', 'protocol'] },
  { layer: 'host', prefix: 'host/', mayImport: ['engine/core', 'engine/ai', 'engine', 'protocol', 'host'] },
  { layer: 'client', prefix: 'client/', mayImport: ['engine/core', 'protocol', 'client'] },
  { layer: 'electron/host', prefix: 'electron/host/', mayImport: ['engine/core', 'engine/ai', 'engine', 'protocol', 'host', 'electron/host'] },
  { layer: 'electron/lan', prefix: 'electron/lan/', mayImport: ['engine/core', 'protocol', 'host', 'client', 'electron/host', 'electron/lan'] },
  { layer: 'electron', prefix: 'electron/', mayImport: ['engine/core', 'engine/ai', 'engine', 'protocol', 'host', 'client', 'electron/host', 'electron/lan', 'electron'] },
  { layer: 'renderer', prefix: 'renderer/', mayImport: ['engine/core', 'engine/ai', 'engine', 'protocol', 'host', 'client', 'renderer'] },
];

/** Imports that cross the map on purpose, each with its reason. */
const ALLOWED: { from: string; to: string; why: string }[] = [
  { from: 'electron/cli/buildApp.ts', to: 'renderer/vite.config.ts', why: 'the CLI builds the renderer with its own Vite config' },
  { from: 'electron/cli/rules-pictures.ts', to: 'renderer/rules/format.ts', why: "the picture script reads the rules reference's figure lists" },
  { from: 'electron/cli/rules-pictures.ts', to: 'renderer/rules/figurePlies.ts', why: "one rule for a figure's position, shared by the picture script and the renderer's figure test" },
  { from: 'electron/cli/rules-pictures.ts', to: 'renderer/app/probes.ts', why: "types only: the page's first-frame probe the script waits for" },
  { from: 'electron/cli/render-bench/page.ts', to: 'renderer/app/probes.ts', why: "types only: the page's render and bench probes the render bench reads and drives" },
  { from: 'electron/cli/showcase-bench/page.ts', to: 'renderer/app/probes.ts', why: "types only: the page's showcase, gate and render probes the showcase bench reads and releases" },
  { from: 'electron/cli/analysis-bench/lane.ts', to: 'renderer/analysis/pool.ts', why: "the analysis bench times the page's own worker pool (DOM-free), its workers being Node threads" },
  { from: 'electron/cli/analysis-bench/measure.ts', to: 'renderer/analysis/pool.ts', why: "the analysis bench times the page's own worker pool (DOM-free)" },
  { from: 'electron/cli/analysis-bench/measure.ts', to: 'renderer/analysis/lanes.ts', why: "the page's worker count for a given number of cores, the one the bench mirrors" },
  { from: 'electron/cli/docs-shots.ts', to: 'renderer/i18n/languages.ts', why: "the picture script's --lang takes the app's own languages" },
  { from: 'electron/cli/bench-analysis.ts', to: 'renderer/analysis/analyst.ts', why: "the analysis bench's worker threads answer with the page's own analyst (DOM-free)" },
];

function layerOf(path: string): string | null {
  return LAYERS.find((l) => path.startsWith(l.prefix))?.layer ?? null;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Repository-relative path of the file a relative import names, or null when it is not one of ours. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec).replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return relative(ROOT, candidate);
  }
  return null;
}

/** Every source file with the repository files it imports (`lazy`: the on-demand `import()`s too). */
function importGraph(lazy: boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const specs = [...readFileSync(file, 'utf8').matchAll(IMPORT_RE)].flatMap((m) => (m[1] ? [m[1]] : lazy && m[2] ? [m[2]] : []));
      const targets = specs.map((s) => resolveImport(file, s)).filter((t): t is string => t !== null);
      graph.set(relative(ROOT, file), [...new Set(targets)]);
    }
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan), i.e. the import cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) out.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('layers', () => {
  const graph = importGraph(true);

  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(300);
    for (const dir of ['engine', 'protocol', 'electron', 'renderer']) {
      expect([...graph.keys()].some((f) => f.startsWith(`${dir}/`)), dir).toBe(true);
    }
  });

  it('every import goes to a layer the map allows', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      const from = LAYERS.find((l) => file.startsWith(l.prefix));
      if (!from) continue;
      for (const t of targets) {
        const to = layerOf(t);
        if (ALLOWED.some((a) => a.from === file && a.to === t)) continue;
        if (to && !from.mayImport.includes(to)) wrong.push(`${file} (${from.layer}) imports ${t} (${to})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no import cycle anywhere', () => {
    expect(cycles(importGraph(false))).toEqual([]);
  });

  it('the checks can fail: a cycle and a wrong layer are found', () => {
    const g = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', []]]);
    expect(cycles(g)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(LAYERS.find((l) => 'renderer/x.ts'.startsWith(l.prefix))!.mayImport).not.toContain(layerOf('electron/lan/server.ts'));
  });
});
