import { homedir } from 'node:os';
import { join } from 'node:path';
import { NodeHost } from '../host/node-host';
import { DEFAULT_PORT } from '../../protocol/address';
import { LanSession } from '../lan/session';
import { OwnNames } from '../lan/http/own-names';
import { ArgError, parseArgs, runCli } from './args';
import { allowedHosts, hostLimitsFrom, lanLimitsFrom, limitFlags } from './limits';

/**
 * npm run host -- [--port N] [--bind 127.0.0.1] [--journal DIR] [--name NAME] [--announce auto|on|off] [--no-records]
 * A dedicated LAN host: restores journalled matches, serves the protocol, announces itself, and shows one status line.
 */
const spec = {
  port: { kind: 'int', default: DEFAULT_PORT, min: 0, help: 'TCP port (0: any free port)' },
  bind: { kind: 'string', default: '0.0.0.0', help: 'address to listen on (127.0.0.1: this machine only)' },
  journal: { kind: 'string', default: join(homedir(), '.river-tables', 'journal'), help: 'journal directory (one file per match)' },
  name: { kind: 'string', default: 'River Tables host', help: 'name shown to players and in discovery' },
  announce: { kind: 'string', default: 'auto', values: ['auto', 'on', 'off'], help: 'UDP beacon + mDNS (auto: on unless bound to loopback)' },
  'away-ms': { kind: 'int', default: 60_000, min: 0, help: 'a seat away this long is played by a bot until its player returns (0: never)' },
  'bot-delay-ms': { kind: 'int', default: 400, min: 0, help: 'pause before each bot move' },
  'status-ms': { kind: 'int', default: 1000, min: 100, help: 'status line refresh' },
  durable: { kind: 'flag', help: 'fsync every journal write (survives power loss)' },
  'no-records': { kind: 'flag', help: 'never give LAN players the record of their finished match (by default they may save it and watch its replay)' },
  ...limitFlags,
} as const;

runCli('host', spec, async () => {
  const args = parseArgs(spec, process.argv.slice(2));
  if (args._.length) throw new ArgError(`unexpected argument "${args._[0]}"`);
  if (args.port > 65535) throw new ArgError('--port must be at most 65535');
  const tty = process.stdout.isTTY === true;
  // Whoever reads our output may go away (a closed pipe): the host keeps serving its players regardless.
  process.stdout.on('error', () => {});
  let statusShown = false;
  // Log lines go above the status line; on a TTY the status line is redrawn in place.
  const log = (line: string) => {
    if (tty && statusShown) process.stdout.write('\r\x1b[2K');
    process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
    statusShown = false;
  };
  const host = new NodeHost({
    name: args.name, journalDir: args.journal, durableJournal: args.durable, log,
    awayTimeoutMs: args['away-ms'] === 0 ? null : args['away-ms'], botDelayMs: args['bot-delay-ms'],
    records: !args['no-records'],
    ...hostLimitsFrom(args),
  });
  const { restored, problems, damaged = [], mismatched = [] } = host.restore();
  const loopback = args.bind === '127.0.0.1' || args.bind === '::1' || args.bind === 'localhost';
  const announce = args.announce === 'on' || (args.announce === 'auto' && !loopback);
  const session = await LanSession.open({ host, port: args.port, bind: args.bind, announce, log, lan: { ...lanLimitsFrom(args), names: new OwnNames({ extra: allowedHosts(args) }) } });
  // First line is stable and machine-readable (tests and scripts read the port from it).
  console.log(`listening ${session.server.url()} host ${host.id} journal ${args.journal} restored ${restored.length} skipped ${problems.length} damaged ${damaged.length} mismatched ${mismatched.length} announce ${announce ? 'on' : 'off'}`);
  for (const u of session.urls()) console.log(`  players join at ${u}`);

  let last = '';
  const status = () => {
    const s = host.stats();
    const line = `[${host.name}] matches ${s.matches} (${s.playing} playing) · connections ${s.connections} · seats ${s.seatsConnected} · spectators ${s.spectators} · actions ${s.actions} · errors ${s.errors}${s.journalErrors ? ` · JOURNAL ERRORS ${s.journalErrors}` : ''}${s.unsaved ? ` · NOT BEING SAVED ${s.unsaved}` : ''}`;
    if (tty) {
      process.stdout.write(`\r\x1b[2K${line}`);
      statusShown = true;
    } else if (line !== last) console.log(line);
    last = line;
  };
  const timer = setInterval(status, args['status-ms']);
  status();

  let stopping = false;
  const stop = async (sig: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(timer);
    if (tty) process.stdout.write('\n');
    console.log(`${sig}: closing (matches stay in the journal)`);
    await session.close();
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
});
