/** A choice shown as a button: the action, where it stands in the list it came from, its words and its mark. */
export interface ShownChoice<A> {
  action: A;
  /** Its index in the list the choices came from (what a hint's or tutorial's marks are keyed by). */
  index: number;
  words: string;
  mark: string | undefined;
}

/**
 * One button per distinct wording: two legal actions that read the same (two Harps at the market, one taken as well as
 * the other) made two identical buttons, which read as a fault and left the player guessing which was which. The first
 * of each wording stands for the rest; a mark on any of them (a hint pointing at its index) goes to it.
 */
export function distinctChoices<A>(actions: readonly A[], words: (a: A) => string, markAt: (i: number) => string | undefined): ShownChoice<A>[] {
  const out: ShownChoice<A>[] = [];
  const byWords = new Map<string, ShownChoice<A>>();
  actions.forEach((action, index) => {
    const w = words(action);
    const mark = markAt(index);
    const first = byWords.get(w);
    if (first) {
      first.mark ??= mark;
      return;
    }
    const shown = { action, index, words: w, mark };
    byWords.set(w, shown);
    out.push(shown);
  });
  return out;
}
