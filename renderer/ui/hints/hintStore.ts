import { create } from 'zustand';
import type { HintMove } from '../../../engine/ai/hints';
import type { HintRequest } from '../../net/inpage/hint-messages';
import type { HintRunner } from '../../net/inpage/in-thread-hints';
import { useEmphasis } from '../../scenes/common/emphasis';

/** What a table asks a hint for: the seat's own view and legal actions, and the position it is for (`key`). */
export type HintAsk = Omit<HintRequest, 'id' | 'kind'> & { key: string };

export type Hint =
  | { status: 'idle' }
  | { status: 'thinking'; key: string; done: number; budget: number; moves?: HintMove[] }
  | { status: 'shown'; key: string; moves: HintMove[] }
  | { status: 'failed'; key: string; error: string };

interface HintState {
  hint: Hint;
  /** The runner is up: an ask starts searching at once (its worker loaded every engine ahead, `warm`). */
  ready: boolean;
  /** Get the runner up ahead of the first ask, and again after a cancel ends its worker (off this thread). */
  warm(): void;
  /** Ask the hard bot for this position's best moves (drops a hint in progress). */
  ask(req: HintAsk): void;
  /** Cancel the search or close the panel; the table stops pointing at the moves. */
  close(): void;
}

/** Labels of the hinted moves on the table, best first. */
export const HINT_LABELS = ['1', '2', '3'] as const;

/**
 * A table's hint: thinking (with the search's progress, and its provisional moves once it has some), then the moves (also shown on the table through
 * `useEmphasis`, source 'hint'), until the seat acts or the panel closes. `runner`: where the search runs (the
 * page's bot worker, loaded on demand so the app's main bundle carries no bot: a table gets it up with `warm` while
 * the player looks at the position, or the first ask does).
 */
export function createHintStore(runner: () => Promise<HintRunner>) {
  let made: HintRunner | null = null;
  // One runner for every ask and warm, however they overlap; a runner that could not be loaded is tried again.
  let making: Promise<HintRunner> | null = null;
  const theRunner = () =>
    (making ??= runner().then(
      (r) => (made = r),
      (e: unknown) => {
        making = null;
        throw e;
      },
    ));
  // Each ask or close starts a new generation: replies of an older one are dropped.
  let generation = 0;
  // The table is pointed at again only when the moves changed (each change redraws the table's glow and labels).
  const pointAt = (moves: HintMove[]) => {
    const actions = moves.map((m) => m.action);
    const now = useEmphasis.getState().emphasis;
    if (now?.source === 'hint' && JSON.stringify(now.actions) === JSON.stringify(actions)) return;
    useEmphasis.getState().set({ source: 'hint', actions, labels: HINT_LABELS.slice(0, moves.length) });
  };
  const clearEmphasis = () => {
    if (useEmphasis.getState().emphasis?.source === 'hint') useEmphasis.getState().set(null);
  };
  return create<HintState>((set, get) => ({
    hint: { status: 'idle' },
    ready: false,
    warm() {
      void (async () => {
        try {
          await (await theRunner()).warm();
          set({ ready: true });
        } catch {
          // Ahead of need only: an ask starts (or fails with its reason) on its own.
        }
      })();
    },
    ask({ key, ...req }) {
      get().close();
      const gen = ++generation;
      const current = () => gen === generation;
      set({ hint: { status: 'thinking', key, done: 0, budget: 0 } });
      void (async () => {
        try {
          const hints = await theRunner();
          if (!current()) return;
          // Progress keeps the provisional moves shown so far; a provisional ranking replaces them.
          const thinking = (patch: { done?: number; budget?: number; moves?: HintMove[] }) => {
            const h = get().hint;
            const was = h.status === 'thinking' ? h : { done: 0, budget: 0, moves: undefined };
            set({ hint: { status: 'thinking', key, done: patch.done ?? was.done, budget: patch.budget ?? was.budget, moves: patch.moves ?? was.moves } });
          };
          const moves = await hints.rank(
            req,
            (done, budget) => {
              if (current()) thinking({ done, budget });
            },
            // Provisional moves are listed in the panel only: pointing the table at each would redraw the scene
            // while the search still takes a core (the final moves are pointed at).
            (partial) => {
              if (current()) thinking({ moves: partial });
            },
          );
          if (!current()) return;
          set({ hint: { status: 'shown', key, moves } });
          // The table is pointed at in a task of its own: the panel's words are drawn first, then the scene's glow and
          // labels (each a render of the table's tree), so neither holds the page for both.
          await new Promise((next) => setTimeout(next, 0));
          if (current()) pointAt(moves);
        } catch (e) {
          // A failed runner may have ended its worker (a timeout does): the next ask gets one up again.
          if (current()) set({ hint: { status: 'failed', key, error: e instanceof Error ? e.message : String(e) }, ready: false });
        }
      })();
    },
    close() {
      generation++;
      if (get().hint.status === 'thinking' && made) {
        // A cancel ends the worker (a search reads no message): the next one is got up at once.
        made.cancel();
        set({ ready: false });
        get().warm();
      }
      if (get().hint.status !== 'idle') set({ hint: { status: 'idle' } });
      clearEmphasis();
    },
  }));
}

/** The app's hint store: hints run in the page's bot worker (this thread where there is none). */
export const useHints = createHintStore(async () => (await import('../../net/inpage/worker-bots')).pageHints());
