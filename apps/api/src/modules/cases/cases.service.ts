import {
  caseStageLabels,
  dueDateProblem,
  earliestDueDate,
  nextCaseStage,
  restorationKindLabels,
  rushSurchargeCents,
  type Case,
  type CaseRecord,
  type caseMoveRequestSchema,
  turnaroundWorkingDays,
  type CaseStage,
  type createCaseRequestSchema,
  type remakeRequestSchema,
  type RestorationKind,
} from '@idl/api-contract';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { labServiceOf } from '../catalog/product-mapper';
import { productsRepository } from '../catalog/products.repository';
import { officesRepository } from '../offices/offices.repository';
import { isUniqueViolation } from '../users/users.repository';
import { officesService } from '../offices/offices.service';
import { isoDay } from '../warranty/dues-schedule';
import { caseMessagesRepository } from './case-messages.repository';
import { tellLabOfCase, tellOfficeOfMove } from './case-notices';
import { toCase, toCaseSummary } from './case-views';
import { casesRepository, type CaseRow } from './cases.repository';

type CreateInput = z.output<typeof createCaseRequestSchema>;
type MoveInput = z.output<typeof caseMoveRequestSchema>;
type RemakeInput = z.output<typeof remakeRequestSchema>;

/** The record's word for a case the office saw in its list of cases. */
const LISTED = 'Listed among the office’s cases';

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

