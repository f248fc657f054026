import { useMemo } from 'react';
import { CARD_H } from '../common/cardGeometry';
import type { KeyTarget } from '../common/keyTargets';
import { KeyTargetLayer } from '../common/KeyTargetLayer';
import type { Targets } from './choices';
import { BOARD, type Layout } from './layout';
import type { NefDisplay } from './model';
import { spaceKey } from './spaceKey';
import { shownCharacters } from './spots';
import { characterTip, spaceTip } from './tips';

/** Keyboard play on the Nefertiti table: its targets and the focus ring. */
export function NefKeyTargets({ layout, d, targets }: { layout: Layout; d: NefDisplay; targets: Targets | null }) {
  const list = useMemo(() => nefKeyTargets(layout, d, targets), [layout, d, targets]);
  return <KeyTargetLayer group="nefertiti" targets={list} size={0.2} />;
}

/** The board's keyboard targets (`common/keyTargets.ts`): the legal spaces, stall by stall, then the legal characters. */
export function nefKeyTargets(layout: Layout, d: NefDisplay, targets: Targets | null): KeyTarget[] {
  if (!targets) return [];
  const y = BOARD.y + 0.01;
  const out: KeyTarget[] = [];
  const spots = [...layout.markets.flatMap((m, i) => m.spaces[d.markets[i]?.stall ?? 0] ?? []), ...(layout.memphis?.spaces ?? [])];
  for (const s of spots) {
    if (targets.spaces.has(spaceKey(s.market, s.space))) out.push({ id: `space:${spaceKey(s.market, s.space)}`, p: [s.x, y, s.z], act: () => targets.onSpace(s.market, s.space), tip: spaceTip(s.value, marketName(d, s.market)) });
  }
  const ids = shownCharacters(d);
  ids.forEach((id, i) => {
    const at = layout.characters(i, ids.length);
    if (targets.characters.has(id)) out.push({ id: `character:${id}`, p: [at[0], y + 0.12, at[2]], act: () => targets.onCharacter(id), size: CARD_H * 0.6, tip: characterTip(d.data, id, d.options.vizierEffect) });
  });
  return out;
}

/** A market's name as its tip gives it ("Memphis" for the Memphis board). */
const marketName = (d: NefDisplay, market: string): string => (market === 'memphis' ? 'Memphis' : (d.data.markets.find((x) => x.id === market)?.name ?? market));
