import type { Tables } from '../../../engine/banks/material/compile';
import { keptGeometry } from '../common/keptGeometry';
import { usePainted } from '../common/painted';
import { useDisposable } from '../common/useDisposable';
import { EDGE_PX, paintBankEdge } from './bankArt';
import { bankEdges, bankOutline } from './bankGeometry';
import type { BanksLayout } from './layout';

/** The banks' edges for this data set's rows, kept for the page (prepare.ts makes the default one ahead). */
export const bankEdgeGeometry = (L: Pick<BanksLayout, 'fields'>, t: Pick<Tables, 'fieldRow'>) =>
  keptGeometry(`banks:bank-edges:${L.fields.map((p) => p.map((x) => x.toFixed(3)).join(',')).join(';')}`, () =>
    bankEdges([bankOutline(L.fields, t.fieldRow, true), bankOutline(L.fields, t.fieldRow, false)]),
  );

/**
 * The two banks' sloped edges, down to the Nile and to the desert sand: grass along the fields' edge, earth below.
 * One mesh; the fields' tiles are the banks' top.
 */
export function BankEdges({ L, t }: { L: BanksLayout; t: Tables }) {
  const geometry = useDisposable(() => bankEdgeGeometry(L, t), [L, t]);
  const tex = usePainted(EDGE_PX.w, EDGE_PX.h, 'bank-edge', paintBankEdge, { keep: 'banks:bank-edge', repeat: [1, 1] });
  return (
    <mesh name="bank-edges" geometry={geometry} castShadow receiveShadow>
      <meshStandardMaterial map={tex ?? undefined} color={tex ? '#ffffff' : '#6a4a2a'} roughness={0.95} />
    </mesh>
  );
}
