import { useEffect, useMemo } from 'react';
import { useLatest } from '../../app/hooks';
import { useNefAssets } from '../../scenes/nefertiti/assets';
import type { CardTexts } from '../../scenes/nefertiti/cardArt';
import { NefertitiScene, type Targets } from '../../scenes/nefertiti/NefertitiScene';
import type { SceneLook } from '../table/TableFrame';
import type { KitContext } from '../table/kit';
import type { NefKit } from './kitTypes';
import { nefPhoneX } from './hudParts';

/** The Nefertiti table in the stage: the board with the spaces and characters the seat may click now. */
export function NefBoard(c: KitContext<NefKit> & SceneLook) {
  const { model, choices, pick, marks, table } = c;
  const { data, layout, pan } = model;
  // A new decision shows the view with most legal spaces again, until the player pans.
  useEffect(() => pan(null), [choices, pan]);
  // The targets are rebuilt only with the choices; a click goes through this render's `input`.
  const input = useLatest(c.input);
  const targets: Targets | null = useMemo(
    () =>
      choices && !table.handoff
        ? {
            spaces: choices.spaces,
            characters: choices.characters,
            picked: pick,
            marks,
            onSpace: (market, space) => input.current({ space: [market, space] }),
            onCharacter: (id) => input.current({ character: id }),
          }
        : null,
    [choices, table.handoff, pick, marks, input],
  );
  if (!data || !layout) return null;
  return (
    <SceneWithAssets
      cardTexts={model.cardTexts}
      store={c.store}
      layout={layout}
      data={data}
      boardTexts={model.boardTexts}
      textKey={model.textKey}
      labels={c.labels}
      targets={targets}
      quality={c.quality}
      reduceMotion={c.reduceMotion}
      phoneView={c.phone ? { x: nefPhoneX(c), panned: model.panned !== null } : null}
    />
  );
}

/** The card atlas and pieces live inside the canvas: made with it (for the data set) and disposed when it goes. */
function SceneWithAssets(p: Omit<Parameters<typeof NefertitiScene>[0], 'assets'> & { cardTexts: CardTexts }) {
  const assets = useNefAssets(p.data, p.cardTexts, p.textKey);
  return <NefertitiScene {...p} assets={assets} />;
}
