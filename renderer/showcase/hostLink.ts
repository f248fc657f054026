import { viewerKey, type Session } from '../net';
import type { DirectorHost } from './director';

/** Stop spectating a match on the host (a `leave` without token) and drop what this page kept of it. */
export function unwatch(session: Session, match: string): void {
  try {
    if (session.feeds.get(match)?.snapshots[viewerKey(null)]) session.transport.send({ t: 'leave', match });
  } catch {
    /* the connection is gone: nothing to leave */
  }
  session.detach(match);
}

/**
 * The director's view of the host, over this page's protocol session. `pace`: the host paces its bots by what this
 * page has shown (always, but for the memory soak test, which measures leaks over many fast games).
 */
export function sessionHost(session: Session, pace = true): DirectorHost {
  return {
    // A showcase game is for the room: phones on the LAN watch it and take its visitor seat.
    // Paced from the first move: the bots wait for this page's table even before it watches the game.
    create: (p) => session.create({ ...p, lan: true, pace }),
    async watch(match) {
      await session.join({ id: match }, 'spectator', undefined, { pace });
    },
    shown: (match, seq) => session.shown(match, seq),
    unwatch: (match) => unwatch(session, match),
    async release(match, seat) {
      await session.join({ id: match }, seat, 'Bot');
      const f = session.feeds.get(match);
      const h = f?.held.find((x) => x.seat === seat);
      // Mid-game, a seat given up is played by the host's bot; this screen keeps only its spectator view.
      if (h?.token) session.transport.send({ t: 'leave', match, token: h.token });
      if (f) f.held = f.held.filter((x) => x.seat !== seat);
      session.forget(match);
    },
    status(match) {
      const f = session.feeds.get(match);
      const s = f?.snapshots[viewerKey(null)];
      if (!s) return null;
      return {
        status: s.status,
        seq: s.seq,
        scores: s.outcome?.scores ?? [],
        winners: s.outcome?.winners ?? [],
        names: f?.summary?.seats.map((x) => x.name) ?? [],
      };
    },
    onUpdate(cb) {
      return session.events.on((e) => {
        if (e.kind === 'events' && e.viewer === 'spectator') cb(e.match, { seq: e.msg.seq, events: e.msg.events });
        else if ((e.kind === 'snapshot' && e.viewer === 'spectator') || e.kind === 'presence') cb(e.match, null);
      });
    },
  };
}
