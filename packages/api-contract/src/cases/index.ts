export * from './teeth';
export * from './shades';
export * from './materials';
export * from './due-dates';
export * from './prescription';
export * from './offices';
export * from './cases';
export * from './conversation';
