import type { NiagaraChoices } from '../../scenes/niagara/choices';

/** What the Niagara table shows, for the end-to-end tests (the table kit's probe, `window.__rtTable().facts`). */
export type NiagaraFacts = {
  /** The revealed seat's hand as shown. */
  hand: string[];
  phase: NiagaraChoices['phase'];
  canoe: string | null;
  dest: string | null;
  /** A disc push is playing (the river flowing). */
  pushing: boolean;
  /** What the camera frames: overview, canoe or falls. */
  focus: string;
  /** Canoes at the falls' foot right now (tipped over, not yet back at their owner's area). */
  falling: string[];
  /** Each held seat's hand according to its own view, and where each canoe is (`?e2e` pages only). */
  handOf?: Record<string, string[]>;
  canoes?: Record<string, string>;
};
