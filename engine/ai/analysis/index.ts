/**
 * The post-game analysis, one step per file: budget.ts (how much search), chance.ts (search value → win chance, by the
 * fitted maps of chance-maps.ts), decision.ts (one decision from the acting seat's view), classify.ts (drop → class),
 * finish.ts (forced moves, turning points), turning.ts, series.ts (the chart's lines), record.ts (a whole record in one
 * thread), key.ts (which record). The contract: types.ts.
 */
export type * from './types';
export { ANALYSIS_BUDGET, QUICK_BUDGET, analysisConfig, type AnalysisBudget } from './budget';
export { ANALYSIS_THRESHOLDS, classify } from './classify';
export { winChance, searchValue } from './chance';
export { recordKey } from './key';
export { analyseDecision } from './decision';
export { finishAnalysis } from './finish';
export { turningPoints, TURNING_MIN_SWING } from './turning';
export { winChanceSeries } from './series';
export { analyseRecord, type AnalyseRecordOptions } from './record';
