import { analyseDecision } from '../../engine/ai/analysis';
import { replay, type MatchRecord } from '../../engine/core/record';
import { getGame } from '../../engine/games';
import { NO_ID, requestSchema, type AnalyseReply } from './messages';

/**
 * Answers analysis requests wherever they run (an analysis worker, or this thread where there is none). The replayed
 * states of the last record are kept: a worker is handed one decision after another of the same record.
 */
export function createAnalyst(): (message: unknown) => AnalyseReply {
  let last: { text: string; states: unknown[] } | null = null;
  const statesOf = (record: MatchRecord): unknown[] => {
    const text = JSON.stringify(record);
    if (last?.text !== text) last = { text, states: replay<unknown>({ [record.game]: getGame(record.game) }, record, { keepStates: true }).states };
    return last.states;
  };
  return (message) => {
    const req = requestSchema.safeParse(message);
    const id = typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'number' ? message.id : NO_ID;
    if (!req.success) return { id, error: `bad analysis request: ${req.error.issues[0]?.message ?? 'invalid'}` };
    const { record, index, budget } = req.data;
    try {
      if (index >= record.actions.length) throw new Error(`no decision #${index} in a record of ${record.actions.length}`);
      const state = statesOf(record)[index];
      return { id, decision: analyseDecision(getGame(record.game), record, state, index, {}, budget) };
    } catch (e) {
      return { id, error: e instanceof Error ? e.message : String(e) };
    }
  };
}
