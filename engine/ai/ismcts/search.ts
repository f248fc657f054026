import type { BotInput } from '../../core/play';
import { randFloat } from '../../core/rng';
import type { Action, AnyGame, Seat } from '../../core/types';
import type { RootMove, SearchConfig, SearchHooks } from './config';
import type { SearchProfile } from './profile';
import { countNodes, keysOf, newNode, select, type Edge, type Node } from './tree';

/** Reward of `seat` in a reached state: a finished game pays 1 (shared by co-winners), else the heuristic cut-off. */
function reward(game: AnyGame, s: unknown, seat: Seat): number {
  const o = game.outcome(s);
  if (o) return o.winners.includes(seat) ? 1 / o.winners.length : 0;
  return game.heuristic ? game.heuristic(s, seat) : 0.5;
}

/** One-ply heuristic priors (softmax over the value of each action's result for the actor). */
function computePriors(game: AnyGame, node: Node, states: unknown[], seat: Seat, edges: Edge[], temperature: number): void {
  // One-ply values averaged over the given worlds (at the root: several, so one sampled world's hidden cards do not
  // decide what the search tries first).
  const h = edges.map((e) => {
    let t = 0, n = 0;
    for (const s of states) {
      try {
        t += game.heuristic!(game.apply(s, seat, e.action).state, seat);
        n++;
      } catch {
        // not legal in that world (another seat's information set): skip it
      }
    }
    return n > 0 ? t / n : 0;
  });
  const max = Math.max(...h);
  let z = 0;
  for (const v of h) z += Math.exp((v - max) / temperature);
  node.norm = { max, z };
  edges.forEach((e, i) => (e.prior = Math.exp((h[i]! - max) / temperature) / z));
}

/** How often (in iterations) a search reports its progress (hooks.onProgress). */
const PROGRESS_EVERY = 64;
/** How often (in iterations) a search shows its root moves by default (hooks.onPeek). */
const PEEK_EVERY = 256;

function priorOf(game: AnyGame, node: Node, s: unknown, seat: Seat, a: Action, temperature: number): number {
  const v = game.heuristic!(game.apply(s, seat, a).state, seat);
  return Math.exp((v - node.norm!.max) / temperature) / node.norm!.z;
}

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over the Game contract. Each iteration
 * samples a world consistent with the bot's own view (`determinize`), descends one tree of information sets using
 * only the actions legal in that world (availability-counted PUCT), expands one node, plays on with the game's rollout
 * policy up to the horizon (`lookahead` cycles, capped at `rolloutDepth` playout moves) and scores the result with the
 * game's heuristic (or the real result of a finished game). Other seats' secret same-time choices are sampled, never
 * searched; with `opponents: 'policy'` their open decisions are played by the rollout policy too. It never sees more
 * than `input.view`.
 */
export function ismcts(input: BotInput, cfg: SearchConfig, profile: SearchProfile, hooks: SearchHooks = {}): Action {
  const { legal, rng } = input;
  if (legal.length === 1 || input.view === null) return legal[0]!;
  const grown = growTree(input, cfg, profile, hooks);
  const { root } = grown;
  // The most visited root action that is legal for real (ties: the better mean); with a final temperature, a draw
  // in proportion to visits^(1/temperature) instead (a weaker level settling for a good move, not always the best).
  const edges = legalRootEdges(root, legal);
  let best: RootMove = { action: legal[0]!, visits: -1, mean: -1, sd: 0 };
  for (const e of edges) if (ranksBefore(e, best)) best = e;
  const drawn = cfg.finalTemperature > 0 ? edges.filter((e) => e.visits > 0).map((e) => ({ a: e.action, w: Math.pow(e.visits, 1 / cfg.finalTemperature) })) : [];
  let chosen = best.action;
  if (drawn.length > 1) {
    let x = randFloat(rng) * drawn.reduce((t, d) => t + d.w, 0);
    for (const d of drawn) {
      x -= d.w;
      if (x <= 0) {
        chosen = d.a;
        break;
      }
    }
  }
  const visited = edges.filter((e) => e.visits > 0).length;
  hooks.onSearch?.({ iterations: grown.iterations, capped: grown.capped, sampled: grown.sampled, rootEdges: visited, chosenVisits: Math.max(0, best.visits), nodes: root ? countNodes(root) : 0, policyMoves: grown.policyMoves });
  return chosen;
}

/** A root action legal for real, with its search statistics (mean: the searching seat's mean reward through it). */
export type { RootMove } from './config';

/** The standard deviation of an edge's rewards (population form; 0 before two visits). */
function spread(e: Edge): number {
  if (e.visits < 2) return 0;
  const m = e.total / e.visits;
  return Math.sqrt(Math.max(0, e.sq / e.visits - m * m));
}

