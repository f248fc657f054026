import { e2ePage } from '../../app/probes';
import type { KitContext } from '../table/kit';
import { shownHand } from './hudParts';
import type { NiagaraKit } from './kitTypes';
import type { NiagaraFacts } from './probeFacts';

/** The Niagara table's facts for the table kit's probe (`window.__rtTable().facts`). */
export function niagaraFacts(c: KitContext<NiagaraKit>): NiagaraFacts {
  const { display: d, state, table } = c;
  const facts: NiagaraFacts = {
    hand: shownHand(c),
    phase: c.choices?.phase ?? 'none',
    canoe: c.pick.canoe,
    dest: c.pick.dest,
    pushing: !!state.push,
    focus: state.focus.kind,
    falling: d.canoes.filter((x) => x.at === 'fallsL' || x.at === 'fallsR').map((x) => x.id),
  };
  if (!e2ePage()) return facts;
  // Tests compare what is shown with what each held seat's own view says.
  const handOf = Object.fromEntries(table.held.map((s) => [s, table.viewOf(s)?.crews.filter((x) => x.seat === s).flatMap((x) => (x.hand ?? []).map(String)) ?? []]));
  return { ...facts, handOf, canoes: Object.fromEntries(d.canoes.map((x) => [x.id, x.at])) };
}
