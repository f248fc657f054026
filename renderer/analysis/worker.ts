// An analysis worker (renderer/analysis/pool.ts): analyses the decisions the pool hands it, one message each.
import { createAnalyst } from './analyst';

const answer = createAnalyst();
self.onmessage = (e: MessageEvent<unknown>) => self.postMessage(answer(e.data));
