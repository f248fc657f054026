import type { NiagaraEvent } from '../../../engine/niagara/events';
import type { NiagaraView } from '../../../engine/niagara/view';
import { EventAnimator } from '../common/animation/EventAnimator';
import { NIAGARA_EVENTS } from './play/events';
import { cloneDisplay, displayFromView } from './model';
import { NiagaraTable, type NiagaraAnimatorDeps } from './play/table';
import type { Focus } from './tableStore';

/**
 * Plays host events on the Niagara table (the common core queues them; `play/` holds what each event does): reveals,
 * paddling canoes, flying gems, the cloud, and each disc push as a slide of the trunk and one arm, discs tipping over
 * the falls with their canoes.
 */
export class NiagaraAnimator extends EventAnimator<NiagaraView, NiagaraEvent, NiagaraTable> {
  constructor(private readonly deps: NiagaraAnimatorDeps) {
    super(deps, (motion) => new NiagaraTable(deps, motion, cloneDisplay), NIAGARA_EVENTS);
  }

  /** The newest view is the truth; in-flight pieces are dropped and a falls close-up goes back to the overview. */
  protected showView(v: NiagaraView): void {
    const st = this.deps.store.getState();
    const focus: Focus = st.focus.kind === 'falls' ? { kind: 'overview' } : st.focus;
    st.set({ display: displayFromView(v, this.deps.reveal(), this.table.speedShown), push: null, move: null, focus });
  }

  /** Reduced motion: the same event functions; they move nothing and Motion does not wait. */
  protected override still(e: NiagaraEvent): Promise<void> | void {
    return this.play(e);
  }

  /** Also stops the pieces moving in this table's own store (a canoe paddling, a disc push), not only the flights. */
  override dispose(): void {
    super.dispose();
    this.deps.store.getState().set({ move: null, push: null });
  }
}
