import { useMemo } from 'react';
import type { KeyTarget } from '../common/keyTargets';
import type { Tip } from '../common/tips';
import { KeyTargetLayer } from '../common/KeyTargetLayer';
import type { FieldRole } from './choices';
import { FIELD, type BanksLayout } from './layout';

/**
 * Keyboard play on the banks table (`common/keyTargets.ts`): the lit fields in the board's order (what a click on a
 * field does), then the player's own water piles while water is to be placed.
 */
export function BanksKeyTargets({ L, ids, roles, onField, onPile, tipOf }: { L: BanksLayout; ids: readonly string[]; roles: ReadonlyMap<string, FieldRole>; onField?: (id: string) => void; onPile?: { seat: number; click: (pile: number) => void }; tipOf: (field: number) => Tip }) {
  const list = useMemo(() => {
    const out: KeyTarget[] = [];
    if (onField) {
      ids.forEach((id, i) => {
        const p = L.fields[i];
        if (p && roles.has(id)) out.push({ id: `field:${id}`, p: [p[0], p[1] + 0.04, p[2]], act: () => onField(id), tip: tipOf(i) });
      });
    }
    // The piles only while water is to be placed (a click on a pile picks it, or turns its top card).
    const water = [...roles.values()].includes('water');
    if (water) L.trays[onPile?.seat ?? -1]?.piles.forEach((p, i) => out.push({ id: `pile:${i}`, p: [p[0], p[1] + 0.1, p[2]], act: () => onPile!.click(i) }));
    return out;
  }, [L, ids, roles, onField, onPile, tipOf]);
  return <KeyTargetLayer group="banks" targets={list} size={FIELD.w * 0.62} />;
}
