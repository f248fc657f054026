import { DEFAULT_DATA } from './material/default-data';
import { parseData, type NefertitiData } from './material/schema';

/**
 * Replacement data sets (the printed board values, once found): pass one as `options.data` at setup. It must be a
 * complete set of the same shape as DEFAULT_DATA; `parseDataSet` validates it in advance with the same errors
 * (RuleError BAD_SETUP naming the field, e.g. `data.markets.2.stalls.0.spaces.4.value`).
 */
export { DEFAULT_DATA };
export const parseDataSet = (input: unknown): NefertitiData => parseData(input);
