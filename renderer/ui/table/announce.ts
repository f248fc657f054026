import { create } from 'zustand';

/**
 * What the table says to a screen reader (the one polite `aria-live` region, `LiveRegion.tsx`): the newest log lines
 * and "your turn". The region keeps the last few messages, each a new node, so a screen reader reads each addition
 * (the same words said twice included) and two messages in a row do not replace each other.
 */
export interface Announcement {
  id: number;
  text: string;
}

interface AnnounceState {
  said: readonly Announcement[];
  say(text: string): void;
  /** Forget what was said (the language changed: old words must not be read again in the old language). */
  clear(): void;
}

const KEEP = 3;

export const useAnnounce = create<AnnounceState>((set) => ({
  said: [],
  say: (text) => set((s) => ({ said: [...s.said, { id: (s.said.at(-1)?.id ?? 0) + 1, text }].slice(-KEEP) })),
  clear: () => set({ said: [] }),
}));
