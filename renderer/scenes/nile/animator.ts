import type { NileEvent } from '../../../engine/nile/events';
import type { NileView } from '../../../engine/nile/view';
import { EventAnimator } from '../common/animation/EventAnimator';
import { NILE_EVENTS } from './play/events';
import { cloneDisplay, displayFromView } from './model';
import { deal } from './play/deal';
import { NileTable, type AnimatorDeps } from './play/table';
import type { Step } from './tableStore';

/** The step of the turn each event belongs to (the HUD's phase strip). */
const STEP_OF: Partial<Record<NileEvent['type'], Step>> = { turn: 'flood', flood: 'harvest', harvest: 'harvest', trade: 'trade', plant: 'plant', speculate: 'plant', pass: 'plant', draw: 'draw', gameOver: 'over' };

/**
 * Plays host events on the NILE table (the common core queues them; `play/` holds what each event does): each event
 * moves cards (flights) and then updates the displayed piles.
 */
export class NileAnimator extends EventAnimator<NileView, NileEvent, NileTable> {
  constructor(private readonly deps: AnimatorDeps) {
    super(deps, (motion) => new NileTable(deps, motion, cloneDisplay), NILE_EVENTS);
  }

  /** Start from a view (first snapshot, resync, or a new perspective). `intro` plays the deal first. */
  override reset(view: NileView, seq: number, intro = false): void {
    if (!intro || this.deps.speed() <= 0) return super.reset(view, seq);
    this.intro(view, seq, () => deal(this.table, view));
  }

  protected showView(v: NileView, why: 'reset' | 'caughtUp'): void {
    const s = this.deps.store.getState();
    const display = displayFromView(v, this.deps.reveal(), s.display?.discardTop ?? null);
    if (why === 'reset') return s.set({ display, focus: v.over ? null : v.active, step: v.over ? 'over' : 'trade' });
    const between = s.step === 'draw' || s.step === null || s.step === 'flood' || s.step === 'harvest';
    s.set({ display, step: v.over ? 'over' : between ? 'trade' : s.step, focus: v.over ? s.focus : v.active });
  }

  protected override refreshView(v: NileView): void {
    const s = this.deps.store.getState();
    s.set({ display: displayFromView(v, this.deps.reveal(), s.display?.discardTop ?? null) });
  }

  protected override turnStarts(e: NileEvent): number | null {
    return e.type === 'turn' ? e.seat : null;
  }

  /** Reduced motion: the HUD's step still follows the events. */
  protected override still(e: NileEvent): void {
    const step = STEP_OF[e.type];
    if (step) this.deps.store.getState().set({ step });
  }
}
