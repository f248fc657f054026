import type { AnyGame } from '../../engine/core/types';
import type { SeatSetup } from '../../renderer/ui/game/gameUi';

/** The set-ups the engine accepts for each of its player counts: its default options and each of its presets. */
export function setups(game: AnyGame): SeatSetup[] {
  const variants = [game.defaultOptions, ...game.presets.map((p) => ({ ...game.defaultOptions, ...p.values }))];
  const counts = Array.from({ length: game.players.max - game.players.min + 1 }, (_, k) => game.players.min + k);
  return counts.flatMap((players) =>
    variants.flatMap((options) => {
      try {
        game.setup({ players, seed: 'registry', options });
        return [{ players, options }];
      } catch {
        return [];
      }
    }),
  );
}
