// Entry of a bot worker thread when running from TypeScript sources (npm run host, vitest, the dev app).
//
// Why a .mjs shim: a worker thread starts with a fresh module loader, and neither vitest's transform nor (reliably)
// the parent's `--import tsx` reaches it. tsx's scoped `tsImport` compiles the TypeScript worker and the engines
// (extension-less imports included) inside this thread, without changing how anything else in it loads.
// Packaged builds bundle electron/host/bots/worker-main.ts to JavaScript and pass its URL as BotPool `workerUrl`.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const load = (specifier) => tsImport(specifier, import.meta.url);
const { startBotWorker } = await load('./worker.ts');
const extra = [];
for (const url of workerData?.gameModules ?? []) extra.push(await load(url));
startBotWorker(extra);
