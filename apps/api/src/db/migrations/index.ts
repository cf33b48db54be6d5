import type { MigrationFactory } from './helpers';
import { usersMigration } from './0001_users';
import { accountsMigration } from './0002_accounts';
import { catalogMigration } from './0003_catalog';
import { commerceMigration } from './0004_commerce';
import { warrantyMigration } from './0005_warranty';
import { catalogSpeedMigration } from './0012_catalog_speed';
import { staffLookupMigration } from './0013_staff_lookup';

/**
 * Every migration in order; names sort in the order they apply. Numbers are reserved per area:
 * 0002 accounts, 0003 catalogue, 0004 commerce, 0005 warranty, 0012 catalogue speed (list cache version, related-products indexes),
 * 0013 staff lookup (active administrators by role).
 */
export const migrations: Record<string, MigrationFactory> = {
  '0001_users': usersMigration,
  '0002_accounts': accountsMigration,
  '0003_catalog': catalogMigration,
  '0004_commerce': commerceMigration,
  '0005_warranty': warrantyMigration,
  '0012_catalog_speed': catalogSpeedMigration,
  '0013_staff_lookup': staffLookupMigration,
};
