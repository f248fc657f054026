import { WEATHER_MAX, WEATHER_MIN } from '../material/weather';
import type { NiagaraEvent } from '../events';
import { seatOfCrew, type NiagaraState } from '../state';

/** Legal cloud moves (§5, §8): exactly one cell up or down; at an end only inward (or stay, by option). */
export function weatherMoves(s: NiagaraState): number[] {
  const out: number[] = [];
  if (s.weather > WEATHER_MIN) out.push(-1);
  if (s.weather < WEATHER_MAX) out.push(1);
  if (s.options.cloudMayStayAtEdge && (s.weather === WEATHER_MIN || s.weather === WEATHER_MAX)) out.push(0);
  return out;
}

export function applyWeather(s: NiagaraState, delta: number, ev: NiagaraEvent[]): void {
  const from = s.weather;
  s.weather = from + delta;
  ev.push({ type: 'weatherMoved', seat: seatOfCrew(s, s.turn!.crew), from, to: s.weather });
}
