import { useMemo } from 'react';
import type { HandProps } from '../../scenes/nile/handLayout';
import { NileScene } from '../../scenes/nile/NileScene';
import type { SceneLook } from '../table/TableFrame';
import type { KitContext } from '../table/kit';
import type { NileKit } from './kitTypes';
import { selectedCards } from './picks';

const NONE: ReadonlyMap<number, string> = new Map();

/** The NILE table in the stage: the seats' areas and the piles, and the revealed seat's hand to pick cards from. */
export function NileBoard(c: KitContext<NileKit> & SceneLook) {
  const { model, choices, pick, marks, table } = c;
  const { handCards, cardPx } = model;
  const selected = useMemo(() => new Set(pick.hand), [pick.hand]);
  const cards = selectedCards(pick, handCards);
  const hand: HandProps | null =
    table.reveal !== null && !table.handoff
      ? {
          cards: [...handCards],
          selected,
          selectable: (i) => { const face = handCards[i]; return !!choices && face !== undefined && choices.canAdd(cards, 'hand', face); },
          interactive: !!choices,
          onToggle: (i) => c.input({ card: i }),
          cardPx,
          emphasised: marks?.hand ?? NONE,
        }
      : null;
  return (
    <NileScene
      assets={model.assets}
      store={c.store}
      frames={model.frames}
      labels={c.labels}
      handSeat={table.reveal}
      hand={hand}
      bottomSeat={table.bottomSeat}
      overview={table.held.length === 0}
      phone={c.phone}
      quality={c.quality}
      reduceMotion={c.reduceMotion}
    />
  );
}
