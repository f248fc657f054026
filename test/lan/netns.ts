/**
 * Tests that need a real network (UDP broadcast and multicast, a LAN interface) run a scenario script inside a network
 * namespace they create (`unshare -n`): nothing reaches the machine's real interfaces. The test side checks that a
 * namespace can be made and runs the scenario; the scenario side refuses to run anywhere else.
 */
import { execFile, spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether this machine lets a test make a namespace and run `setup` (sh) in it: needs root and iproute2. */
export function canMakeNetns(setup: string): boolean {
  return spawnSync('unshare', ['-n', 'sh', '-c', setup], { stdio: 'ignore' }).status === 0;
}

/**
 * Run `setup` (sh) in a fresh namespace, then the scenario file under Node with RT_NETNS=1; resolves with the
 * scenario's last line of output (it prints what it observed as one JSON line).
 */
export async function runNetnsScenario(setup: string, scenario: string): Promise<string> {
  const script = `set -e\n${setup}\nexport RT_NETNS=1\nexec "$0" --import tsx ${scenario}\n`;
  const { stdout } = await run('unshare', ['-n', 'sh', '-c', script, process.execPath], { cwd: process.cwd(), timeout: 60_000 });
  return stdout.trim().split('\n').pop()!;
}

/** Scenario side: exit unless inside the test's namespace, with no interface but loopback and the test's own. */
export function refuseOutsideNetns(name: string): void {
  if (process.env.RT_NETNS !== '1') {
    console.error(`${name}: refusing to run outside the test network namespace`);
    process.exit(2);
  }
  const names = Object.keys(networkInterfaces());
  if (names.some((n) => n !== 'lo' && !n.startsWith('rt'))) {
    console.error(`${name}: unexpected interfaces ${names.join(', ')}`);
    process.exit(2);
  }
}
