export * from './errors';
export * from './paths';
export * from './health';
export * from './client';
export * from './warranty';
export * from './contact';
