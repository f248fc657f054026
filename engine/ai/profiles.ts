import type { GameId } from '../core/types';
import type { NiagaraState } from '../niagara/state';
import type { BanksState } from '../banks/state';
import { randomRollout, type SearchProfile } from './ismcts/profile';

/** Per-game search knowledge: which phases are secret simultaneous choices, and the playout policy. */
export const profiles: Partial<Record<GameId, SearchProfile>> = {
  // NILE: opponents' 50–130 trade combinations make a full tree's replies close to random, and that noise cost more
  // than deeper lines won (hard vs normal 19.5% over 100 games); searching its own turn over many worlds does not.
  nile: { rollout: randomRollout, tune: { hard: { ownTurnOnly: true, worlds: 64 } } },
  // Niagara: a bigger hard budget (1,000 iterations) measured no better against normal (30.5% vs 35%, 100 games each).
  niagara: { rollout: randomRollout, secret: (s) => (s as NiagaraState).phase === 'choose' },
  banks: { rollout: randomRollout, secret: (s) => (s as BanksState).step === 'startBid' || (s as BanksState).hippo?.stage === 'bid' },
  nefertiti: { rollout: randomRollout },
};

export function profileOf(id: string): SearchProfile {
  return (profiles as Record<string, SearchProfile | undefined>)[id] ?? { rollout: randomRollout };
}
