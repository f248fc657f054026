import { DEFAULT_DATA } from './material/default-data';
import { parseData, type BanksData } from './material/schema';

/**
 * Replacement data sets (the printed board and tiles, once found): pass one as `options.data` at setup. It must be a
 * complete set of the same shape as DEFAULT_DATA; `parseDataSet` validates it in advance with the same errors
 * (RuleError BAD_SETUP naming the field, e.g. `data.market[2].cap: expected a positive integer`).
 */
export { DEFAULT_DATA };
export const parseDataSet = (input: unknown): BanksData => parseData(input);
