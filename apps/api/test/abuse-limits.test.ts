import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits, startMailServer } from './accounts-helpers';
import { API, checkoutBody, fillCart, insertProduct } from './fixtures/commerce';
import { createTestApp, createUserWithToken, testDatabaseKind, type TestApp } from './helpers';
import { claimPhotoBody, enrolPatient, patientForm } from './warranty-fixtures';

const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`;
const unique = () => randomBytes(4).toString('hex');
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const limits = {
  ...generousLimits,
  FORM_RATE_LIMIT_PER_IP: '4',
  FORM_RATE_LIMIT_PER_TARGET: '2',
  ENROLMENT_EMAILS_PER_ADDRESS_PER_DAY: '2',
};

function expectLimited(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/Too many attempts/),
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe(`abuse limits on public forms (${testDatabaseKind})`, () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ ...limits, SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const contact = (ip: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/contact-messages`,
      remoteAddress: ip,
      payload: { firstName: 'Lena', lastName: 'Park', email, message: 'Hello there' },
    });
  const storedMessages = async () =>
    (await t.database.db.selectFrom('contact_messages').select('id').execute()).length;

  it('limits contact messages per sender e-mail and per IP, storing nothing refused', async () => {
    const ip = randomIp();
    const email = `sender-${unique()}@example.com`;
    const before = await storedMessages();
    expect((await contact(ip, email)).statusCode).toBe(201);
    expect((await contact(randomIp(), email)).statusCode).toBe(201);
    expectLimited(await contact(randomIp(), email));
    for (let i = 0; i < 3; i++)
      expect((await contact(ip, `other-${unique()}@example.com`)).statusCode).toBe(201);
    // The IP's fifth message, whatever the e-mail.
    expectLimited(await contact(ip, `other-${unique()}@example.com`));
    expect(await storedMessages()).toBe(before + 5);
  });

  it('sends one address at most a few enrolment e-mails a day, carrying none of the requester’s words', async () => {
    const victim = `stranger-${unique()}@example.com`;
    const enrol = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/warranty/patient-enrollments`,
        remoteAddress: randomIp(),
        payload: patientForm({ email: victim, firstName: 'Buy cheap pills at spam.example', lastName: 'X' }),
      });
    expect((await enrol()).statusCode).toBe(201);
    const second = await enrol();
    expect(second.statusCode).toBe(201);
    expectLimited(await enrol());
    // Each e-mail is queued with its enrolment and sent by the mail worker soon after; the queue
    // holds every message ever queued, so it shows no third one is on its way.
    const queued = await t.database.db
      .selectFrom('mail_queue')
      .select('id')
      .where('to_address', '=', victim)
      .execute();
    expect(queued).toHaveLength(2);
    await expect.poll(() => mail.received.filter((m) => m.to.includes(victim)).length).toBe(2);
    const received = mail.received.filter((m) => m.to.includes(victim));
    for (const message of received) {
      expect(message.decoded).toContain('reference number');
      expect(message.decoded).not.toContain('spam.example');
    }
    expect(received.some((m) => m.decoded.includes(second.json().reference as string))).toBe(true);
  });

  it('limits warranty look-ups, contract downloads and claims per reference number, from any IP', async () => {
    const email = `owner-${unique()}@example.com`;
    const enrolment = await enrolPatient(t, { email });
    for (const [path, payload] of [
      ['warranty/patient-enrollments/lookup', { reference: enrolment.reference, email: 'guess@example.com' }],
      [
        'warranty/patient-enrollments/contract',
        { reference: enrolment.reference, email: 'guess@example.com' },
      ],
    ] as const) {
      const call = () =>
        t.app.inject({ method: 'POST', url: `${API}/${path}`, remoteAddress: randomIp(), payload });
      expect((await call()).statusCode).toBe(404);
      expect((await call()).statusCode).toBe(404);
      expectLimited(await call());
    }
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/warranty/claims`,
        remoteAddress: randomIp(),
        payload: {
          reference: enrolment.reference,
          email,
          officeReference: 'IDL-D-7KQ3XM',
          caseType: 'chipped-crown',
          description: 'Chipped while eating.',
          photoUrls: [],
        },
      });
    expect((await claim()).statusCode).toBe(201);
    expect((await claim()).statusCode).toBe(201);
    expectLimited(await claim());
  });

  it('limits claim photos per e-mail named in the multipart body, and per IP', async () => {
    const email = `photos-${unique()}@example.com`;
    const enrolment = await enrolPatient(t, { email });
    const upload = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/warranty/claim-photos`,
        remoteAddress: ip,
        ...claimPhotoBody({ reference: enrolment.reference, email }, { name: 'dot.png', content: tinyPng }),
      });
    // Six photos a claim: twelve per e-mail with a per-target limit of two.
    for (let i = 0; i < 12; i++) expect((await upload(randomIp())).statusCode).toBe(201);
    expectLimited(await upload(randomIp()));
  });

  it('refuses a claim photo over the lower claim-photo pixel limit before decoding it', async () => {
    const email = `big-${unique()}@example.com`;
    const enrolment = await enrolPatient(t, { email });
    // 20 megapixels of one colour: a few kilobytes as PNG.
    const big = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(big.length).toBeLessThan(200_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/warranty/claim-photos`,
      remoteAddress: randomIp(),
      ...claimPhotoBody({ reference: enrolment.reference, email }, { name: 'big.png', content: big }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is too large: at most 16 megapixels.');
  });

  it('sends order e-mails to the account’s own address, never to the e-mail typed into the order', async () => {
    const buyer = await createUserWithToken(t);
    const product = await insertProduct(t, { stock: 5 });
    await fillCart(t, buyer.authorization, [{ productId: product.id, quantity: 1 }]);
    const stranger = `someone-else-${unique()}@example.com`;
    const placed = await t.app.inject({
      method: 'POST',
      url: `${API}/orders`,
      headers: { authorization: buyer.authorization },
      payload: checkoutBody({
        buyer: { fullName: 'Send the total to evil', contactNumber: '+1 305 555 0100', email: stranger },
      }),
    });
    expect(placed.statusCode).toBe(201);
    const message = await mail.waitFor(buyer.email);
    expect(message.decoded).toContain('placed');
    // Nothing was even queued for the typed address.
    const queued = await t.database.db
      .selectFrom('mail_queue')
      .select('id')
      .where('to_address', '=', stranger)
      .execute();
    expect(queued).toEqual([]);
    expect(mail.received.some((m) => m.to.includes(stranger))).toBe(false);
  });
});

describe('abuse limits shared through Redis', () => {
  const redisLimits = { ...limits, REDIS_URL: 'redis://127.0.0.1:6379' };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(redisLimits);
    second = await createTestApp(redisLimits);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts contact messages of one sender across two server instances', async () => {
    const email = `shared-${unique()}@example.com`;
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/contact-messages`,
        remoteAddress: randomIp(),
        payload: { firstName: 'Lena', lastName: 'Park', email, message: 'Hello there' },
      });
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(201);
    expectLimited(await send(first));
  });
});
