import type { NefertitiAction } from '../../../engine/nefertiti/actions';
import { sameAction } from '../common/emphasisTargets';
import { spaceKey } from './spaceKey';

/**
 * The host's legal actions turned into what the table offers: bid spaces and character cards to click in 3D, and
 * every other choice (resolution, character targets, closing a market, passing) as a button. Nothing here decides a
 * rule: a lit thing is exactly one legal action; a click on anything else is held as an attempt (the table kit asks
 * the host for a dry run of it and shows the engine's reason beside the action, disabled: nothing is sent).
 */
export class NefChoices {
  readonly spaces = new Set<string>();
  readonly characters = new Set<string>();
  /** Everything that is not a placement or a character, in the host's order. */
  readonly buttons: NefertitiAction[] = [];
  readonly kind: string | null;

  constructor(readonly legal: readonly NefertitiAction[], decisionKind: string | null = null) {
    this.kind = decisionKind;
    for (const a of legal) {
      if (a.type === 'place' || a.type === 'placeCollector') this.spaces.add(spaceKey(a.market, a.space));
      else if (a.type === 'character') this.characters.add(a.character);
      else this.buttons.push(a);
    }
  }

  /** The legal placement on this space (servant or Collector), if any. */
  placement(market: string, space: number): NefertitiAction | null {
    return this.legal.find((a) => (a.type === 'place' || a.type === 'placeCollector') && a.market === market && a.space === space) ?? null;
  }

  /** What a click on a space sends: the legal placement there, or the plain intent (the host then says why not). */
  intentForSpace(market: string, space: number): NefertitiAction {
    const collector = this.legal.some((a) => a.type === 'placeCollector') && !this.legal.some((a) => a.type === 'place');
    return this.placement(market, space) ?? (collector ? { type: 'placeCollector', market, space } : { type: 'place', market, space });
  }

  /** Whether this decision is about a market's resolution (the player's own bid). */
  get resolving(): boolean {
    return this.kind === 'top' || this.kind === 'bid' || this.kind === 'collect' || this.kind === 'spread' || this.kind === 'wtUse';
  }
}

/** What the table points at for emphasised actions (tutorial step, hint): each target with its label ('' for none). */
export interface NefEmphasisTargets {
  /** "market:space" keys of emphasised placements. */
  spaces: ReadonlyMap<string, string>;
  /** Emphasised characters (their card on the table, their button, then "Play it" once picked). */
  characters: ReadonlyMap<string, string>;
  /** The emphasised actions among `NefChoices.buttons`, by index there. */
  buttons: ReadonlyMap<number, string>;
}

/** What the player may click on the table now (from the host's legal actions), and where clicks go. */
export interface Targets {
  /** "market:space" keys of legal placements. */
  spaces: ReadonlySet<string>;
  characters: ReadonlySet<string>;
  /** The character the player clicked and is asked to confirm (highlighted until played or cancelled). */
  picked?: string | null;
  /** What a tutorial step or a hint points at (a pulsing glow and its label; the test probe's targets). */
  marks?: NefEmphasisTargets | null;
  onSpace(market: string, space: number): void;
  onCharacter(id: string): void;
}

/**
 * The targets of the emphasised actions on this table: a placement is its space, a character its card (and button),
 * every other action its button. `actions` and `labels` come from `activeEmphasis` (the same actions as `choices`).
 */
export function emphasisTargets(actions: readonly NefertitiAction[], labels: readonly string[], choices: NefChoices): NefEmphasisTargets {
  const spaces = new Map<string, string>();
  const characters = new Map<string, string>();
  const buttons = new Map<number, string>();
  actions.forEach((a, i) => {
    const label = labels[i] ?? '';
    if (a.type === 'place' || a.type === 'placeCollector') spaces.set(spaceKey(a.market, a.space), label);
    else if (a.type === 'character') characters.set(a.character, label);
    else {
      const at = choices.buttons.findIndex((b) => sameAction(b, a));
      if (at >= 0) buttons.set(at, label);
    }
  });
  return { spaces, characters, buttons };
}
