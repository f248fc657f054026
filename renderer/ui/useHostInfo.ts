import { useEffect, useState } from 'react';
import type { HostInfo, Session } from '../net';

/**
 * What the session's host says about itself (its addresses, the hosts it discovered), asked once and then every
 * `refreshMs` if given: the LAN listener may open, and hosts appear, after the screen does. Null until it answers; a
 * failed ask keeps the last answer.
 */
export function useHostInfo(session: Session | null, refreshMs?: number): HostInfo | null {
  const [info, setInfo] = useState<HostInfo | null>(null);
  useEffect(() => {
    if (!session) return;
    let live = true;
    const ask = () => void session.transport.hostInfo().then((i) => live && setInfo(i), () => {});
    ask();
    const timer = refreshMs ? setInterval(ask, refreshMs) : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [session, refreshMs]);
  return info;
}
