import type { MatchesMessage, MatchSummary } from '../protocol/messages';

/** The host's match list as `Session.listAll` gathered it. */
export interface MatchList {
  matches: MatchSummary[];
  /** How many matches the host has (its paged replies say; an older host's reply: the number listed). */
  total: number;
  /** False when the host has more than the pages fetched: `total - matches.length` are not listed. */
  complete: boolean;
}

/** Pages of the match list fetched at most (LIMITS.maxMatchesListed each): more than a host keeps by default. */
export const MAX_LIST_PAGES = 5;

/**
 * The host's matches, page by page (at most `maxPages`), with the total so a screen can say what is not shown.
 * An older host answers without `next`: its one reply is the whole list.
 */
export async function gatherPages(listPage: (after?: string) => Promise<MatchesMessage>, maxPages: number): Promise<MatchList> {
  const matches: MatchSummary[] = [];
  let after: string | undefined;
  let total = 0;
  for (let page = 0; page < maxPages; page++) {
    const r = await listPage(after);
    matches.push(...r.matches);
    total = r.total ?? matches.length;
    if (!r.next) return { matches, total, complete: true };
    after = r.next;
  }
  return { matches, total, complete: false };
}
