import { z } from 'zod';
import type { GameId } from '../../engine/core/types';
import { ENGINE_IDS, isGameId } from '../../engine/games';

/**
 * The rules reference's content format: one file per game and language
 * (`renderer/rules/content/<game>/<lang>.json`), the figures' positions (`renderer/rules/figures/<game>.json`) and the
 * refusal links (`renderer/rules/content/<game>/links.json`). Data only; test/renderer/rules-content.test.ts checks
 * every file against these schemas and against each other.
 */

/** Lowercase-kebab, the same in every language of a game: deep links and refusal links name sections by it. */
export const sectionId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a section id is lowercase-kebab');

export const figureRefSchema = z.strictObject({ id: sectionId, caption: z.string().min(1) });

export const sectionSchema = z.strictObject({
  id: sectionId,
  title: z.string().min(1),
  /** Paragraphs: `**bold**`, lines starting "- " are list items, `[text](#section-id)` links; nothing else. */
  body: z.array(z.string().min(1)).min(1),
  figure: figureRefSchema.optional(),
});

export const rulesDocSchema = z.strictObject({ title: z.string().min(1), sections: z.array(sectionSchema).min(1) });

/** A picture's position: the game set up with `seed`/`options`, then `plies` seeded random-bot actions (see figurePlies). */
export const figureSchema = z.strictObject({
  id: sectionId,
  players: z.number().int().min(1).max(6),
  seed: z.string().min(1),
  options: z.record(z.string(), z.unknown()),
  plies: z.number().int().min(0).max(2000),
  viewer: z.number().int().min(0),
  /** An optional camera for the shot, in the table's own terms (the script passes it on as `?camera=`). */
  camera: z.string().optional(),
});
export const figureListSchema = z.array(figureSchema);

/** Action type → section id; "*" is the section for any other action. */
export const linksSchema = z.record(z.string().min(1), sectionId);

export type RulesSection = z.infer<typeof sectionSchema>;
export type RulesDoc = z.infer<typeof rulesDocSchema>;
export type RulesFigure = z.infer<typeof figureSchema>;
export type RulesLinks = z.infer<typeof linksSchema>;

/** The games the reference covers: every registered engine (one without a text yet shows "not written yet"). */
export const RULES_GAMES: readonly GameId[] = ENGINE_IDS;
export type RulesGame = GameId;
export const isRulesGame: (g: string) => g is RulesGame = isGameId;

/** The section that explains an action type, by the game's links (its own entry, else "*"); null when none. */
export function sectionFor(links: RulesLinks | undefined, actionType: string): string | null {
  if (!links) return null;
  return links[actionType] ?? links['*'] ?? null;
}
