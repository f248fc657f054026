import type { GemColour } from '../../../../engine/niagara/material/gems';
import { PlayTable, type TableDeps } from '../../common/animation/PlayTable';
import { bankPos, pathPoint, reservePos, type SeatFrame, type V3 } from '../layout';
import { canoeOf, type NiagaraDisplay } from '../model';
import { clock, type NiagaraTableStore } from '../tableStore';

export type NiagaraSound = 'card' | 'turn' | 'coin' | 'flood' | 'shuffle';

export interface NiagaraAnimatorDeps extends TableDeps<NiagaraTableStore, NiagaraSound> {
  frames(): SeatFrame[];
  /** Seat whose secrets the table shows (null: nobody's). */
  reveal(): number | null;
}

type StoreUpdate = Parameters<ReturnType<NiagaraTableStore['getState']>['set']>[0];

let animId = 1;

/**
 * What Niagara's event functions work with. The same functions run with reduced motion (`still`): the same
 * bookkeeping, no moving pieces and no waiting.
 */
export class NiagaraTable extends PlayTable<NiagaraDisplay, NiagaraAnimatorDeps, NiagaraSound, Omit<StoreUpdate, 'display'>> {
  /** The river speed the HUD shows last (the view has none between turns). */
  speedShown: number | null = null;

  get still(): boolean {
    return this.deps.speed() <= 0;
  }
  get reveal(): number | null {
    return this.deps.reveal();
  }
  set(p: StoreUpdate): void {
    this.deps.store.getState().set(p);
  }
  /** A timed animation starting now, `seconds` long at the table's pace. */
  timed(seconds: number): { t0: number; dur: number } {
    return { t0: clock(), dur: this.motion.dur(seconds) };
  }
  nextId(): number {
    return animId++;
  }
  frame(seat: number): SeatFrame | undefined {
    return this.deps.frames()[seat];
  }

  /** A gem flying (cave ↔ canoe, canoe → reserve, reserve → cave) in the shared flight store. */
  flyGem(gem: GemColour, from: V3, to: V3): Promise<void> {
    return this.fly([{ face: `gem:${gem}`, from: { p: from, r: [0, 0, 0] }, to: { p: to, r: [0, 0, 0] }, delay: 0, duration: 0.5, arc: 0.9 }]);
  }

  /** A gem flies between two places (`path`, read before `lift`): `lift` takes it off the table, `drop` lands it. */
  async moveGem(gem: GemColour, path: (d: NiagaraDisplay) => [V3, V3], lift: (d: NiagaraDisplay) => void, drop: (d: NiagaraDisplay) => void): Promise<void> {
    const d = this.d();
    const [from, to] = path(d);
    lift(d);
    this.show(d);
    await this.flyGem(gem, from, to);
    drop(d);
    this.show(d);
  }

  canoePoint(d: NiagaraDisplay, id: string): V3 {
    return pathPoint(id, canoeOf(d, id)?.at ?? 'bank');
  }
  reserveSpot(d: NiagaraDisplay, seat: number, gem: GemColour): V3 {
    const f = this.frame(seat);
    return f ? reservePos(f, gem, d.reserves[seat]?.[gem] ?? 0) : bankPos('red1');
  }
}