export function casesService(deps: Deps) {
  const cases = casesRepository(deps.database.db);
  const offices = officesRepository(deps.database.db);
  const officeRules = officesService(deps);
  const products = productsRepository(deps.database.db, deps.database.kind, deps.now);

  async function recordView(user: AuthUser, caseId: number, detail: string | null = null) {
    await cases.record({
      case_id: caseId,
      user_id: user.id,
      action: 'view',
      detail,
      at: deps.now().toISOString(),
    });
  }

  async function view(row: CaseRow): Promise<Case> {
    const [events, remakes, claim] = await Promise.all([
      cases.eventsOf(row.id),
      cases.remakesOf(row.id),
      row.warranty_claim_id === null ? undefined : cases.claimOf(row.warranty_claim_id),
    ]);
    return toCase(row, events, { remakes, warrantyClaim: claim ?? null });
  }

  /** The due date the office gets: the one it asked for if the lab can meet it, else the earliest. */
  function dueDateOf(
    asked: { kind: RestorationKind; rush: boolean; requestedDueDate?: string | undefined },
    receivedOn: string,
    turnaround: number,
    field: string,
  ): string {
    const { kind, rush, requestedDueDate } = asked;
    const earliest = earliestDueDate(receivedOn, turnaround, rush);
    if (requestedDueDate === undefined) return earliest;
    const problem = dueDateProblem(requestedDueDate, earliest, { kind, rush });
    if (problem) throw fieldError(field, problem);
    return requestedDueDate;
  }

  /** The approved warranty claim of the office's own a remake is made under; refused otherwise. */
  async function claimFor(office: { licence_number: string }, reference: string) {
    const claim = await offices.claimOfLicence(reference, office.licence_number);
    if (!claim) {
      throw fieldError(
        'warrantyClaimReference',
        `No warranty claim ${reference} was filed with your office’s warranty reference: check the claim’s reference (IDL-C-…) with the patient.`,
      );
    }
    if (claim.status !== 'approved') {
      throw conflict(
        claim.status === 'pending'
          ? `Warranty claim ${claim.reference} is not approved yet: the lab reviews it first. Ask for the remake without the claim, or once it is approved.`
          : `Warranty claim ${claim.reference} was rejected: ask for the remake without it.`,
      );
    }
    const used = await cases.remakeOfClaim(claim.id);
    if (used) throw conflict(`Warranty claim ${claim.reference} already has its remake: case ${used.id}.`);
    return claim;
  }

  return {
    /** A verified office sends a case; the server sets its office, price, dates and stage. */
    async create(
      user: AuthUser,
      input: CreateInput,
      idempotencyKey: string | undefined,
    ): Promise<{ created: boolean; case: Case }> {
      const office = await officeRules.verifiedOfficeOf(user);
      const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      // Before the checks: a retry the next day must not be refused for a due date met by the first.
      const replay = async () => {
        const previous = idempotencyKey && (await cases.findByIdempotencyKey(user.id, idempotencyKey));
        if (!previous) return undefined;
        if (previous.idempotency_fingerprint !== fingerprint) {
          throw new AppError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for a different case. Use a new key for a new case.',
          );
        }
        return { created: false, case: await view(previous) };
      };
      const replayed = await replay();
      if (replayed) return replayed;
      const dentists = await offices.dentistsOf([office.id]);
      const dentist = dentists.find((d) => d.id === input.dentistId);
      if (!dentist) {
        throw fieldError('dentistId', 'Choose one of your office’s dentists as the prescribing dentist.');
      }
      const product = await products.findById(input.productId);
      if (!product || product.archived === 1) {
        throw fieldError('productId', 'This lab service is not offered any more: choose another one.');
      }
      const service = labServiceOf(product);
      if (!service) {
        throw fieldError(
          'productId',
          `${product.name} is not a lab service: choose a crown, bridge, veneer, inlay or implant crown.`,
        );
      }
      const { prescription } = input;
      if (prescription.kind !== service.kind) {
        const made = restorationKindLabels[service.kind].toLowerCase();
        const asked = restorationKindLabels[prescription.kind].toLowerCase();
        throw fieldError(
          'prescription.kind',
          `${product.name} makes ${/^[aeiou]/.test(made) ? 'an' : 'a'} ${made}, not ${/^[aeiou]/.test(asked) ? 'an' : 'a'} ${asked}: choose the service for the restoration you prescribe.`,
        );
      }
      const now = deps.now();
      const receivedOn = isoDay(now);
      const dueOn = dueDateOf(
        prescription,
        receivedOn,
        service.turnaroundWorkingDays,
        'prescription.requestedDueDate',
      );
      const teeth = [...prescription.teeth].sort((a, b) => a - b);
      // Each tooth is a unit: a three-unit bridge costs three times the service's price; rush adds
      // RUSH_SURCHARGE_PERCENT of that.
      const teethCents = product.price_cents * teeth.length;
      const surchargeCents = prescription.rush ? rushSurchargeCents(teethCents) : 0;
      const at = now.toISOString();
      const id = await deps.database.db
        .transaction()
        .execute(async (trx) => {
          const id = await casesRepository(trx).insert(
            {
              office_id: office.id,
              sent_by: user.id,
              dentist_id: dentist.id,
              product_id: product.id,
              product_name: product.name,
              patient_reference: prescription.patientReference,
              kind: prescription.kind,
              teeth: JSON.stringify(teeth),
              material: prescription.material,
              shade_system: prescription.shade.system,
              shade: prescription.shade.shade,
              notes: JSON.stringify(prescription.notes ?? {}),
              rush: prescription.rush ? 1 : 0,
              received_on: receivedOn,
              due_on: dueOn,
              unit_price_cents: product.price_cents,
              price_cents: teethCents + surchargeCents,
              rush_surcharge_cents: surchargeCents,
              stage: 'received',
              created_at: at,
              updated_at: at,
              idempotency_key: idempotencyKey ?? null,
              idempotency_fingerprint: idempotencyKey ? fingerprint : null,
            },
            { kind: 'received', stage: 'received', note: null, actor_id: user.id, at },
          );
          await casesRepository(trx).record({
            case_id: id,
            user_id: user.id,
            action: 'create',
            detail: null,
            at,
          });
          await tellLabOfCase(trx, deps, (await casesRepository(trx).findById(id))!);
          return id;
        })
        .catch(async (error: unknown) => {
          // Two retries racing: the unique key refuses the second, which answers with the first.
          const first = isUniqueViolation(error) ? await replay() : undefined;
          if (!first) throw error;
          return first;
        });
      if (typeof id !== 'number') return id;
      return { created: true, case: await view((await cases.findById(id))!) };
    },

    /**
     * A remake of one of the office's shipped or delivered cases: the original's prescription, with
     * the shade and notes the office changes, due as a new case would be. Under an approved warranty
     * claim of the office's it costs nothing; otherwise the service's price of today.
     */
    async remake(user: AuthUser, caseId: number, input: RemakeInput): Promise<Case> {
      const office = await officeRules.verifiedOfficeOf(user);
      const original = await cases.findOfOffice(caseId, office.id);
      if (!original) throw notFound('The case');
      if (original.stage !== 'shipped' && original.stage !== 'delivered') {
        throw conflict(
          `A remake can be asked for once the case has shipped: case ${original.id} (${original.patient_reference}) is at ${caseStageLabels[original.stage]}.`,
        );
      }
      const claim =
        input.warrantyClaimReference === undefined
          ? undefined
          : await claimFor(office, input.warrantyClaimReference);
      // The service as the catalogue offers it today; the original's price and the kind's usual
      // turnaround once the product is gone.
      const product = original.product_id === null ? undefined : await products.findById(original.product_id);
      const service = product && labServiceOf(product);
      const unitCents = product && service ? product.price_cents : original.unit_price_cents;
      const turnaround = service?.turnaroundWorkingDays ?? turnaroundWorkingDays[original.kind];
      const now = deps.now();
      const receivedOn = isoDay(now);
      const dueOn = dueDateOf(
        { kind: original.kind, rush: input.rush, requestedDueDate: input.requestedDueDate },
        receivedOn,
        turnaround,
        'requestedDueDate',
      );
      const teeth = JSON.parse(original.teeth) as number[];
      const teethCents = claim ? 0 : unitCents * teeth.length;
      const surchargeCents = input.rush ? rushSurchargeCents(teethCents) : 0;
      const at = now.toISOString();
      const id = await deps.database.db
        .transaction()
        .execute(async (trx) => {
          const repository = casesRepository(trx);
          const id = await repository.insert(
            {
              office_id: office.id,
              sent_by: user.id,
              dentist_id: original.dentist_id,
              product_id: original.product_id,
              product_name: original.product_name,
              patient_reference: original.patient_reference,
              kind: original.kind,
              teeth: original.teeth,
              material: original.material,
              shade_system: input.shade?.system ?? original.shade_system,
              shade: input.shade?.shade ?? original.shade,
              notes: input.notes ? JSON.stringify(input.notes) : original.notes,
              rush: input.rush ? 1 : 0,
              received_on: receivedOn,
              due_on: dueOn,
              unit_price_cents: unitCents,
              price_cents: teethCents + surchargeCents,
              rush_surcharge_cents: surchargeCents,
              stage: 'received',
              created_at: at,
              updated_at: at,
              idempotency_key: null,
              idempotency_fingerprint: null,
              remake_of: original.id,
              remake_reason: input.reason,
              warranty_claim_id: claim?.id ?? null,
            },
            {
              kind: 'received',
              stage: 'received',
              note: `Remake of case ${original.id}: ${input.reason}`,
              actor_id: user.id,
              at,
            },
          );
          const under = claim ? ` under warranty claim ${claim.reference}` : '';
          await repository.record({
            case_id: id,
            user_id: user.id,
            action: 'create',
            detail: `Remake of case ${original.id}${under}`,
            at,
          });
          await repository.record({
            case_id: original.id,
            user_id: user.id,
            action: 'change',
            detail: `Asked for a remake: case ${id}${under}`,
            at,
          });
          await tellLabOfCase(trx, deps, (await repository.findById(id))!);
          return id;
        })
        .catch((error: unknown) => {
          // Two remakes under one claim at once: the unique claim column keeps the first.
          if (claim && isUniqueViolation(error)) {
            throw conflict(`Warranty claim ${claim.reference} already has its remake.`);
          }
          throw error;
        });
      return view((await cases.findById(id))!);
    },

    /** The office's cases, newest first; an account without an office has none to list. */
    async listMine(user: AuthUser, query: { page: number; size: number }) {
      const office = await offices.findByUser(user.id);
      if (!office) return { items: [], total: 0, page: query.page, size: query.size };
      const { rows, total } = await cases.list({ ...query, officeId: office.id });
      // The list shows each case's patient, teeth and stage: a view of each, recorded as such.
      await cases.recordEach(
        rows.map((row) => row.id),
        { user_id: user.id, action: 'view', detail: LISTED, at: deps.now().toISOString() },
      );
      return { items: rows.map(toCaseSummary), total, page: query.page, size: query.size };
    },

    /** One of the office's cases. Another office's case is "not found", so ids tell nothing. */
    async getMine(user: AuthUser, caseId: number): Promise<Case> {
      const office = await offices.findByUser(user.id);
      const row = office ? await cases.findOfOffice(caseId, office.id) : undefined;
      if (!row) throw notFound('The case');
      await recordView(user, row.id);
      return view(row);
    },

    async list(query: { stage?: CaseStage | undefined; page: number; size: number }) {
      const { rows, total } = await cases.list(query);
      return { items: rows.map(toCaseSummary), total, page: query.page, size: query.size };
    },

    async get(admin: AuthUser, caseId: number): Promise<Case> {
      const row = await cases.findById(caseId);
      if (!row) throw notFound('The case');
      await recordView(admin, row.id);
      return view(row);
    },

    /** The case for its lab ticket: printing it shows the whole prescription, so it is a view. */
    async ticket(admin: AuthUser, caseId: number): Promise<Case> {
      const row = await cases.findById(caseId);
      if (!row) throw notFound('The case');
      await recordView(admin, row.id, 'Printed the lab ticket');
      return view(row);
    },

    /** Who looked at or changed a case, oldest first. */
    async record(caseId: number): Promise<CaseRecord> {
      if (!(await cases.findById(caseId))) throw notFound('The case');
      const rows = await cases.recordOf(caseId);
      return {
        caseId,
        entries: rows.map((row) => ({
          action: row.action,
          detail: row.detail,
          by:
            row.user_id === null
              ? null
              : {
                  id: row.user_id,
                  name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
                  email: row.email ?? '',
                },
          at: row.at,
        })),
      };
    },

    /** Forward one stage at a time, on hold with a question, or back from hold; each move recorded. */
    async move(admin: AuthUser, caseId: number, input: MoveInput): Promise<Case> {
      const row = await cases.findById(caseId);
      if (!row) throw notFound('The case');
      const at = deps.now().toISOString();
      let to: { stage: CaseStage; hold_question: string | null };
      let event: { kind: 'advanced' | 'held' | 'resumed'; note: string | null };
      if (input.action === 'advance') {
        const next = nextCaseStage(row.stage);
        if (row.hold_question !== null) {
          throw conflict('This case is on hold with a question: resume it before moving it on.');
        }
        if (!next) throw conflict('This case is delivered: it has no stage after that.');
        if (input.to !== next) {
          throw new AppError(
            409,
            'CONFLICT',
            `A case moves forward one stage at a time: from ${caseStageLabels[row.stage]} it goes to ${caseStageLabels[next]}.`,
          );
        }
        to = { stage: next, hold_question: null };
        event = { kind: 'advanced', note: null };
      } else if (input.action === 'hold') {
        if (row.hold_question !== null) throw conflict('This case is already on hold.');
        if (row.stage === 'delivered') throw conflict('This case is delivered: it cannot be put on hold.');
        to = { stage: row.stage, hold_question: input.question };
        event = { kind: 'held', note: input.question };
      } else {
        if (row.hold_question === null) throw conflict('This case is not on hold.');
        to = { stage: row.stage, hold_question: null };
        event = { kind: 'resumed', note: null };
      }
      const detail = {
        advanced: `Advanced to ${caseStageLabels[to.stage]}`,
        held: `Put on hold: ${event.note ?? ''}`,
        resumed: 'Resumed',
      }[event.kind];
      // The move, its place in the timeline, the record, the conversation and what the office is
      // told are one: all kept, or none.
      const moved = await deps.database.db.transaction().execute(async (trx) => {
        const repository = casesRepository(trx);
        if (!(await repository.move(row, { ...to, updated_at: at }, { ...event, actor_id: admin.id }))) {
          return false;
        }
        await repository.record({ case_id: row.id, user_id: admin.id, action: 'change', detail, at });
        // The question opens the office's answer in the conversation, as the lab's message.
        if (input.action === 'hold') {
          await caseMessagesRepository(trx).insert({
            case_id: row.id,
            author_id: admin.id,
            side: 'lab',
            kind: 'hold_question',
            body: input.question,
            created_at: at,
          });
        }
        await tellOfficeOfMove(trx, deps, row, { kind: event.kind, ...to });
        return true;
      });
      if (!moved) throw conflict('This case was just moved by someone else: reload it and try again.');
      deps.mailer.kick();
      return view((await cases.findById(caseId))!);
    },
  };
}
