import {
  casesPaths,
  fillPath,
  type Case,
  type CaseConversation,
  type CaseMessage,
  type CasePhoto,
  type CaseRecord,
} from '@idl/api-contract';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLabService, sendCase, signUpOffice } from './cases-fixtures';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { claimPhotoBody, testClock } from './warranty-fixtures';

describe('photos in a case’s conversation', () => {
  const clock = testClock('2026-12-01T15:00:00Z');
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let bayfront: Awaited<ReturnType<typeof signUpOffice>>;
  let coral: Awaited<ReturnType<typeof signUpOffice>>;
  let productId: number;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    bayfront = await signUpOffice(t, { admin });
    coral = await signUpOffice(t, { admin, form: { practiceName: 'Coral Gables Smiles' } });
    productId = (await insertLabService(t)).id;
    // A camera's photo: EXIF metadata the shop must not pass on.
    jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d8c7a0' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Dr. Ana Ruiz' } } })
      .toBuffer();
  });
  afterAll(() => t.close());

  const newCase = async () => (await sendCase(t, bayfront, productId)).json<Case>();
  /** One image `file` as a form sends it (no body: a form without a file). */
  const upload = (url: string, authorization: string, content: Buffer | null) => {
    const body = claimPhotoBody({}, content ? { name: 'prep.jpg', content, type: 'image/jpeg' } : undefined);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization },
    });
  };
  const officeUpload = (caseId: number, authorization = bayfront.authorization, content?: Buffer) =>
    upload(fillPath(casesPaths.casePhotos, { caseId }), authorization, content ?? jpeg);
  const labUpload = (caseId: number) =>
    upload(fillPath(casesPaths.adminCasePhotos, { caseId }), admin.authorization, jpeg);
  const post = (url: string, authorization: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  const officePhoto = (caseId: number, photoId: number, size = 'medium') =>
    `${fillPath(casesPaths.casePhoto, { caseId, photoId })}?size=${size}`;
  const labPhoto = (caseId: number, photoId: number, size = 'medium') =>
    `${fillPath(casesPaths.adminCasePhoto, { caseId, photoId })}?size=${size}`;
  const counts = async () => ({
    photos: Number(
      (
        await t.database.db
          .selectFrom('case_photos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    messages: Number(
      (
        await t.database.db
          .selectFrom('case_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it('the office sends photos with a message; the office and the lab see them, re-encoded, at three sizes', async () => {
    const sent = await newCase();
    const first = await officeUpload(sent.id);
    expect(first.statusCode).toBe(201);
    const photo = first.json<CasePhoto>();
    expect(photo).toEqual({ id: expect.any(Number), width: 1200, height: 900 });
    const second = (await officeUpload(sent.id)).json<CasePhoto>();

    const res = await post(fillPath(casesPaths.caseMessages, { caseId: sent.id }), bayfront.authorization, {
      text: 'The prep, buccal and occlusal.',
      photoIds: [photo.id, second.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<CaseMessage>().photos).toEqual([photo, second]);

    const conversation = (
      await get(fillPath(casesPaths.adminCaseMessages, { caseId: sent.id }), admin.authorization)
    ).json<CaseConversation>();
    expect(conversation.messages.map((m) => m.photos)).toEqual([[photo, second]]);

    for (const [url, authorization] of [
      [labPhoto, admin.authorization],
      [officePhoto, bayfront.authorization],
    ] as const) {
      for (const [size, width] of [
        ['thumbnail', 320],
        ['medium', 800],
        ['original', 1200],
      ] as const) {
        const image = await get(url(sent.id, photo.id, size), authorization);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['cache-control']).toBe('private, no-store');
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.format, meta.width, meta.exif]).toEqual(['webp', width, undefined]);
      }
    }
  });

  it('serves a case’s photos to its office and the lab only; the public file route never has them', async () => {
    const sent = await newCase();
    const photo = (await labUpload(sent.id)).json<CasePhoto>();
    await post(fillPath(casesPaths.adminCaseMessages, { caseId: sent.id }), admin.authorization, {
      text: 'Is this the contact you mean?',
      photoIds: [photo.id],
    });
    expect((await get(officePhoto(sent.id, photo.id), bayfront.authorization)).statusCode).toBe(200);
    const other = await get(officePhoto(sent.id, photo.id), coral.authorization);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual((await get(officePhoto(999_999, photo.id), coral.authorization)).json());
    const patient = await createUserWithToken(t);
    expect((await get(officePhoto(sent.id, photo.id), patient.authorization)).statusCode).toBe(403);
    expect((await get(labPhoto(sent.id, photo.id), bayfront.authorization)).statusCode).toBe(403);
    expect((await get(officePhoto(sent.id, photo.id))).statusCode).toBe(401);
    // Another case's id with this photo's: not found.
    const another = await newCase();
    expect((await get(officePhoto(another.id, photo.id), bayfront.authorization)).statusCode).toBe(404);

    const files = readdirSync(path.join(t.config.dataDir, 'case-files'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const name of files) {
      expect((await get(`/interdentallab/uploads/${name}`)).statusCode).toBe(404);
    }
  });

  it('a photo not yet sent is seen only by the account that added it', async () => {
    const sent = await newCase();
    const photo = (await officeUpload(sent.id)).json<CasePhoto>();
    expect((await get(officePhoto(sent.id, photo.id), bayfront.authorization)).statusCode).toBe(200);
    expect((await get(labPhoto(sent.id, photo.id), admin.authorization)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, and stores nothing', async () => {
    const sent = await newCase();
    const before = await counts();
    const res = await officeUpload(
      sent.id,
      bayfront.authorization,
      Buffer.from('<svg onload=alert(1)></svg>'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file is not an image. Use JPEG, PNG, WebP, AVIF or GIF.');
    const missing = await upload(
      fillPath(casesPaths.casePhotos, { caseId: sent.id }),
      bayfront.authorization,
      null,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose an image to upload');
    // Another office cannot add to the case: 404, and its upload is not even read.
    expect((await officeUpload(sent.id, coral.authorization)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses a message with a photo of another case, another account’s or one already sent, and posts nothing', async () => {
    const sent = await newCase();
    const elsewhere = await newCase();
    const mine = (await officeUpload(sent.id)).json<CasePhoto>();
    const otherCase = (await officeUpload(elsewhere.id)).json<CasePhoto>();
    const labs = (await labUpload(sent.id)).json<CasePhoto>();
    const url = fillPath(casesPaths.caseMessages, { caseId: sent.id });
    expect((await post(url, bayfront.authorization, { text: 'Sent', photoIds: [mine.id] })).statusCode).toBe(
      201,
    );
    const before = await counts();
    const message =
      'A photo of this message is not one you added to this case, or was already sent: add it again.';
    for (const photoIds of [[otherCase.id], [labs.id], [mine.id], [999_999]]) {
      const res = await post(url, bayfront.authorization, { text: 'Again', photoIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'photoIds', message }]);
    }
    const fresh = (await officeUpload(sent.id)).json<CasePhoto>();
    // One bad photo refuses the message, and the good one stays unsent.
    const mixed = await post(url, bayfront.authorization, { text: 'Mixed', photoIds: [fresh.id, labs.id] });
    expect(mixed.statusCode).toBe(400);
    expect(await counts()).toEqual({ ...before, photos: before.photos + 1 });
    expect((await post(url, bayfront.authorization, { text: 'Now', photoIds: [fresh.id] })).statusCode).toBe(
      201,
    );

    for (const [photoIds, text] of [
      [[1, 2, 3, 4, 5], 'At most 4 photos in a message'],
      [[fresh.id, fresh.id], 'Each photo goes in once'],
      ['1', 'Choose the photos to send'],
    ] as const) {
      const res = await post(url, bayfront.authorization, { text: 'Bad', photoIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ field: 'photoIds', message: text });
    }
  });

  it('stops adding photos at 12 waiting to be sent', async () => {
    const sent = await newCase();
    for (let i = 0; i < 12; i++) expect((await officeUpload(sent.id)).statusCode).toBe(201);
    const more = await officeUpload(sent.id);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      'You have 12 photos waiting to be sent: send them in a message before adding more.',
    );
  });

  it('the record says how many photos a message carried and who opened one (not its thumbnail)', async () => {
    clock.set('2026-12-05T09:00:00Z');
    const sent = await newCase();
    const photo = (await officeUpload(sent.id)).json<CasePhoto>();
    clock.set('2026-12-05T09:05:00Z');
    await post(fillPath(casesPaths.caseMessages, { caseId: sent.id }), bayfront.authorization, {
      text: 'Shade tab next to 8.',
      photoIds: [photo.id],
    });
    clock.set('2026-12-05T10:00:00Z');
    await get(labPhoto(sent.id, photo.id, 'thumbnail'), admin.authorization);
    await get(labPhoto(sent.id, photo.id, 'original'), admin.authorization);
    const record = (
      await get(fillPath(casesPaths.adminCaseRecord, { caseId: sent.id }), admin.authorization)
    ).json<CaseRecord>();
    expect(record.entries.map((e) => [e.action, e.detail, e.by?.id, e.at])).toEqual([
      ['create', null, bayfront.id, '2026-12-05T09:00:00.000Z'],
      ['change', 'Wrote in the conversation (1 photo)', bayfront.id, '2026-12-05T09:05:00.000Z'],
      ['view', `Opened photo ${photo.id}`, admin.id, '2026-12-05T10:00:00.000Z'],
    ]);
  });
});
