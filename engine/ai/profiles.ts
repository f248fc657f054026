import type { GameId } from '../core/types';
import type { NiagaraState } from '../niagara/state';
import type { BanksState } from '../banks/state';
import type { NileState } from '../nile/state';
import { nilePlayout } from '../nile/rollout';
import { greedyRollout, randomRollout, type SearchProfile } from './ismcts/profile';

/**
 * Per-game search knowledge: which phases are secret simultaneous choices, the playout policy, and per-level tuning.
 * Every level uses the game's own heuristic (engine/<game>/heuristic.ts). `normal.finalTemperature` is how often normal
 * settles for a good move instead of the best it found: measured per game so that normal stays clearly above easy
 * (normal vs 3 easy, 400 games) — the same temperature is far more costly in some games than in others.
 * Measurements (npm run bench:bots, 4 players) are in README.md, "Bots".
 */
const profiles: Partial<Record<GameId, SearchProfile>> = {
  // NILE: playouts use the fast rule policy (no legal-action list: ~100 trade pairs a turn); searching the own turn
  // over many worlds beat looking a round ahead with policy opponents (31.8% vs 31.8–36.8%, equal within noise, and
  // cheaper). normal τ 0.3 / 0.4 / 0.5: 46.5% / 37.6% / 30.4% vs 3 easy (400 games; 35.6% in a later 400-game run).
  // Hard vs 3 normal on 400 other seeds: 33.8% with the common hard budget and τ 0.4; 38.2% (300 games) with 4,000
  // iterations over 256 worlds; 43.6% with both that and τ 0.5 — NILE's luck leaves the least room for search.
  nile: {
    rollout: greedyRollout(0.1, 8),
    playout: (s, seat) => nilePlayout(s as NileState, seat),
    tune: { normal: { finalTemperature: 0.5 }, hard: { iterations: 4000, worlds: 256 } },
  },
  // Niagara: the others' paddle cards are a secret choice, sampled. normal τ 0 / 0.5 / 1: 84% / 58% / 21% vs 3 easy.
  niagara: {
    rollout: greedyRollout(0.1, 8),
    secret: (s) => (s as NiagaraState).phase === 'choose',
    cycleDone: (root, s) => (s as NiagaraState).round > (root as NiagaraState).round,
    tune: { normal: { finalTemperature: 0.5 } },
  },
  // An den Ufern des Nils: bids for the pillar and the hippo auction are secret choices.
  banks: {
    rollout: greedyRollout(0.1, 8),
    secret: (s) => (s as BanksState).step === 'startBid' || (s as BanksState).hippo?.stage === 'bid',
    tune: { normal: { finalTemperature: 0.5 } },
  },
  // Nefertiti: normal τ 0.25 / 0.5 / 1: 48% / 36% / 28% vs 3 easy.
  nefertiti: { rollout: greedyRollout(0.1, 8), tune: { normal: { finalTemperature: 0.25 } } },
};

export function profileOf(id: string): SearchProfile {
  return (profiles as Record<string, SearchProfile | undefined>)[id] ?? { rollout: randomRollout };
}
