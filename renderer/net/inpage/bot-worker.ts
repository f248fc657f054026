// The page's bot worker: answers each request the in-page host posts, with the same chooser as the Node workers, and
// the hint requests of a table (renderer/ui/hints).
import { botChooser } from '../../../host/bots/choose';
import type { BotRequest } from '../../../host/bots/messages';
import type { HintRequest, WarmReply, WarmRequest } from './hint-messages';
import { rankHint } from './hint-ranker';

const choose = botChooser();
self.onmessage = (e: MessageEvent<BotRequest | HintRequest | WarmRequest>) => {
  const req = e.data;
  if (!('kind' in req)) self.postMessage(choose(req));
  else if (req.kind === 'warm') self.postMessage({ id: req.id, warm: true } satisfies WarmReply);
  else rankHint(req, (r) => self.postMessage(r));
};
