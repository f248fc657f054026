import type { BotInput } from '../../core/play';
import { randFloat } from '../../core/rng';
import type { Action, AnyGame, Seat } from '../../core/types';
import type { SearchConfig, SearchHooks } from './config';
import type { SearchProfile } from './profile';
import { countNodes, keysOf, newNode, select, type Edge, type Node } from './tree';

/** Reward of `seat` in a reached state: a finished game pays 1 (shared by co-winners), else the heuristic cut-off. */
function reward(game: AnyGame, s: unknown, seat: Seat): number {
  const o = game.outcome(s);
  if (o) return o.winners.includes(seat) ? 1 / o.winners.length : 0;
  return game.heuristic ? game.heuristic(s, seat) : 0.5;
}

/** One-ply heuristic priors (softmax over the value of each action's result for the actor). */
function computePriors(game: AnyGame, node: Node, s: unknown, seat: Seat, edges: Edge[], temperature: number): void {
  const h = edges.map((e) => game.heuristic!(game.apply(s, seat, e.action).state, seat));
  const max = Math.max(...h);
  let z = 0;
  for (const v of h) z += Math.exp((v - max) / temperature);
  node.norm = { max, z };
  edges.forEach((e, i) => (e.prior = Math.exp((h[i]! - max) / temperature) / z));
}

function priorOf(game: AnyGame, node: Node, s: unknown, seat: Seat, a: Action, temperature: number): number {
  const v = game.heuristic!(game.apply(s, seat, a).state, seat);
  return Math.exp((v - node.norm!.max) / temperature) / node.norm!.z;
}

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) over the Game contract. Each iteration
 * samples a world consistent with the bot's own view (`determinize`), descends one tree of information sets using
 * only the actions legal in that world (availability-counted PUCT), expands one node, plays out a few moves with the
 * rollout policy and scores the result with the game's heuristic. It never sees more than `input.view`.
 */
export function ismcts(input: BotInput, cfg: SearchConfig, profile: SearchProfile, hooks: SearchHooks = {}): Action {
  const { game, view, seat: me, legal, rng } = input;
  if (legal.length === 1 || view === null) return legal[0]!;
  const worlds: unknown[] = [];
  const holder: Edge = { action: { type: '(root)' }, avail: 0, visits: 0, total: 0, prior: 1, children: [] };
  const t0 = hooks.now?.() ?? 0;
  const temperature = cfg.priorTemperature;
  const secret = profile.secret ?? ((s: unknown) => game.toAct(s).length > 1);
  let it = 0;
  let capped = false;
  let sampled = 0;
  const path: { edge: Edge; seat: Seat }[] = [];
  for (; it < cfg.iterations; it++) {
    if (hooks.now && (it & 7) === 7 && hooks.now() - t0 > cfg.timeCapMs) {
      capped = true;
      break;
    }
    const w = it % cfg.worlds;
    let s = worlds[w] ?? (worlds[w] = game.determinize(view, me, rng));
    let parent: Edge = holder;
    let inTree = true, playout = 0;
    path.length = 0;
    for (;;) {
      const toAct = game.toAct(s);
      if (toAct.length === 0) break;
      const actor = toAct.includes(me) ? me : toAct[0]!;
      const moves = game.legalActions(s, actor) as Action[];
      // Others' secret same-time choices are hidden information: sampled, not searched.
      const chance = actor !== me && secret(s);
      // Own-turn horizon: the first open decision of another seat ends the descent; the position is evaluated there.
      if (cfg.ownTurnOnly && inTree && actor !== me && !chance) break;
      let a: Action;
      if (!inTree || chance || (moves.length === 1 && path.length > 0)) {
        if (!inTree && playout++ >= cfg.rolloutDepth) break;
        if (chance && inTree) sampled++;
        a = moves.length === 1 ? moves[0]! : profile.rollout(game, s, actor, moves, rng);
      } else {
        const node = parent.children[actor];
        if (!node) {
          // Expansion: the new node joins the tree and its position is evaluated (after a playout, if any).
          parent.children[actor] = newNode(actor);
          inTree = false;
          continue;
        }
        const keys = keysOf(node, moves);
        const avail: Edge[] = [];
        for (let i = 0; i < moves.length; i++) {
          let e = node.edges.get(keys[i]!);
          if (!e) {
            e = { action: moves[i]!, avail: 0, visits: 0, total: 0, prior: 0, children: [] };
            // Before heuristic priors exist, a little seeded jitter keeps untried actions from being tried in list order.
            e.prior = node.norm && game.heuristic ? priorOf(game, node, s, actor, e.action, temperature) : (1 + 0.05 * randFloat(rng)) / moves.length;
            node.edges.set(keys[i]!, e);
          }
          e.avail++;
          avail.push(e);
        }
        node.visits++;
        if (!node.norm && game.heuristic && (node.visits >= cfg.priorAfter || path.length === 0)) computePriors(game, node, s, actor, avail, temperature);
        const e = select(avail, cfg.exploration);
        path.push({ edge: e, seat: actor });
        parent = e;
        a = e.action;
      }
      s = game.apply(s, actor, a).state;
    }
    const cache = new Map<Seat, number>();
    for (const { edge, seat } of path) {
      let r = cache.get(seat);
      if (r === undefined) cache.set(seat, (r = reward(game, s, seat)));
      edge.visits++;
      edge.total += r;
    }
  }
  // The most visited root action that is legal for real (ties: the better mean).
  const root = holder.children[me];
  const legalKeys = new Map(legal.map((a) => [JSON.stringify(a), a] as const));
  let best: Action = legal[0]!;
  let bestV = -1, bestQ = -1, visited = 0;
  if (root) {
    for (const [k, e] of root.edges) {
      const real = legalKeys.get(k);
      if (!real) continue;
      if (e.visits > 0) visited++;
      const q = e.visits > 0 ? e.total / e.visits : 0;
      if (e.visits > bestV || (e.visits === bestV && q > bestQ)) {
        best = real;
        bestV = e.visits;
        bestQ = q;
      }
    }
  }
  hooks.onSearch?.({ iterations: it, capped, sampled, rootEdges: visited, chosenVisits: Math.max(0, bestV), nodes: root ? countNodes(root) : 0 });
  return best;
}
