import {
  casesPaths,
  earliestDueDate,
  fillPath,
  warrantyPaths,
  type Case,
  type CaseRecord,
  type CaseStage,
  type RemakeRequest,
} from '@idl/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { enrolPatient, officeForm, testClock } from './warranty-fixtures';

const shippedPath: CaseStage[] = ['design', 'milling_printing', 'finishing', 'quality_check', 'shipped'];

describe('remakes of an office’s cases', () => {
  const clock = testClock('2026-12-01T15:00:00Z');
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let bayfront: Awaited<ReturnType<typeof signUpOffice>>;
  let coral: Awaited<ReturnType<typeof signUpOffice>>;
  let crownId: number;
  /** The warranty references of Bayfront's licence (DN12345) and of Coral's. */
  let bayfrontWarranty: string;
  let coralWarranty: string;
  let patientEnrollmentId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    bayfront = await signUpOffice(t, { admin });
    coral = await signUpOffice(t, {
      admin,
      form: { practiceName: 'Coral Gables Smiles', licenceNumber: 'FL-99881' },
    });
    crownId = (await insertLabService(t, { priceCents: 18_900, turnaroundWorkingDays: 7 })).id;
    const enrolOffice = async (licenceNumber: string, email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: warrantyPaths.officeEnrollments,
        payload: officeForm({ licenceNumber, email }),
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ reference: string }>().reference;
    };
    // The licence as the office typed it, in another case and with spaces: still its own.
    bayfrontWarranty = await enrolOffice(' dn12345 ', 'desk@bayfront.example.com');
    coralWarranty = await enrolOffice('FL-99881', 'desk@coral.example.com');
    const patient = await enrolPatient(t);
    patientEnrollmentId = (
      await t.database.db
        .selectFrom('warranty_enrollments')
        .select('id')
        .where('reference', '=', patient.reference)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const as = (account: { authorization: string }) => ({ authorization: account.authorization });
  const getCase = async (caseId: number, account = bayfront) =>
    (
      await t.app.inject({ method: 'GET', url: fillPath(casesPaths.case, { caseId }), headers: as(account) })
    ).json<Case>();
  const getLabCase = async (caseId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: fillPath(casesPaths.adminCase, { caseId }),
        headers: as(admin),
      })
    ).json<Case>();
  const remake = (
    caseId: number,
    body: Partial<RemakeRequest>,
    account: { authorization: string } = bayfront,
  ) =>
    t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.caseRemakes, { caseId }),
      headers: as(account),
      payload: body,
    });
  const caseCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A case of the office, sent and moved by the lab up to `stage`. */
  async function caseAt(office: typeof bayfront, stage: CaseStage | 'received', reference = 'JD-1042') {
    const sent = await sendCase(t, office, crownId, {
      patientReference: reference,
      teeth: [8],
      material: 'zirconia',
      shade: { system: 'vita_classical', shade: 'A2' },
      notes: { margins: 'Shoulder margin', occlusion: 'Light contact' },
    });
    expect(sent.statusCode).toBe(201);
    const kase = sent.json<Case>();
    for (const to of shippedPath.slice(0, shippedPath.indexOf(stage as CaseStage) + 1)) {
      const moved = await t.app.inject({
        method: 'POST',
        url: fillPath(casesPaths.adminCaseMove, { caseId: kase.id }),
        headers: as(admin),
        payload: { action: 'advance', to },
      });
      expect(moved.statusCode).toBe(200);
    }
    return kase;
  }

  /** A warranty claim a patient filed, naming an office's warranty reference. */
  async function claim(
    reference: string,
    officeReference: string,
    status: 'pending' | 'approved' | 'rejected',
  ) {
    await t.database.db
      .insertInto('warranty_claims')
      .values({
        enrollment_id: patientEnrollmentId,
        reference,
        office_reference: officeReference,
        case_type: 'chipped-crown',
        description: 'The crown on 8 chipped while eating.',
        photo_urls: '[]',
        status,
        resolution: status === 'approved' ? 'remake' : null,
        submitted_at: clock.now().toISOString(),
      })
      .execute();
    return reference;
  }

  it('an office asks for a remake of its shipped case: the prescription copied, the shade and notes its own, due as a new case', async () => {
    clock.set('2026-12-01T15:00:00Z');
    const original = await caseAt(bayfront, 'shipped');
    clock.set('2026-12-14T10:00:00Z');
    const res = await remake(original.id, {
      reason: 'The crown fractured at the margin after seating.',
      shade: { system: 'vita_classical', shade: 'a3' },
      notes: { margins: 'Deeper chamfer, 0.8 mm' },
    });
    expect(res.statusCode).toBe(201);
    const made = res.json<Case>();
    expect(made).toMatchObject({
      remakeOf: original.id,
      remakeReason: 'The crown fractured at the margin after seating.',
      warrantyClaim: null,
      officeId: bayfront.office.id,
      dentist: original.dentist,
      product: original.product,
      patientReference: 'JD-1042',
      kind: 'crown',
      teeth: [8],
      material: 'zirconia',
      shade: { system: 'vita_classical', shade: 'A3' },
      notes: { margins: 'Deeper chamfer, 0.8 mm' },
      // The lab's normal price: the service's price for the one tooth.
      price: 189,
      rush: false,
      receivedOn: '2026-12-14',
      dueDate: earliestDueDate('2026-12-14', 7, false),
      stage: 'received',
    });
    expect(made.id).not.toBe(original.id);
    expect(made.timeline[0]!.note).toBe(
      `Remake of case ${original.id}: The crown fractured at the margin after seating.`,
    );

    // The original lists its remake, for the office and the lab; the lab sees the link on the remake.
    const remakes = [{ id: made.id, receivedOn: '2026-12-14', stage: 'received' }];
    expect((await getCase(original.id)).remakes).toEqual(remakes);
    expect((await getLabCase(original.id)).remakes).toEqual(remakes);
    expect(await getLabCase(made.id)).toMatchObject({
      remakeOf: original.id,
      remakeReason: made.remakeReason,
    });
    // Both cases' records say so.
    const recordOf = async (caseId: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: fillPath(casesPaths.adminCaseRecord, { caseId }),
          headers: as(admin),
        })
      ).json<CaseRecord>().entries;
    expect((await recordOf(made.id))[0]).toMatchObject({
      action: 'create',
      detail: `Remake of case ${original.id}`,
    });
    expect((await recordOf(original.id)).map((entry) => entry.detail)).toContain(
      `Asked for a remake: case ${made.id}`,
    );

    // Without a shade or notes, the original's are kept; a delivered case can be remade too.
    const delivered = await caseAt(bayfront, 'shipped', 'KL-7');
    await t.app.inject({
      method: 'POST',
      url: fillPath(casesPaths.adminCaseMove, { caseId: delivered.id }),
      headers: as(admin),
      payload: { action: 'advance', to: 'delivered' },
    });
    const again = await remake(delivered.id, { reason: 'Open contact on the mesial.' });
    expect(again.statusCode).toBe(201);
    expect(again.json<Case>()).toMatchObject({
      shade: { system: 'vita_classical', shade: 'A2' },
      notes: { margins: 'Shoulder margin', occlusion: 'Light contact' },
      patientReference: 'KL-7',
    });
  });

  it('refuses a remake of another office’s case as if it did not exist, and stores nothing', async () => {
    const theirs = await caseAt(bayfront, 'shipped', 'XO-1');
    const before = await caseCount();
    const other = await remake(theirs.id, { reason: 'Broken.' }, coral);
    const missing = await remake(999_999, { reason: 'Broken.' }, coral);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(await caseCount()).toBe(before);
    expect((await getCase(theirs.id)).remakes).toEqual([]);
    // Anyone signed out, or a patient without an office, gets no further.
    const patient = await createUserWithToken(t);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: fillPath(casesPaths.caseRemakes, { caseId: theirs.id }),
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await remake(theirs.id, { reason: 'Broken.' }, patient)).statusCode).toBe(403);
  });

  it('refuses a remake before the case has shipped, and one without a reason', async () => {
    const inDesign = await caseAt(bayfront, 'design', 'EA-2');
    const before = await caseCount();
    const early = await remake(inDesign.id, { reason: 'The patient changed their mind.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `A remake can be asked for once the case has shipped: case ${inDesign.id} (EA-2) is at Design.`,
    );
    const shipped = await caseAt(bayfront, 'shipped', 'EA-3');
    const noReason = await remake(shipped.id, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Say why the case is remade.');
    expect(await caseCount()).toBe(before + 1);
  });

  it('links a remake to an approved warranty claim of the office’s, free; refuses anyone else’s claim', async () => {
    const original = await caseAt(bayfront, 'shipped', 'WC-1');
    const ours = await claim('IDL-C-OURS01', bayfrontWarranty, 'approved');
    const theirs = await claim('IDL-C-CORAL1', coralWarranty, 'approved');
    const pending = await claim('IDL-C-WAIT01', bayfrontWarranty, 'pending');
    const before = await caseCount();

    // Another office's claim, and a reference that names no claim: the same refusal.
    for (const reference of [theirs, 'IDL-C-NONE00']) {
      const refused = await remake(original.id, { reason: 'Chipped.', warrantyClaimReference: reference });
      expect(refused.statusCode, reference).toBe(400);
      expect(refused.json().message).toBe(
        `No warranty claim ${reference} was filed with your office’s warranty reference: check the claim’s reference (IDL-C-…) with the patient.`,
      );
    }
    const waiting = await remake(original.id, { reason: 'Chipped.', warrantyClaimReference: pending });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toContain('is not approved yet');
    expect(await caseCount()).toBe(before);

    // Its own approved claim, typed in lower case: linked, and the remake costs nothing.
    const res = await remake(original.id, {
      reason: 'Chipped.',
      warrantyClaimReference: ours.toLowerCase(),
      rush: true,
    });
    expect(res.statusCode).toBe(201);
    const made = res.json<Case>();
    expect(made).toMatchObject({
      remakeOf: original.id,
      warrantyClaim: { reference: ours, status: 'approved' },
      price: 0,
      rushSurcharge: 0,
      rush: true,
    });
    expect((await getLabCase(made.id)).warrantyClaim).toEqual({ reference: ours, status: 'approved' });

    // One remake per claim.
    const twice = await remake(original.id, { reason: 'Chipped again.', warrantyClaimReference: ours });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Warranty claim ${ours} already has its remake: case ${made.id}.`);
    // Coral can use its own claim for its own case.
    const coralCase = await caseAt(coral, 'shipped', 'CG-5');
    const coralRemake = await remake(
      coralCase.id,
      { reason: 'Chipped.', warrantyClaimReference: theirs },
      coral,
    );
    expect(coralRemake.statusCode).toBe(201);
    expect(coralRemake.json<Case>().price).toBe(0);
  });
});
