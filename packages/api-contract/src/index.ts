export * from './errors';
export * from './paths';
export * from './health';
export * from './client';
export * from './catalog';
export * from './uploads';
export * from './countries';
