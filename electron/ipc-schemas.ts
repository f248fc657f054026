import { z } from 'zod';
import { IPC } from './ipc-contract';

/** zod schema of the argument list of every invoke channel (main parses with these before any handler runs). */
export const invokeSchemas = {
  [IPC.appInfo]: z.tuple([]),
  [IPC.saveRecord]: z.tuple([
    z.strictObject({
      suggestedName: z.string().regex(/^[\w .()-]{1,80}\.json$/, 'a file name ending in .json'),
      json: z.string().min(2).max(8 * 1024 * 1024),
    }),
  ]),
  [IPC.openRecord]: z.tuple([]),
  [IPC.matchRecord]: z.tuple([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a match id')]),
} as const;

