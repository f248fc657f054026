// The data-set file reader's worker (openDataSet.ts): one file per message, answered with a DataSetReply.
import { readDataSetSource, type DataSetRequest } from './dataSetRead';

self.onmessage = (e: MessageEvent<DataSetRequest>) => {
  void readDataSetSource(e.data).then((reply) => self.postMessage(reply));
};
