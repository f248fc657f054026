// The page's bot worker: answers each request the in-page host posts, with the same chooser as the Node workers.
import { botChooser } from '../../../host/bots/choose';
import type { BotRequest } from '../../../host/bots/messages';

const choose = botChooser();
self.onmessage = (e: MessageEvent<BotRequest>) => self.postMessage(choose(e.data));
