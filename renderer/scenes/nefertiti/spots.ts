import type { Targets } from './choices';
import type { Layout, SpaceSpot, Vec3 } from './layout';
import type { NefDisplay } from './model';
import { spaceKey } from './spaceKey';

/** The characters on offer (copies left), in the data's order: the character row beside the board. */
export const shownCharacters = (d: NefDisplay): string[] => d.data.characters.map((c) => c.id).filter((id) => (d.characters[id] ?? 0) > 0);

/** The spaces a servant may stand on now: the active stall of each open market but Akhenaton's, and an open Memphis. */
export function openSpaces(layout: Layout, d: NefDisplay): SpaceSpot[] {
  const spots: SpaceSpot[] = [];
  d.markets.forEach((mk, m) => {
    if (mk.open && mk.id !== d.akhenaton) spots.push(...(layout.markets[m]?.spaces[mk.stall] ?? []));
  });
  if (layout.memphis && d.memphis && !d.memphis.closed) spots.push(...layout.memphis.spaces);
  return spots;
}

/** Where the emphasised spaces and characters are on the table (not a character already picked: "Play it" is next). */
export function emphasisSpots(layout: Layout, d: NefDisplay, targets: Targets | null): { id: string; at: Vec3 }[] {
  const marks = targets?.marks;
  if (!marks) return [];
  const out: { id: string; at: Vec3 }[] = [];
  d.markets.forEach((mk, m) => {
    for (const s of layout.markets[m]?.spaces[mk.stall] ?? []) if (marks.spaces.has(spaceKey(s.market, s.space))) out.push({ id: `space:${spaceKey(s.market, s.space)}`, at: [s.x, 0, s.z] });
  });
  for (const s of layout.memphis?.spaces ?? []) if (marks.spaces.has(spaceKey('memphis', s.space))) out.push({ id: `space:memphis:${s.space}`, at: [s.x, 0, s.z] });
  const ids = shownCharacters(d);
  ids.forEach((id, i) => {
    if (marks.characters.has(id) && targets.picked !== id) out.push({ id: `character:${id}`, at: layout.characters(i, ids.length) });
  });
  return out;
}
