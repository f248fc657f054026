import { createContext, useContext } from 'react';

/** How much a stage draws (Stage.tsx): low keeps a software renderer's budget, medium and high spend more. */
export type QualityLevel = 'low' | 'medium' | 'high';

/**
 * The level the stage draws at now (Stage.tsx provides it inside its Canvas): the kit's own parts (the table's relief
 * maps) follow it without every scene passing it down. Outside a stage (Node structural tests): low, the plainest.
 */
export const StageLevel = createContext<QualityLevel>('low');

export const useStageLevel = (): QualityLevel => useContext(StageLevel);