/** The root's edges whose action is in `legal` (the real legal action object), in the order the search met them. */
export function legalRootEdges(root: Node | undefined, legal: readonly Action[]): RootMove[] {
  if (!root) return [];
  const legalKeys = new Map(legal.map((a) => [JSON.stringify(a), a] as const));
  const out: RootMove[] = [];
  for (const [k, e] of root.edges) {
    const real = legalKeys.get(k);
    if (real) out.push({ action: real, visits: e.visits, mean: e.visits > 0 ? e.total / e.visits : 0, sd: spread(e) });
  }
  return out;
}

/** The search's order of preference: more visits first, then the better mean (an earlier edge wins a full tie). */
export function ranksBefore(a: RootMove, b: RootMove): boolean {
  return a.visits > b.visits || (a.visits === b.visits && a.mean > b.mean);
}

/** The root's legal moves limited to `only` (hooks.rootMoves; all of them if none would be left). */
function rootLimited(moves: Action[], only: readonly Action[] | undefined): Action[] {
  if (!only) return moves;
  const keys = new Set(only.map((a) => JSON.stringify(a)));
  const kept = moves.filter((a) => keys.has(JSON.stringify(a)));
  return kept.length > 0 ? kept : moves;
}

/**
 * Whether a world's state is kept at a node (its legal moves) or an edge (the state after it): it saves the rules work
 * the next time the same world passes there, but every kept state is memory the young-generation GC copies. Kept at
 * the root and its edges (every world comes back there, about iterations / worlds times) and wherever the search has
 * already passed at least half as many times as there are worlds; not at the many rarely passed deep nodes, where a
 * world seldom comes back. An den Ufern des Nils, 40 decisions: 22% less CPU, same results (docs/benchmarks.md,
 * "Analysis time").
 */
function keeps(atRoot: boolean, visits: number, worlds: number): boolean {
  return atRoot || visits * 2 >= worlds;
}

/** What one search grew: the searching seat's root node (undefined when no iteration reached it) and its counts. */
export interface GrownTree {
  root: Node | undefined;
  iterations: number;
  capped: boolean;
  sampled: number;
  policyMoves: number;
}

/**
 * The search loop shared by `ismcts` (one action) and `rankMoves` (ranked root actions, ./rank.ts). Stops at the
 * iteration budget, the time cap, or when `hooks.aborted` says so (checked every iteration).
 */
