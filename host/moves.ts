import type { Action, Seat } from '../engine/core/types';
import type { HostContext } from './context';
import type { Match } from './match';

/**
 * The host's one path for a change of the game: apply it, write it to the journal, and only then push every viewer
 * its share. On disk before anyone hears of it: a killed host never un-does what a client saw.
 */

/** Apply one action (from a person or a bot), journal it, then push every viewer its share. Throws when refused. */
export function act(ctx: HostContext, m: Match, seat: Seat, seq: number, action: Action): void {
  const entry = m.apply(seat, seq, action, ctx.now());
  ctx.counters.actions++;
  ctx.journal.action(m, entry.seq, seat, action);
  if (m.maybeCheckpoint(ctx.config.checkpointEvery)) ctx.journal.checkpoint(m);
  ctx.undos.moved(m);
  ctx.out.action(m, entry);
  if (m.status === 'over') {
    ctx.log(`match ${m.id} is over after ${m.seq} actions`);
    ctx.out.presence(m);
    ctx.changed();
  }
  ctx.seatBots.schedule(m);
}

/** Take the match back to its first `keep` actions: journalled first, then everyone gets a fresh snapshot. */
export function undoTo(ctx: HostContext, m: Match, keep: number): void {
  const checkpoint = m.checkpoint;
  m.undoTo(keep, ctx.now());
  ctx.journal.undo(m, keep, m.checkpoint !== checkpoint ? m.checkpoint : null);
  ctx.log(`match ${m.id}: undo back to seq ${keep}`);
  ctx.out.snapshots(m, true);
  ctx.seatBots.schedule(m);
}
