import type { JoinedMessage, WelcomeMessage } from '../protocol/messages';
import { lastSeqOf, type MatchFeed } from './feeds';
import { RequestError } from './request-error';
import type { Request } from './requests';

/** The welcome of one connection, awaited by `connect()`; a new one for each connection. */
interface Greeting {
  done: Promise<WelcomeMessage>;
  resolve(w: WelcomeMessage): void;
  reject(e: Error): void;
}

function newGreeting(): Greeting {
  let resolve!: (w: WelcomeMessage) => void;
  let reject!: (e: Error) => void;
  const done = new Promise<WelcomeMessage>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting for this connection's welcome: its failure is then not an unhandled rejection.
  done.catch(() => {});
  return { done, resolve, reject };
}

/**
 * Hello once on each connection (when it opens, never into a transport's queue: a queued hello would be sent again
 * after a first attempt that failed, on top of the one every new connection says), and the welcome `connect()` waits
 * for: after a reconnect, only once every held seat is resumed.
 */
export class Greeter {
  private greeting = newGreeting();
  /** Whether hello went out on the current connection. */
  private greeted = false;

  constructor(
    private readonly o: {
      hello(): void;
      /** Resume what this client held before the drop. */
      resume(): Promise<void>;
    },
  ) {}

  /** Resolves with the current connection's welcome. */
  get done(): Promise<WelcomeMessage> {
    return this.greeting.done;
  }

  /** The connection is open: say hello, unless it was said on this connection. */
  opened(): void {
    if (this.greeted) return;
    this.greeted = true;
    this.o.hello();
  }

  /** The connection is gone: whoever waits for its welcome gets `err`; the next connection greets again. */
  dropped(err: Error): void {
    this.greeted = false;
    this.greeting.reject(err);
    this.greeting = newGreeting();
  }

  /** The host's welcome; `again`: this session had one before (a reconnect), so its seats are resumed first. */
  async welcomed(m: WelcomeMessage, again: boolean): Promise<void> {
    if (again) await this.o.resume();
    this.greeting.resolve(m);
  }

  /** The host refused the hello. */
  refused(err: Error): void {
    this.greeting.reject(err);
  }
}

export interface ResumeDeps {
  /** Matches joined with `pace` (re-joined so). */
  paced: ReadonlySet<string>;
  /** Send a request answered by `joined`. */
  join: (msg: Request) => Promise<JoinedMessage>;
  /** Forget a seat the host says is gone for good. */
  release: (f: MatchFeed, seat: number | null) => void;
}

/**
 * After a reconnect: resume every held seat from the last seq seen, re-join every watched match. A watch that fails
 * is dropped; a seat only when the host says it is gone for good (match closed, token revoked), not for other failures.
 */
export async function resumeAll(feeds: Iterable<MatchFeed>, o: ResumeDeps): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  for (const f of feeds) {
    for (const h of f.held) {
      if (h.seat === null) {
        const pace = o.paced.has(f.id) ? { pace: true } : {};
        tasks.push(o.join({ t: 'join', match: { id: f.id }, as: 'spectator', ...pace }).catch(() => o.release(f, null)));
      } else if (h.token) {
        const seat = h.seat;
        const resume = o.join({ t: 'resume', match: f.id, token: h.token, lastSeq: lastSeqOf(f, seat) });
        tasks.push(resume.catch((e: unknown) => e instanceof RequestError && (e.code === 'BAD_TOKEN' || e.code === 'NO_MATCH') && o.release(f, seat)));
      }
    }
  }
  await Promise.all(tasks);
}
