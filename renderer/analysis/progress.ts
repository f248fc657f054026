import type { AnalysisProgress } from '../../engine/ai/analysis/types';

/**
 * Progress reports drawn at most every `ms`: the first report not yet drawn starts the wait, the latest one is drawn
 * when it ends. `stop` drops a report still waiting (the analysis is over: its result is drawn instead).
 */
export function progressThrottle(draw: (p: AnalysisProgress) => void, ms: number): { report(p: AnalysisProgress): void; stop(): void } {
  let latest: AnalysisProgress | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    if (latest) draw(latest);
  };
  return {
    report: (p) => {
      latest = p;
      timer ??= setTimeout(fire, ms);
    },
    stop: () => {
      clearTimeout(timer);
      timer = undefined;
      latest = null;
    },
  };
}
