/**
 * Player colours (spec §2: red, green, yellow, blue, brown) and canoe names. A "crew" is one colour in play: its 2
 * canoes, its 7 paddle cards and its place in turn order. Normally crew = seat; in the 2-player house variant (§10)
 * each seat runs two crews. Canoe index = crew * 2 + k, named e.g. "red1", "red2".
 */
export const CREW_COLOURS = ['red', 'green', 'yellow', 'blue', 'brown'] as const;
export type CrewColour = (typeof CREW_COLOURS)[number];

export const CANOES_PER_CREW = 2;

const CANOE_IDS: readonly string[] = CREW_COLOURS.flatMap((c) => [`${c}1`, `${c}2`]);
export const CANOE_INDEX: Readonly<Record<string, number>> = Object.freeze(Object.fromEntries(CANOE_IDS.map((id, i) => [id, i])));
export const CREW_INDEX: Readonly<Record<string, number>> = Object.freeze(Object.fromEntries(CREW_COLOURS.map((c, i) => [c, i])));

export const canoeId = (i: number): string => CANOE_IDS[i]!;
