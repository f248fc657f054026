import type { NiagaraAction } from '../../../engine/niagara/actions';
import type { GemColour } from '../../../engine/niagara/material/gems';
import { variantGems, type NiagaraChoices, type NiagaraMarks } from '../../scenes/niagara/choices';
import { SLOT_IDS } from '../../../engine/niagara/material/river';
import { SLOT_POS, pathPoint, type SeatFrame, type V3 } from '../../scenes/niagara/layout';
import type { NiagaraDisplay } from '../../scenes/niagara/model';
import { canoePose } from '../../scenes/niagara/poses';
import { canoeTarget, destTarget, selectedCanoe, weatherTarget, type OtherPiece, type Target } from '../../scenes/niagara/Targets';
import type { NiagaraInput, NiagaraPick } from './kitTypes';

/** What the river shows for a decision: its click targets, the points a close-up frames, the caves a move loads from. */
export interface BoardTargets {
  targets: Target[];
  /** What else a click tries while a paddle is picked (the table holds it and says why not). */
  others: OtherPiece[];
  framePoints: V3[];
  caveGlow: GemColour[];
}

/** Where the board's clicks go: a step of the pick, or an action sent as it is. */
export interface BoardActs {
  input(i: NiagaraInput): void;
  send(a: NiagaraAction): void;
}

/**
 * What is clickable on the board for these choices (the host's legal actions only) and this pick: the cloud's moves;
 * the movable canoes (the picked one ringed) and the picked canoe's destinations; once a destination with several
 * ways is picked, just the canoe and that destination in view. Emphasised targets carry their marks' labels.
 */
export function boardTargets(d: NiagaraDisplay, choices: NiagaraChoices | null, pick: NiagaraPick, marks: NiagaraMarks | null, frames: readonly SeatFrame[], acts: BoardActs): BoardTargets {
  const targets: Target[] = [];
  const framePoints: V3[] = [];
  const { canoe, dest } = pick;
  if (!choices) return { targets, others: [], framePoints, caveGlow: [] };
  const at = (c: string) => canoePose(d, c, frames, null, null, 0).p;
  if (choices.phase === 'cloud') for (const w of choices.weather) targets.push(weatherTarget(d.weather, w.delta, () => acts.send(w.action)));
  if (choices.phase === 'paddle' && !dest) {
    for (const c of choices.canoes()) {
      targets.push(c === canoe ? selectedCanoe(c, at(c)) : canoeTarget(c, at(c), () => acts.input({ canoe: c })));
      framePoints.push(at(c));
    }
    if (canoe)
      for (const to of choices.destinations(canoe)) {
        const tg = destTarget(canoe, to, () => acts.input({ dest: to }));
        targets.push(tg);
        framePoints.push(tg.p);
      }
  }
  if (dest && canoe) {
    targets.push(selectedCanoe(canoe, at(canoe)));
    framePoints.push(pathPoint(canoe, dest));
  }
  const caveGlow = canoe && dest ? [...new Set(choices.variants(canoe, dest).flatMap(variantGems))] : [];
  const shown = marks ? targets.map((tg) => (marks.has(tg.id) ? { ...tg, emphasis: marks.get(tg.id) } : tg)) : targets;
  const others = choices.phase === 'paddle' && !dest ? otherPieces(d, choices, canoe, at, acts) : [];
  return { targets: shown, others, framePoints, caveGlow };
}

/**
 * While a paddle is picked, the canoes that cannot move with this card (another crew's, one that has moved) and,
 * once a canoe is picked, the river spots it cannot reach: a player clicks them expecting a move, and the move they
 * try is held with the host's reason (picks.ts), not silently ignored. A canoe lost or down the falls is off the river.
 */
function otherPieces(d: NiagaraDisplay, choices: NiagaraChoices, canoe: string | null, at: (c: string) => V3, acts: BoardActs): OtherPiece[] {
  const movable = new Set(choices.canoes());
  const out: OtherPiece[] = d.canoes
    .filter((c) => !movable.has(c.id) && (c.at === 'bank' || SLOT_IDS.some((s) => s === c.at)))
    .map((c) => ({ id: `canoe:${c.id}`, p: at(c.id), onPick: () => acts.input({ canoe: c.id }) }));
  if (!canoe) return out;
  const reach = new Set<string>(choices.destinations(canoe));
  SLOT_IDS.forEach((slot, i) => {
    if (!reach.has(slot)) out.push({ id: `spot:${slot}`, p: SLOT_POS[i]!, onPick: () => acts.input({ dest: slot }) });
  });
  return out;
}