export function growTree(input: BotInput, cfg: SearchConfig, profile: SearchProfile, hooks: SearchHooks = {}): GrownTree {
  const { game, view, seat: me, rng } = input;
  const worlds: unknown[] = [];
  const holder: Edge = { action: { type: '(root)' }, avail: 0, visits: 0, total: 0, sq: 0, prior: 1, children: [] };
  const t0 = hooks.now?.() ?? 0;
  const temperature = cfg.priorTemperature;
  const secret = profile.secret ?? ((s: unknown) => game.toAct(s).length > 1);
  const cycleDone = profile.cycleDone ?? ((_r: unknown, _s: unknown, _me: Seat, othersDecided: boolean) => othersDecided);
  const othersInTree = cfg.opponents === 'tree';
  let it = 0;
  let capped = false;
  let sampled = 0;
  let policyMoves = 0;
  const path: { edge: Edge; seat: Seat }[] = [];
  for (; it < cfg.iterations; it++) {
    if (hooks.now && (it & 7) === 7 && hooks.now() - t0 > cfg.timeCapMs) {
      capped = true;
      break;
    }
    if (hooks.aborted?.()) break;
    if (hooks.onProgress && it % PROGRESS_EVERY === 0) hooks.onProgress(it, cfg.iterations);
    if (hooks.onPeek && it > 0 && it % (hooks.peekEvery ?? PEEK_EVERY) === 0) hooks.onPeek(legalRootEdges(holder.children[me], input.legal), it);
    let w = it % cfg.worlds;
    let world = worlds[w] ?? (worlds[w] = game.determinize(view, me, rng));
    let s = world;
    let parent: Edge = holder;
    let inTree = true;
    let playout = 0;
    let cycles = 0;
    let othersDecided = false;
    // Only tree and forced moves so far: the state at a node of this world is always the same one (cached).
    let pure = true;
    path.length = 0;
    for (;;) {
      const toAct = game.toAct(s);
      if (toAct.length === 0) break;
      const actor = toAct.includes(me) ? me : toAct[0]!;
      const node = inTree ? parent.children[actor] : undefined;
      // Others' secret same-time choices are hidden information: sampled, not searched.
      const chance = actor !== me && secret(s);
      // A game's fast playout policy plays the moves the tree does not search without listing the legal actions.
      const fast = profile.playout !== undefined && (!inTree || (actor !== me && (chance || !othersInTree)));
      // (The state must be the very one cached: a forced move may come between an edge and the next node.)
      const hit = pure && node ? node.worlds[w] : undefined;
      const cached = hit && hit.state === s ? hit : undefined;
      const atRoot = path.length === 0 && inTree && actor === me;
      const moves = fast ? null : cached ? cached.moves : rootLimited(game.legalActions(s, actor) as Action[], atRoot ? hooks.rootMoves : undefined);
      const otherDecision = actor !== me && !chance && (moves === null || moves.length > 1);
      if (cfg.lookahead === 0) {
        // Own-turn horizon: the first open decision of another seat ends the descent; the position is evaluated there.
        if (otherDecision) break;
      } else if (path.length > 0 || !inTree) {
        if (actor === me && cycleDone(world, s, me, othersDecided)) {
          if (++cycles >= cfg.lookahead) break;
          othersDecided = false;
        }
      }
      if (otherDecision) othersDecided = true;
      if (moves === null) {
        if (!inTree && playout++ >= cfg.rolloutDepth) break;
        if (chance && inTree) sampled++;
        policyMoves++;
        pure = false;
        s = game.apply(s, actor, profile.playout!(s, actor, rng)).state;
        continue;
      }
      const searched = inTree && (moves.length > 1 || (atRoot && hooks.rootMoves !== undefined)) && (actor === me || (othersInTree && !chance));
      if (!searched) {
        let a: Action;
        if (moves.length === 1) a = moves[0]!;
        else {
          if (!inTree && playout++ >= cfg.rolloutDepth) break;
          if (chance && inTree) sampled++;
          policyMoves++;
          pure = false;
          a = profile.rollout(game, s, actor, moves, rng);
        }
        s = game.apply(s, actor, a).state;
        continue;
      }
      if (!node) {
        // Expansion: the new node joins the tree and its position is evaluated (after a playout, if any).
        parent.children[actor] = newNode(actor);
        inTree = false;
        continue;
      }
      let avail: Edge[];
      if (cached) {
        avail = cached.edges;
        for (const e of avail) e.avail++;
      } else {
        const keys = keysOf(node, moves);
        avail = [];
        for (let i = 0; i < moves.length; i++) {
          let e = node.edges.get(keys[i]!);
          if (!e) {
            e = { action: moves[i]!, avail: 0, visits: 0, total: 0, sq: 0, prior: 0, children: [] };
            // Before heuristic priors exist, a little seeded jitter keeps untried actions from being tried in list order.
            e.prior = node.norm && game.heuristic ? priorOf(game, node, s, actor, e.action, temperature) : (1 + 0.05 * randFloat(rng)) / moves.length;
            node.edges.set(keys[i]!, e);
          }
          e.avail++;
          avail.push(e);
        }
        if (pure && keeps(path.length === 0, node.visits, cfg.worlds)) node.worlds[w] = { state: s, moves, edges: avail };
      }
      node.visits++;
      if (!node.norm && game.heuristic && (node.visits >= cfg.priorAfter || path.length === 0)) {
        const states = [s];
        if (path.length === 0) for (let i = 1; i < Math.min(cfg.rootPriorWorlds, cfg.worlds); i++) states.push(worlds[i] ?? (worlds[i] = game.determinize(view, me, rng)));
        computePriors(game, node, states, actor, avail, temperature);
      }
      const e = select(avail, cfg.exploration, cfg.normalizeQ);
      if (cfg.pairedRoot && path.length === 0) {
        // The root's moves are the same in every world (the bot's own information): go on in this action's next world.
        w = e.visits % cfg.worlds;
        s = world = worlds[w] ?? (worlds[w] = game.determinize(view, me, rng));
      }
      path.push({ edge: e, seat: actor });
      parent = e;
      // The edge's own action object (from the world where it was first seen) is equal to this world's one.
      const next = pure ? e.after?.[w] : undefined;
      if (next !== undefined) s = next;
      else {
        s = game.apply(s, actor, e.action).state;
        if (pure && keeps(path.length === 1, e.visits, cfg.worlds)) (e.after ??= [])[w] = s;
      }
    }
    const cache = new Map<Seat, number>();
    for (const { edge, seat } of path) {
      let r = cache.get(seat);
      if (r === undefined) cache.set(seat, (r = reward(game, s, seat)));
      edge.visits++;
      edge.total += r;
      edge.sq += r * r;
    }
  }
  return { root: holder.children[me], iterations: it, capped, sampled, policyMoves };
}

