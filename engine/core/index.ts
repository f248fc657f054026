export * from './types';
export * from './errors';
export * from './options';
export * from './rng';
export * from './record';
export * from './play';
export * from './search';
export * from './undo';
