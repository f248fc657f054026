import { useMemo } from 'react';
import { useLatest } from '../../app/hooks';
import { NiagaraScene } from '../../scenes/niagara/NiagaraScene';
import { useTutorial } from '../../tutorial/store';
import type { KitContext } from '../table/kit';
import type { SceneLook } from '../table/TableFrame';
import { boardTargets } from './boardTargets';
import type { NiagaraKit } from './kitTypes';

/** The Niagara table in the stage: the river, with the canoes, destinations and cloud moves the seat may click now. */
export function NiagaraBoard(c: KitContext<NiagaraKit> & SceneLook) {
  const { table, display, marks, model } = c;
  const choices = table.handoff ? null : c.choices;
  const { canoe, dest } = c.pick;
  // The targets are rebuilt with what they show; a click goes through this render's `input` or `send`.
  const acts = useLatest({ input: c.input, send: c.send });
  const shown = useMemo(
    () => boardTargets(display, choices, { canoe, dest }, marks, model.frames, { input: (i) => acts.current.input(i), send: (a) => acts.current.send(a) }),
    [display, choices, canoe, dest, marks, model.frames, acts],
  );
  // A tutorial's instruction panel is over the top of a phone's screen: its close-ups are framed below it.
  const roomAtTop = useTutorial((s) => s.run?.match === table.match && !s.run.free);
  return <NiagaraScene store={c.store} frames={model.frames} labels={c.labels} quality={c.quality} reduceMotion={c.reduceMotion} targets={shown.targets} others={shown.others} caveGlow={shown.caveGlow} framePoints={shown.framePoints} roomAtTop={roomAtTop} />;
}
