import { isRulesGame, linksSchema, sectionFor, type RulesGame, type RulesLinks } from './format';

/**
 * Every game's refusal links (`content/<game>/links.json`), small enough to ship with the app shell: a refusal toast
 * is made the moment the host refuses, before any rules chunk could load. A game without the file has no links.
 */
const files = import.meta.glob<unknown>('./content/*/links.json', { eager: true, import: 'default' });

const links: Partial<Record<RulesGame, RulesLinks>> = {};
for (const [path, data] of Object.entries(files)) {
  const game = /content\/([^/]+)\/links\.json$/.exec(path)?.[1] ?? '';
  if (isRulesGame(game)) links[game] = linksSchema.parse(data);
}

/** Where the rules explain a refused action of `game`: the section id, or null when the game has none. */
export function refusalSection(game: string, actionType: string): string | null {
  return isRulesGame(game) ? sectionFor(links[game], actionType) : null;
}
