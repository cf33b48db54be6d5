import type { Generated } from 'kysely';

/** A dentist office: the profile of the account that signed it up, which sends its cases. */
export interface DentalOfficesTable {
  id: Generated<number>;
  user_id: number;
  practice_name: string;
  licence_number: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  status: Generated<'pending' | 'verified' | 'rejected'>;
  rejection_reason: string | null;
  /** The administrator who verified or rejected it, and when. */
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: string;
}

/** A dentist of an office, who prescribes its cases. */
export interface OfficeDentistsTable {
  id: Generated<number>;
  office_id: number;
  name: string;
  position: number;
}

export interface CaseTables {
  dental_offices: DentalOfficesTable;
  office_dentists: OfficeDentistsTable;
}
