// The record-file reader's worker (renderer/replay/open.ts): one file per message, answered with a ReadReply.
import { readRecordSource } from './read';

self.onmessage = (e: MessageEvent<Blob | string>) => {
  void readRecordSource(e.data).then((reply) => self.postMessage(reply));
};
