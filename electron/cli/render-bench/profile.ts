import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

/** A CPU profile as CDP's Profiler.stop returns it (the fields read here). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** `--profile <file>`: the page's main-thread CPU profile from before the table opens to its first frame. */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}

/** Stop, save the profile (open it in Chrome DevTools) and return the functions that took the most time themselves. */
export async function stopProfile(cdp: CDPSession, file: string, top = 15): Promise<string> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  writeFileSync(file, JSON.stringify(profile));
  const self = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000));
  const byName = new Map<string, number>();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
    byName.set(name, (byName.get(name) ?? 0) + (self.get(n.id) ?? 0));
  }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`)
    .join('\n');
}
