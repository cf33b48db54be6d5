import type { MigrationFactory } from './helpers';
import { usersMigration } from './0001_users';
import { accountsMigration } from './0002_accounts';
import { catalogMigration } from './0003_catalog';
import { commerceMigration } from './0004_commerce';
import { warrantyMigration } from './0005_warranty';
import { catalogSpeedMigration } from './0012_catalog_speed';
import { staffLookupMigration } from './0013_staff_lookup';
import { securityMigration } from './0014_security';
import { opsMigration } from './0015_ops';
import { paymentsMigration } from './0016_payments';
import { payments2Migration } from './0016_payments_2';
import { adminMigration } from './0017_admin';
import { shopMigration } from './0018_shop';
import { catalogCountsMigration } from './0019_catalog_counts';
import { orderLimitsMigration } from './0020_order_limits';
import { claimReferencesMigration } from './0021_claim_references';
import { cartSeenPricesMigration } from './0022_cart_seen_prices';
import { warrantyCardsMigration } from './0023_warranty_cards';
import { warrantyDueRefundsMigration } from './0026_warranty_due_refunds';
import { catalogCoveringMigration } from './0027_catalog_covering';
import { catalogNotifyMigration } from './0028_catalog_notify';
import { officesMigration } from './0029_offices';
import { casesMigration } from './0030_cases';
import { cases2Migration } from './0030_cases_2';
import { cases3Migration } from './0030_cases_3';
import { caseMessagesMigration } from './0031_case_messages';
import { caseScansMigration } from './0032_case_scans';
import { casePhotosMigration } from './0033_case_photos';
import { labServicesMigration } from './0034_lab_services';
import { scanUploadExpiryMigration } from './0035_scan_upload_expiry';
import { caseRemakesMigration } from './0036_case_remakes';
import { labServicesIndexMigration } from './0037_lab_services_index';

/**
 * Every migration in order; names sort in the order they apply. Numbers are reserved per area:
 * 0002 accounts, 0003 catalogue, 0004 commerce, 0005 warranty, 0012 catalogue speed (list cache
 * version, related-products indexes), 0013 staff lookup (active administrators by role), 0014
 * security (sessions, holds, limits), 0015 ops (mail queue, backup runs), 0016 payments, 0017 admin,
 * 0018 shop, 0019 perf (catalogue counts), 0020 order limits (units per order per product), 0021 claim references, 0022 cart seen prices, 0023 warranty cards, 0026 warranty due refunds, 0027 catalogue covering indexes, 0028 catalogue version notify, 0029 dentist offices, 0030 their cases, the record of who saw them and their Idempotency-Keys, 0031 the cases' conversations, 0032 their scans, 0033 their photos, 0034 lab services (a product's restoration and turnaround, a case's rush surcharge), 0035 the expiry of scan uploads never finished (0024 and 0025 stay unused: databases had run 0026 before the catalogue's were merged, and a migration may not sort before one already run); a second migration of an area is `00NN_<area>_2`.
 */
export const migrations: Record<string, MigrationFactory> = {
  '0001_users': usersMigration,
  '0002_accounts': accountsMigration,
  '0003_catalog': catalogMigration,
  '0004_commerce': commerceMigration,
  '0005_warranty': warrantyMigration,
  '0012_catalog_speed': catalogSpeedMigration,
  '0013_staff_lookup': staffLookupMigration,
  '0014_security': securityMigration,
  '0015_ops': opsMigration,
  '0016_payments': paymentsMigration,
  '0016_payments_2': payments2Migration,
  '0017_admin': adminMigration,
  '0018_shop': shopMigration,
  '0019_catalog_counts': catalogCountsMigration,
  '0020_order_limits': orderLimitsMigration,
  '0021_claim_references': claimReferencesMigration,
  '0022_cart_seen_prices': cartSeenPricesMigration,
  '0023_warranty_cards': warrantyCardsMigration,
  '0026_warranty_due_refunds': warrantyDueRefundsMigration,
  '0027_catalog_covering': catalogCoveringMigration,
  '0028_catalog_notify': catalogNotifyMigration,
  '0029_offices': officesMigration,
  '0030_cases': casesMigration,
  '0030_cases_2': cases2Migration,
  '0030_cases_3': cases3Migration,
  '0031_case_messages': caseMessagesMigration,
  '0032_case_scans': caseScansMigration,
  '0033_case_photos': casePhotosMigration,
  '0034_lab_services': labServicesMigration,
  '0035_scan_upload_expiry': scanUploadExpiryMigration,
  '0036_case_remakes': caseRemakesMigration,
  '0037_lab_services_index': labServicesIndexMigration,
};
