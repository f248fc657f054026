import { useEffect, useState } from 'react';
import type { HostInfo, Session } from '../net';

/** How often to ask the host again: `ms` until the LAN is open, then `openMs` (addresses seldom change after). */
export interface HostInfoRefresh {
  ms: number;
  openMs?: number;
}

const same = (a: HostInfo, b: HostInfo): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the session's host says about itself (its addresses, the hosts it discovered), asked once and then again as
 * `refresh` says, if given: the LAN listener may open, and hosts appear, after the screen does. Null until it
 * answers; a failed ask keeps the last answer, and an answer equal to it changes nothing (no render).
 */
export function useHostInfo(session: Session | null, refresh?: number | HostInfoRefresh): HostInfo | null {
  const [info, setInfo] = useState<HostInfo | null>(null);
  const every = typeof refresh === 'number' ? { ms: refresh } : refresh;
  const [ms, openMs] = [every?.ms, every?.openMs];
  useEffect(() => {
    if (!session) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = (open: boolean) => {
      if (live && ms) timer = setTimeout(ask, open && openMs ? openMs : ms);
    };
    const ask = () =>
      void session.transport.hostInfo().then(
        (i) => {
          if (!live) return;
          setInfo((prev) => (prev && same(prev, i) ? prev : i));
          again(i.addresses.length > 0);
        },
        () => again(false),
      );
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [session, ms, openMs]);
  return info;
}
