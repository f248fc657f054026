import { banksCaption } from './banks';
import { nefertitiCaption } from './nefertiti';
import { niagaraCaption } from './niagara';
import { nileCaption } from './nile';
import type { CaptionWriter } from './types';

export type { CaptionContext, CaptionWriter } from './types';

/** Caption writers by game id (a game without one gets no captions). */
export const CAPTIONS: Record<string, CaptionWriter> = { nile: nileCaption, banks: banksCaption, niagara: niagaraCaption, nefertiti: nefertitiCaption };
