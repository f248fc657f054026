import type { BanksEvent } from '../../../engine/banks/events';
import type { BanksView } from '../../../engine/banks/view';
import { EventAnimator } from '../common/animation/EventAnimator';
import { BANKS_EVENTS } from './play/events';
import { cloneDisplay, displayFromView } from './model';
import { BanksTable, type AnimatorDeps } from './play/table';

/**
 * Plays the host's events on the banks table (the common core queues them; `play/` holds what each event does): each
 * event flies cards and markers, turns the flood circle, moves pawns and the obelisk, then updates what is shown.
 */
export class BanksAnimator extends EventAnimator<BanksView, BanksEvent, BanksTable> {
  constructor(private readonly deps: AnimatorDeps) {
    super(deps, (motion) => new BanksTable(deps, motion, cloneDisplay), BANKS_EVENTS);
  }

  protected showView(view: BanksView): void {
    this.deps.store.getState().set({ display: displayFromView(view) });
  }

  /** A seat's tide phase (the start player) and its action phase are its turn. */
  protected override turnStarts(e: BanksEvent): number | null {
    return e.type === 'tideStarted' || e.type === 'actionPhaseStarted' ? e.seat : null;
  }

  /** A camera shot for the showcase at the key moments (the flood circle, harvests, scoring), with or without motion. */
  protected override publish(e: BanksEvent): void {
    const L = this.deps.layout();
    if (e.type === 'tideMarkerMoved' || e.type === 'tideStarted') {
      const t = L.tide.centre;
      this.table.shot({ id: 'banks.floodCircle', target: t, position: [t[0] + 1.2, t[1] + 4.2, t[2] + 3.6], holdMs: 2200, priority: e.type === 'tideMarkerMoved' ? 3 : 1 });
    } else if (e.type === 'marketPlaced') {
      const p = (L.market[this.table.marketIndex(e.row)] ?? L.market[0]!)[0]!;
      this.table.shot({ id: 'banks.harvest', target: p, position: [p[0], p[1] + 5, p[2] + 4.5], holdMs: 1600, priority: 2 });
    } else if (e.type === 'rowScored') {
      const p = L.track[Math.floor(L.track.length / 2)]!;
      this.table.shot({ id: 'banks.scoring', target: [p[0], p[1], p[2] + 1.5], position: [p[0], p[1] + 6.5, p[2] + 6.5], holdMs: 2600, priority: 4 });
    }
  }
}
