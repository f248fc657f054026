/**
 * Gems and caves (spec §2, §3.1, §4.2). One cave per gem colour; gem index = cave index everywhere in the engine.
 * `value` is the Board Game Arena tie-break value (§9), flavour only in the printed game.
 */
export const GEM_COLOURS = ['violet', 'white', 'yellow', 'blue', 'pink'] as const;
export type GemColour = (typeof GEM_COLOURS)[number];
export const GEM_COUNT = GEM_COLOURS.length;

export const GEM_INDEX: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(GEM_COLOURS.map((c, i) => [c, i])),
);

/** BGA gem values for the `gemValue` tie-break: violet 1 … pink 5. */
export const GEM_VALUE: readonly number[] = [1, 2, 3, 4, 5];

/** Gems placed in each cave at setup (8 per colour in the box, the 8th is a spare). */
export const GEMS_PER_CAVE = 7;
