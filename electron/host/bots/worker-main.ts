// Entry of a bot worker in bundled builds (no TypeScript loader needed): bundle this file and pass its URL as
// BotPool `workerUrl`. Sources use worker-entry.mjs instead.
import { startBotWorker } from './worker';

startBotWorker();
