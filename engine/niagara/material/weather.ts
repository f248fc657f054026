/** Weather track (spec §8): four cells −1, 0, +1, +2; the cloud starts on 0. Its value adds to the river speed. */
export const WEATHER_MIN = -1;
export const WEATHER_MAX = 2;
export const WEATHER_START = 0;
