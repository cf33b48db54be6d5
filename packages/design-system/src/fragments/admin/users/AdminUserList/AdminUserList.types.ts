/** Account status values exactly as the API sends them. */
export const adminUserStatuses = ['active', 'INACTIVE'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** One account in the admin's list (mirrors the contract's AdminUser). */
export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  /** ISO-8601 UTC, shown as 'Member Since'. */
  createdAt: string;
  status: AdminUserStatus;
}
