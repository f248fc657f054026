import { z } from 'zod';
import { IPC } from '../protocol/ipc';
import { checkRemoteSocketUrl } from './url-policy';

/** A remote connection id as main hands them out (remote-bridge.ts counts up from 1). */
export const remoteIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** ws:// or wss://, a host and a port, no user name or password (url-policy.ts says which rule failed). */
const remoteUrl = z.string().superRefine((url, ctx) => {
  const r = checkRemoteSocketUrl(url);
  if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error });
});

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
  [IPC.remoteOpen]: z.tuple([remoteUrl]),
  [IPC.remoteClose]: z.tuple([remoteIdSchema]),
} as const;
