import type { MigrationFactory } from './helpers';
import { usersMigration } from './0001_users';

/** Every migration in order. Names sort in the order they apply. */
export const migrations: Record<string, MigrationFactory> = {
  '0001_users': usersMigration,
};
