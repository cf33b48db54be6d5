import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CaseAccessLogTable, CaseEventsTable, CasesTable } from '../../db/tables/cases';

export type CaseRow = Selectable<CasesTable> & { practice_name: string; dentist_name: string };
export type CaseEventRow = Selectable<CaseEventsTable> & {
  actor_first: string | null;
  actor_last: string | null;
};
type Stage = CasesTable['stage'];
export type CaseAccessRow = Selectable<CaseAccessLogTable> & {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

/** The only SQL for cases and their timeline. */
export function casesRepository(db: Kysely<DB>) {
  const cases = () =>
    db
      .selectFrom('cases')
      .innerJoin('dental_offices', 'dental_offices.id', 'cases.office_id')
      .innerJoin('office_dentists', 'office_dentists.id', 'cases.dentist_id')
      .selectAll('cases')
      .select(['dental_offices.practice_name', 'office_dentists.name as dentist_name']);

  return {
    /** A case and its first event: call it inside a transaction (`db` being that transaction). */
    async insert(row: Insertable<CasesTable>, event: Omit<Insertable<CaseEventsTable>, 'case_id'>) {
      const { id } = await db.insertInto('cases').values(row).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('case_events')
        .values({ ...event, case_id: id })
        .execute();
      return id;
    },
    findById(id: number): Promise<CaseRow | undefined> {
      return cases().where('cases.id', '=', id).executeTakeFirst();
    },
    /** The case when it is the office's; undefined for another office's, as for none. */
    findOfOffice(id: number, officeId: number): Promise<CaseRow | undefined> {
      return cases().where('cases.id', '=', id).where('cases.office_id', '=', officeId).executeTakeFirst();
    },
    findByIdempotencyKey(sentBy: number, key: string) {
      return cases()
        .select('cases.idempotency_fingerprint')
        .where('cases.sent_by', '=', sentBy)
        .where('cases.idempotency_key', '=', key)
        .executeTakeFirst();
    },
    /** The remakes asked for of a case, oldest first. */
    remakesOf(caseId: number) {
      return db
        .selectFrom('cases')
        .select(['id', 'received_on as receivedOn', 'stage'])
        .where('remake_of', '=', caseId)
        .orderBy('id')
        .execute();
    },
    /** The remake already made under a warranty claim, if any. */
    remakeOfClaim(claimId: number) {
      return db.selectFrom('cases').select('id').where('warranty_claim_id', '=', claimId).executeTakeFirst();
    },
    /** The warranty claim a remake is made under, as the case shows it. */
    claimOf(claimId: number) {
      return db
        .selectFrom('warranty_claims')
        .select(['reference', 'status'])
        .where('id', '=', claimId)
        .executeTakeFirst();
    },
    eventsOf(caseId: number): Promise<CaseEventRow[]> {
      return db
        .selectFrom('case_events')
        .leftJoin('users', 'users.id', 'case_events.actor_id')
        .selectAll('case_events')
        .select(['users.first_name as actor_first', 'users.last_name as actor_last'])
        .where('case_id', '=', caseId)
        .orderBy('case_events.id')
        .execute();
    },
    async list(options: { officeId?: number; stage?: Stage | undefined; page: number; size: number }) {
      let count = db.selectFrom('cases');
      let rows = cases();
      if (options.officeId !== undefined) {
        count = count.where('office_id', '=', options.officeId);
        rows = rows.where('cases.office_id', '=', options.officeId);
      }
      if (options.stage) {
        count = count.where('stage', '=', options.stage);
        rows = rows.where('cases.stage', '=', options.stage);
      }
      const total = await count
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const page = await rows
        .orderBy('cases.created_at', 'desc')
        .orderBy('cases.id', 'desc')
        .limit(options.size)
        .offset(options.page * options.size)
        .execute();
      return { rows: page, total: Number(total.count) };
    },
    /**
     * Moves a case from the stage and hold it was read in, and records the move; false when another
     * move came first (the case is no longer as it was read).
     */
    async move(
      from: Pick<CaseRow, 'id' | 'stage' | 'hold_question'>,
      to: { stage: Stage; hold_question: string | null; updated_at: string },
      event: Omit<Insertable<CaseEventsTable>, 'case_id' | 'stage' | 'at'>,
    ): Promise<boolean> {
      let update = db.updateTable('cases').set(to).where('id', '=', from.id).where('stage', '=', from.stage);
      update =
        from.hold_question === null
          ? update.where('hold_question', 'is', null)
          : update.where('hold_question', '=', from.hold_question);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db
        .insertInto('case_events')
        .values({ ...event, case_id: from.id, stage: to.stage, at: to.updated_at })
        .execute();
      return true;
    },
    /** The account that signs in as the office (one per office): whom the lab's moves are told to. */
    officeAccount(officeId: number) {
      return db
        .selectFrom('dental_offices')
        .innerJoin('users', 'users.id', 'dental_offices.user_id')
        .select(['users.id', 'users.email', 'users.email_notification'])
        .where('dental_offices.id', '=', officeId)
        .executeTakeFirst();
    },
    /** Records who looked at or changed a case (inside the change's transaction for a change). */
    async record(entry: Insertable<CaseAccessLogTable>) {
      await db.insertInto('case_access_log').values(entry).execute();
    },
    /** One entry for each of several cases, in one statement (a list an office was shown). */
    async recordEach(caseIds: readonly number[], entry: Omit<Insertable<CaseAccessLogTable>, 'case_id'>) {
      if (caseIds.length === 0) return;
      await db
        .insertInto('case_access_log')
        .values(caseIds.map((case_id) => ({ ...entry, case_id })))
        .execute();
    },
    recordOf(caseId: number): Promise<CaseAccessRow[]> {
      return db
        .selectFrom('case_access_log')
        .leftJoin('users', 'users.id', 'case_access_log.user_id')
        .selectAll('case_access_log')
        .select(['users.first_name', 'users.last_name', 'users.email'])
        .where('case_id', '=', caseId)
        .orderBy('case_access_log.id')
        .execute();
    },
  };
}
