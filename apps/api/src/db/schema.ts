import type { CaseTables } from './tables/cases';
import type { CatalogTables } from './tables/catalog';
import type { CommerceTables } from './tables/commerce';
import type { OpsTables } from './tables/ops';
import type { PaymentTables } from './tables/payments';
import type { UserTables } from './tables/users';
import type { WarrantyTables } from './tables/warranty';

/** The whole database, as Kysely sees it: one interface per area, combined. */
export type DB = UserTables &
  CatalogTables &
  CommerceTables &
  WarrantyTables &
  OpsTables &
  PaymentTables &
  CaseTables;
