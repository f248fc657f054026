/** The part of n8ao (no types of its own) the stage uses: its pass for the postprocessing library (ambientOcclusion.ts). */
declare module 'n8ao' {
  import type { Pass } from 'postprocessing';
  import type { Camera, Color, Scene } from 'three';

  export class N8AOPostPass extends Pass {
    constructor(scene: Scene, camera: Camera, width?: number, height?: number);
    /** On by default: turns `transparencyAware` on when the scene has a see-through material. */
    autoDetectTransparency: boolean;
    configuration: {
      aoSamples: number;
      aoRadius: number;
      denoiseSamples: number;
      denoiseRadius: number;
      distanceFalloff: number;
      intensity: number;
      color: Color;
      gammaCorrection: boolean;
      screenSpaceRadius: boolean;
      halfRes: boolean;
    };
  }
}
