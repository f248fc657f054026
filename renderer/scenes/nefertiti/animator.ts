import type { NefertitiEvent } from '../../../engine/nefertiti/events';
import type { NefertitiView } from '../../../engine/nefertiti/view';
import { EventAnimator } from '../common/animation/EventAnimator';
import { NEF_EVENTS } from './play/events';
import { finalScoringKeep, marketCamera, overviewCamera } from './layout';
import { cloneDisplay, displayFromView } from './model';
import { NefTable, type NefAnimatorDeps } from './play/table';

/** An event with no motion of its own simply lands. */
const landOnly = (t: NefTable, e: NefertitiEvent): void => t.land(e);

/**
 * Plays host events on the Nefertiti table (the common core queues them; `play/` holds what each event does): each
 * event moves pieces (flights) and then updates the display.
 */
export class NefAnimator extends EventAnimator<NefertitiView, NefertitiEvent, NefTable> {
  constructor(private readonly deps: NefAnimatorDeps) {
    super(deps, (motion) => new NefTable(deps, motion, cloneDisplay), NEF_EVENTS, landOnly);
  }

  protected showView(v: NefertitiView, why: 'reset' | 'caughtUp'): void {
    const st = this.deps.store.getState();
    st.set({ display: displayFromView(v), closing: null, scoring: v.final ? scoringOf(v) : why === 'reset' ? null : st.scoring });
  }

  /** Reduced motion: the HUD still counts each market closing. */
  protected override turnStarts(e: NefertitiEvent): number | null {
    return e.type === 'turn' ? e.seat : null;
  }

  protected override still(e: NefertitiEvent): void {
    if (e.type === 'marketClosed') this.deps.store.getState().set({ closings: this.deps.store.getState().closings + 1 });
  }

  /** Camera shots for showcase mode, at the moments the issue names. */
  protected override publish(e: NefertitiEvent): void {
    if (e.type === 'marketClosed') {
      const spot = this.deps.layout().markets.find((m) => m.id === e.market);
      if (spot) this.table.shot({ id: 'nefertiti.marketClosing', ...marketCamera(spot), holdMs: 5000, priority: 2 });
    } else if (e.type === 'gameOver') {
      this.table.shot({ id: 'nefertiti.finalScoring', target: overviewCamera().target, position: [0, 13, 9.5], holdMs: 8000, priority: 3, keep: finalScoringKeep(this.deps.layout()) });
    }
  }
}

/** The final breakdown of a finished game's view (for the scoring panel). */
function scoringOf(v: NefertitiView): { shown: number[]; rows: NonNullable<NefertitiView['final']> } {
  const rows = v.final ?? [];
  return { shown: rows.map((r) => r.total), rows };
}
