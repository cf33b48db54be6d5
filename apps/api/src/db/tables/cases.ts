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

/** A case: the order of a lab service by an office, with its prescription. */
export interface CasesTable {
  id: Generated<number>;
  office_id: number;
  /** The account that sent it. */
  sent_by: number;
  dentist_id: number;
  /** Null once the catalogue deleted the product. */
  product_id: number | null;
  /** The product's name when the case was sent. */
  product_name: string;
  patient_reference: string;
  kind: 'crown' | 'veneer' | 'inlay_onlay' | 'implant_crown' | 'bridge';
  /** JSON array of Universal tooth numbers, in order. */
  teeth: string;
  material: string;
  shade_system: 'vita_classical' | 'vita_3d_master';
  shade: string;
  /** JSON object: margins, contacts, occlusion. */
  notes: string;
  rush: number;
  /** YYYY-MM-DD (UTC). */
  received_on: string;
  due_on: string;
  /** Integer cents, the product's price when the case was sent. */
  unit_price_cents: number;
  price_cents: number;
  /** Part of price_cents: what rush added (RUSH_SURCHARGE_PERCENT); 0 without rush. */
  rush_surcharge_cents: Generated<number>;
  stage: 'received' | 'design' | 'milling_printing' | 'finishing' | 'quality_check' | 'shipped' | 'delivered';
  /** The lab's question while the case is on hold. */
  hold_question: string | null;
  created_at: string;
  updated_at: string;
  /** The sender's Idempotency-Key and a hash of the request it came with: a retry answers this case. */
  idempotency_key: string | null;
  idempotency_fingerprint: string | null;
  /** The case this one remakes, and the office's reason; null for a case sent anew. */
  remake_of: number | null;
  remake_reason: string | null;
  /** The warranty claim a remake is made under (then it costs nothing); one remake per claim. */
  warranty_claim_id: number | null;
}

/** One move of a case (its timeline): who, when, to which stage. */
export interface CaseEventsTable {
  id: Generated<number>;
  case_id: number;
  kind: 'received' | 'advanced' | 'held' | 'resumed';
  stage: CasesTable['stage'];
  note: string | null;
  actor_id: number | null;
  at: string;
}

/** Who looked at or changed a case, and when: the record an administrator reads. */
export interface CaseAccessLogTable {
  id: Generated<number>;
  case_id: number;
  user_id: number | null;
  action: 'create' | 'view' | 'change';
  /** What changed ("Advanced to Design"); for a view, what was read besides the case; else null. */
  detail: string | null;
  at: string;
}

/** A message of a case's conversation: the office's or the lab's, a hold question among them. */
export interface CaseMessagesTable {
  id: Generated<number>;
  case_id: number;
  /** Null once the account no longer exists. */
  author_id: number | null;
  side: 'office' | 'lab';
  kind: 'message' | 'hold_question';
  body: string;
  created_at: string;
  /** The author's Idempotency-Key and a hash of the case and text: a retry answers this message. */
  idempotency_key: string | null;
  idempotency_fingerprint: string | null;
}

/** An intraoral scan of a case: an upload under way until `completed_at` is set. */
export interface CaseScansTable {
  id: Generated<number>;
  case_id: number;
  /** The name the office's file had (shown, and given back on download). */
  file_name: string;
  /** What the content proved to be; null until the upload completed. */
  kind: 'stl' | 'ply' | 'obj' | null;
  size_bytes: number;
  /** Bytes on disk so far: where the next part starts. */
  received_bytes: Generated<number>;
  /** The file's name in DATA_DIR/scans. */
  storage_key: string;
  uploaded_by: number | null;
  created_at: string;
  completed_at: string | null;
  /** When a part last arrived (the start, before any): an upload untouched too long expires. */
  touched_at: string | null;
  /** When the sweep removed the bytes of an upload never finished; the row stays to say so. */
  expired_at: string | null;
}

/** A photo of a case's conversation: its files are `file_id` in the case-file storage. */
export interface CasePhotosTable {
  id: Generated<number>;
  case_id: number;
  uploaded_by: number | null;
  /** Null until the photo is sent in a message. */
  message_id: number | null;
  file_id: string;
  width: number;
  height: number;
  created_at: string;
}

export interface CaseTables {
  dental_offices: DentalOfficesTable;
  office_dentists: OfficeDentistsTable;
  cases: CasesTable;
  case_events: CaseEventsTable;
  case_access_log: CaseAccessLogTable;
  case_messages: CaseMessagesTable;
  case_scans: CaseScansTable;
  case_photos: CasePhotosTable;
}
