import type { Action } from '../../engine/core/types';
import type { BotRequest } from '../../host/bots/messages';
import type { BotRunner } from '../../host/bots/runner';
import { InThreadBots } from '../../host/bots/in-thread';

/** Bots on this thread that note which bot each request named for which seat: tests check who played a seat. */
export class RecordingBots implements BotRunner {
  readonly asked: { seat: number; bot: string }[] = [];
  private readonly inner = new InThreadBots();

  choose(req: Omit<BotRequest, 'id'>): Promise<Action> {
    this.asked.push({ seat: req.seat, bot: req.bot });
    return this.inner.choose(req);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The bots asked to play `seat`, each named once, in the order first asked. */
  botsFor(seat: number): string[] {
    return [...new Set(this.asked.filter((a) => a.seat === seat).map((a) => a.bot))];
  }
}
