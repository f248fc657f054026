import type { TFunction } from 'i18next';
import type { WireEvent } from '../../../protocol/messages';

/** What a caption writer needs: the translator and the seat names. */
export interface CaptionContext {
  t: TFunction;
  name(seat: number): string;
  /** Items as one phrase in the caption's language ("Papyrus and Flax"). */
  list(items: readonly string[]): string;
}

/** A caption context in `language`: the list phrase from Intl.ListFormat. */
export function captionContext(t: TFunction, language: string, name: (seat: number) => string): CaptionContext {
  const fmt = new Intl.ListFormat(language, { type: 'conjunction' });
  return { t, name, list: (items) => fmt.format(items) };
}

/**
 * One game's captions: the sentence (or two) explaining the move just played, from the events of that move as a
 * spectator sees them (engine eventView(null)); null when the batch has nothing worth a caption.
 */
export type CaptionWriter = (events: readonly WireEvent[], ctx: CaptionContext) => string | null;

/** The first event of the batch whose type is in `types`, by the order of `types` (most telling first). */
export function pick(events: readonly WireEvent[], types: readonly string[]): WireEvent | undefined {
  for (const ty of types) {
    const e = events.find((x) => x.type === ty);
    if (e) return e;
  }
  return undefined;
}

/**
 * The sentence of the most telling event of the batch: `sentences` says, per event type, what that event makes (null:
 * nothing worth saying); its order is the order of preference, as for `pick`.
 */
export function describe(events: readonly WireEvent[], sentences: Record<string, (e: WireEvent) => string | null>): string | null {
  const e = pick(events, Object.keys(sentences));
  return e ? sentences[e.type]!(e) : null;
}

/** Join up to two sentences: what was done, then the most striking consequence. */
export const join = (...parts: (string | null | undefined)[]): string | null => parts.filter((p): p is string => !!p).slice(0, 2).join(' ') || null;

export const seatOf = (e: WireEvent | undefined): number => (typeof e?.seat === 'number' ? e.seat : -1);
