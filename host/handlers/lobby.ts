import { LIMITS, PROTOCOL_VERSION, type ClientMessage, type CreateMessage, type ListMessage, type MatchesMessage } from '../../protocol/messages';
import { clearHelloTimer, type PeerState } from '../connections';
import type { HostContext } from '../context';
import { HostError } from '../errors';
import { summaryFor, visibleTo } from '../lan-share';
import { checkCreate } from '../limits';
import type { Match } from '../match';

/** Lobby messages: hello (the protocol version and the host's games), the match list, and creating a match. */

export function onHello(ctx: HostContext, peer: PeerState, msg: Extract<ClientMessage, { t: 'hello' }>): void {
  const v = msg.v;
  if (v !== PROTOCOL_VERSION) throw new HostError('BAD_VERSION', `this host speaks protocol version ${PROTOCOL_VERSION}, not ${v}`, { v: PROTOCOL_VERSION });
  peer.hello = true;
  peer.name = msg.name ?? null;
  clearHelloTimer(peer);
  ctx.out.send(peer.conn, {
    t: 'welcome', v: PROTOCOL_VERSION, hostId: ctx.id, hostName: ctx.name,
    games: Object.values(ctx.games).map((g) => ({ id: g.id, name: g.name, players: { ...g.players } })),
  });
}

/**
 * One page of `list`: the matches after the cursor `after`, at most `limit`. A `list` with neither field (older
 * clients) gets the first page in the reply shape it knows, without `total`/`next`, which its schema would refuse.
 */
export function onList(ctx: HostContext, peer: PeerState, msg: ListMessage): void {
  ctx.out.send(peer.conn, listPage(ctx, peer, msg));
}

function listPage(ctx: HostContext, peer: PeerState, msg: ListMessage): MatchesMessage {
  const conn = peer.conn;
  const all = ctx.matches.byCreation().filter((m) => visibleTo(m, conn));
  const paged = msg.after !== undefined || msg.limit !== undefined;
  const from = msg.after === undefined ? 0 : pageStart(all, msg.after);
  const page = all.slice(from, from + (msg.limit ?? LIMITS.maxMatchesListed));
  const matches = page.map((m) => summaryFor(m, conn));
  if (!paged) return { t: 'matches', ref: msg.ref, matches };
  const last = page[page.length - 1];
  const next = last && from + page.length < all.length ? cursorOf(last) : null;
  return { t: 'matches', ref: msg.ref, matches, total: all.length, next };
}

/** A list cursor: where `m` stands in creation order (see listCursor in protocol/messages.ts). */
function cursorOf(m: Match): string {
  return `${m.createdAt}~${m.id}`;
}

/** Index of the first match after `cursor` (which may name a match closed since: its place still counts). */
function pageStart(all: Match[], cursor: string): number {
  const sep = cursor.indexOf('~');
  const at = Number(cursor.slice(0, sep));
  const id = cursor.slice(sep + 1);
  if (!Number.isFinite(at)) throw new HostError('BAD_MESSAGE', 'list: field "after": not a cursor from this host (send back the "next" of the previous reply)');
  const i = all.findIndex((m) => m.createdAt > at || (m.createdAt === at && m.id > id));
  return i === -1 ? all.length : i;
}

export function onCreate(ctx: HostContext, peer: PeerState, msg: CreateMessage): void {
  const { config, limits, matches } = ctx;
  const local = peer.conn.kind === 'local';
  if (!local && !config.remoteCreate) throw new HostError('NOT_ALLOWED', 'this host does not let LAN clients create matches');
  if (msg.seed !== undefined && !(config.seeds === 'all' || (config.seeds === 'local' && local))) {
    throw new HostError('NOT_ALLOWED', 'this host chooses match seeds itself (a seed would reveal the deck)');
  }
  matches.makeRoom(Math.max(0, limits.maxMatches - limits.reservedForLocal));
  checkCreate(matches.values(), matches.size, peer.conn, limits);
  // A LAN client's match is a LAN game, and keeps no seat for the host's players; the app's own is a LAN game only
  // when its creator says so (New Game's LAN seats).
  const seats = local ? msg.seats : msg.seats?.map((x) => (x.kind === 'human' ? { ...x, here: undefined } : x));
  const summary = matches.create({ ...msg, seats, lan: local ? (msg.lan ?? false) : true }, peer.conn);
  ctx.out.send(peer.conn, { t: 'created', ref: msg.ref, match: summary });
}
