import { createInterface } from 'node:readline';

/**
 * The two sides of `npm run bench:bgio` measure over the same seconds: each warms up, prints `{"ready":true}`, and
 * waits for the runner's "go" line on stdin, which it sends to both once both are ready.
 */
export async function readyThenGo(): Promise<void> {
  console.log(JSON.stringify({ ready: true }));
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line.trim() === 'go') break;
  }
  lines.close();
}
