import { readdirSync } from 'node:fs';
import path from 'node:path';
import { warrantyPaths, type WarrantyEnrollment } from '@idl/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithToken, type TestApp } from './helpers';
import { claimPhotoBody, enrolPatient, uploadClaimPhoto } from './warranty-fixtures';

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 230, g: 220, b: 200 } } })
    .png()
    .toBuffer();

describe('claim photos uploaded by the patient', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let enrolment: WarrantyEnrollment;
  const storedFiles = () => {
    try {
      return readdirSync(path.join(t.config.dataDir, 'uploads')).sort();
    } catch {
      return [];
    }
  };
  const claim = (photoUrls: string[]) =>
    t.app.inject({
      method: 'POST',
      url: warrantyPaths.claims,
      payload: {
        reference: enrolment.reference,
        email: enrolment.email,
        officeReference: 'IDL-D-7KQ3XM',
        caseType: 'chipped-crown',
        description: 'The front crown chipped while eating.',
        photoUrls,
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithToken(t, { role: 'ADMIN' });
    enrolment = await enrolPatient(t, { email: 'photos@example.com' });
  });
  afterAll(() => t.close());

  it('stores a photo when the reference and e-mail match, and serves it', async () => {
    const res = await uploadClaimPhoto(
      t,
      { reference: enrolment.reference.toLowerCase(), email: ' Photos@Example.com ' },
      { name: 'chip.png', content: await photo(), type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { imageUrl: string; thumbnailUrl: string };
    expect(body.imageUrl).toMatch(/^\/interdentallab\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: body.thumbnailUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
  });

  it('accepts the fields after the file as well', async () => {
    const head = claimPhotoBody({}, { name: 'chip.png', content: await photo(), type: 'image/png' });
    const boundary = head.headers['content-type'].split('boundary=')[1]!;
    const tail = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="reference"\r\n\r\n${enrolment.reference}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${enrolment.email}\r\n--${boundary}--\r\n`,
    );
    const payload = Buffer.concat([
      head.payload.subarray(0, head.payload.length - `--${boundary}--\r\n`.length),
      tail,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.claimPhotos,
      payload,
      headers: head.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a wrong reference or e-mail with 404 and stores nothing', async () => {
    const before = storedFiles();
    for (const who of [
      { reference: enrolment.reference, email: 'someone-else@example.com' },
      { reference: 'IDL-P-ZZZZZZ', email: enrolment.email },
    ]) {
      const res = await uploadClaimPhoto(t, who, { name: 'chip.png', content: await photo() });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No warranty enrolment matches this reference number and e-mail');
    }
    expect(storedFiles()).toEqual(before);
  });

  it('asks for the reference and e-mail when they are missing', async () => {
    const before = storedFiles();
    const res = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.claimPhotos,
      ...claimPhotoBody({}, { name: 'chip.png', content: await photo() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['reference', 'email']),
    );
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file that is not an image with 415, and a missing file with 400', async () => {
    const before = storedFiles();
    const notImage = await uploadClaimPhoto(t, enrolment, {
      name: 'chip.png',
      content: Buffer.from('<svg onload=alert(1)></svg>'),
      type: 'image/png',
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().details[0].field).toBe('file');
    const missing = await t.app.inject({
      method: 'POST',
      url: warrantyPaths.claimPhotos,
      ...claimPhotoBody({ reference: enrolment.reference, email: enrolment.email }, undefined),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose an image to upload');
    expect(storedFiles()).toEqual(before);
  });

  it('a claim carries the uploaded photo and the admin sees it in the claim review', async () => {
    const uploaded = (
      await uploadClaimPhoto(t, enrolment, { name: 'chip.png', content: await photo(), type: 'image/png' })
    ).json() as { imageUrl: string };
    const res = await claim([uploaded.imageUrl]);
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: warrantyPaths.adminClaims,
      headers: { authorization: admin.authorization },
    });
    const seen = (list.json() as { items: { reference: string; photoUrls: string[] }[] }).items.find(
      (item) => item.reference === enrolment.reference,
    );
    expect(seen?.photoUrls).toEqual([uploaded.imageUrl]);
  });

  it('refuses a claim with photo addresses that were not uploaded, naming each one', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: warrantyPaths.adminClaims,
        headers: { authorization: admin.authorization },
      })
    ).json();
    const res = await claim([
      `/interdentallab/uploads/${'0'.repeat(32)}.webp`,
      'https://elsewhere.example.com/chip.jpg',
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Some photos were not uploaded to the shop; add them again with the photo field',
    );
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['photoUrls.0', 'photoUrls.1']);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: warrantyPaths.adminClaims,
        headers: { authorization: admin.authorization },
      })
    ).json();
    expect(after.total).toBe(before.total);
  });
});
