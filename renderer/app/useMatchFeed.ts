import { useApp } from './store';

/**
 * A match as this page knows it: the session, the match's feed (updated in place: the hook subscribes to the store's
 * tick so the screen re-renders when it changes), the names this page gave its local seats, and `leave`: give up this
 * page's seats in the match and go home.
 */
export function useMatchFeed(match: string) {
  const session = useApp((s) => s.session);
  useApp((s) => s.tick);
  const localNames = useApp((s) => s.names[match]);
  const go = useApp((s) => s.go);
  const leave = () => {
    void session?.leave(match);
    go({ name: 'home' });
  };
  return { session, feed: session?.feeds.get(match), localNames, leave };
}
