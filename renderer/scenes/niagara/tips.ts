import type { CardId } from '../../../engine/niagara/material/cards';
import type { CrewColour } from '../../../engine/niagara/material/colours';
import type { GemColour } from '../../../engine/niagara/material/gems';
import type { Arm } from '../../../engine/niagara/material/river';
import type { Tip, TipText } from '../common/tips';
import type { CanoeDisplay, GemCounts } from './model';

/*
 * What each thing on the Niagara table is and does, as translation keys (`niagaraTable.tip.*`; colours are nested
 * translations, `$t(niagaraTable.{{gem}})`). The scene's meshes spread `tipHandlers(() => …Tip(…))`.
 */
const k = (key: string) => `niagaraTable.tip.${key}`;

export function canoeTip(c: CanoeDisplay): Tip {
  const where = c.at === 'bank' ? { key: k('onBank') } : c.at === 'lost' ? { key: k('lost') } : c.at.startsWith('falls') ? { key: k('falling') } : { key: k('onDisc'), values: { slot: c.at } };
  return {
    title: { key: k('canoe'), values: { colour: c.colour, n: c.id.slice(-1) } },
    lines: [where, c.gem ? { key: k('carries'), values: { gem: c.gem } } : { key: k('empty') }, { key: k('canoeDoes') }],
  };
}

export const discTip = (slot: string | null): Tip => ({ title: slot ? { key: k('disc'), values: { slot } } : { key: k('discNew') }, lines: [{ key: k('discDoes') }] });

export function caveTip(cave: GemColour, gems: GemCounts | undefined): Tip {
  const n = gems ? Object.values(gems).reduce((a, b) => a + b, 0) : 0;
  return { title: { key: k('cave'), values: { gem: cave } }, lines: [{ key: k('caveHolds'), values: { count: n } }, { key: k('caveDoes') }] };
}

/** A resting gem: in a cave, or landed in a player's reserve (`owner`: that player's name). */
export const gemTip = (gem: GemColour, owner: string | null): Tip => ({
  title: { key: k('gem'), values: { gem } },
  lines: [owner === null ? { key: k('gemInCave') } : { key: k('gemLanded'), values: { name: owner } }],
});

export const fallsTip = (arm: Arm): Tip => ({ title: { key: k(arm === 'L' ? 'fallsL' : 'fallsR') }, lines: [{ key: k('fallsDoes') }] });

export const cloudTip = (weather: number): Tip => ({ title: { key: k('cloud'), values: { w: weather > 0 ? `+${weather}` : String(weather) } }, lines: [{ key: k('cloudDoes') }] });

/** A crew's card: face down (this round's secret choice), face up (this round's), on the pile (played this cycle). */
export function cardTip(colour: CrewColour, face: CardId | null, where: 'down' | 'up' | 'pile'): Tip {
  const title: TipText = face === null ? { key: k('cardDown'), values: { colour } } : face === 'cloud' ? { key: k('cardCloud'), values: { colour } } : { key: k('card'), values: { colour, card: face } };
  return { title, lines: [{ key: k(where === 'down' ? 'cardDownDoes' : where === 'up' ? 'cardUpDoes' : 'cardPileDoes') }] };
}

export const stackTip = (colour: CrewColour, count: number): Tip => ({ title: { key: k('stack'), values: { colour } }, lines: [{ key: k('stackDoes'), values: { count } }] });

export const ringTip = (): Tip => ({ title: { key: k('ring') }, lines: [{ key: k('ringDoes') }] });

export const plateTip = (name: string): Tip => ({ title: { key: k('seat'), values: { name } }, lines: [{ key: k('seatDoes') }] });
