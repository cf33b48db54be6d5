import {
  prescriptionNotesSchema,
  type Case,
  type CaseEvent,
  type CaseSummary,
  type Material,
} from '@idl/api-contract';
import { toDollars } from '../../lib/money';
import type { CaseEventRow, CaseRow } from './cases.repository';

/** How a case leaves the server: its summary in lists. */
export function toCaseSummary(row: CaseRow): CaseSummary {
  return {
    id: row.id,
    officeId: row.office_id,
    practiceName: row.practice_name,
    dentist: { id: row.dentist_id, name: row.dentist_name },
    product: { id: row.product_id, name: row.product_name },
    patientReference: row.patient_reference,
    kind: row.kind,
    teeth: JSON.parse(row.teeth) as number[],
    price: toDollars(row.price_cents),
    rush: row.rush === 1,
    rushSurcharge: toDollars(row.rush_surcharge_cents),
    receivedOn: row.received_on,
    dueDate: row.due_on,
    stage: row.stage,
    holdQuestion: row.hold_question,
    createdAt: row.created_at,
    remakeOf: row.remake_of,
  };
}

function toEvent(row: CaseEventRow): CaseEvent {
  const name = `${row.actor_first ?? ''} ${row.actor_last ?? ''}`.trim();
  return { kind: row.kind, stage: row.stage, note: row.note, by: name || 'The lab', at: row.at };
}

/** What a whole case shows besides its own row: its remakes and the claim it is made under. */
export interface CaseLinks {
  remakes: Case['remakes'];
  warrantyClaim: Case['warrantyClaim'];
}

/** The whole case: prescription, timeline and remakes. */
export function toCase(row: CaseRow, events: readonly CaseEventRow[], links: CaseLinks): Case {
  const notes = prescriptionNotesSchema.safeParse(JSON.parse(row.notes));
  return {
    ...toCaseSummary(row),
    material: row.material as Material,
    shade: { system: row.shade_system, shade: row.shade },
    notes: notes.success ? notes.data : {},
    timeline: events.map(toEvent),
    remakeReason: row.remake_reason,
    ...links,
  };
}
