/** One function per event type, each given the event narrowed to its own member of the game's event union. */
export type EventTable<E extends { type: string }, C> = {
  [K in E['type']]?: (c: C, e: Extract<E, { type: K }>) => Promise<void> | void;
};

/** Runs the table's function for `e`; an event without one runs `otherwise` (by default nothing). */
export function runEvent<E extends { type: string }, C>(table: EventTable<E, C>, c: C, e: E, otherwise?: (c: C, e: E) => void): Promise<void> | void {
  // TypeScript cannot correlate `table[e.type]` with `e`'s own member of the union (it sees a union of functions whose
  // parameters intersect), so the lookup is widened once here; the table's type keeps every entry exact.
  const f = table[e.type as E['type']] as ((c: C, e: E) => Promise<void> | void) | undefined;
  return f ? f(c, e) : otherwise?.(c, e);
}
