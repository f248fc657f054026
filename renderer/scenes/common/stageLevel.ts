import { createContext, useContext } from 'react';

/** How much a stage draws (Stage.tsx): low keeps a software renderer's budget, medium and high spend more. */
export type QualityLevel = 'low' | 'medium' | 'high';

/**
 * The level the stage draws at now (Stage.tsx provides it inside its Canvas): the kit's own parts (the table's relief
 * maps) follow it without every scene passing it down. Outside a stage (Node structural tests): low, the plainest.
 */
export const StageLevel = createContext<QualityLevel>('low');

export const useStageLevel = (): QualityLevel => useContext(StageLevel);

/**
 * The opacity a see-through piece takes at this level to read as it does on the screen: above low the scene is drawn
 * into the composer's linear buffer (ambientOcclusion.ts), where a light glass over a dark ground blends far
 * stronger than on the sRGB screen (Niagara's river spaces at 0.42 came out nearly opaque); α^1.6 brings a light
 * piece over a dark one back to about the same shade (0.42 → 0.25: sRGB 0.53 either way over the river's blue).
 */
export function useSeeThrough(opacity: number): number {
  return useStageLevel() === 'low' ? opacity : Math.pow(opacity, 1.6);
}
