import { endpoints, errorSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceOf, requestLimit } from '../../plugins/rate-limit';
import { notFound } from '../../lib/app-error';
import { isCardLinkValid } from './card-link';
import { cardSubscriptions } from './card-subscriptions';
import { claimPhotosRoutes } from './claim-photos.routes';
import { claimsService } from './claims.service';
import { isoDay } from './dues-schedule';
import { enrollmentsService } from './enrollments.service';
import { route } from '../../lib/route';

const tags = ['warranty'];

/** The public side of the programme: enrol, look up with reference + e-mail, contract, claims. */
export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrollments = enrollmentsService(app.deps);
  const claims = claimsService(app.deps);
  await app.register(claimPhotosRoutes);
  const form = app.config.formRateLimit;
  // Per IP and per address a day: whoever enrols types the address the reference is e-mailed to.
  const enrolmentLimit = requestLimit(app, 'enrolment', {
    perIp: form.perIp,
    perTarget: app.config.enrolmentEmailsPerDay,
    windowSeconds: 24 * 60 * 60,
  });
  const lookupLimit = requestLimit(app, 'warranty-lookup', form, referenceOf);
  const contractLimit = requestLimit(app, 'contract', form, referenceOf);
  const claimLimit = requestLimit(app, 'claim', form, referenceOf);
  const cardLimit = requestLimit(app, 'warranty-card', form, referenceOf);
  const cards = cardSubscriptions(app.deps);
  const limited = { 429: errorSchema };

  route(
    app,
    endpoints.warranty.enrolPatient,
    {
      schema: {
        tags,
        summary: 'Enrol a patient in the extended warranty (e-mails the reference number)',
        response: { ...limited, 400: errorSchema },
      },
      preHandler: enrolmentLimit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await enrollments.createPatientEnrollment(request.body)),
  );

  route(
    app,
    endpoints.warranty.enrolOffice,
    {
      schema: {
        tags,
        summary: 'Enrol a dentist office (e-mails the office reference number)',
        response: { ...limited, 400: errorSchema },
      },
      preHandler: enrolmentLimit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await enrollments.createOfficeEnrollment(request.body)),
  );

  route(
    app,
    endpoints.warranty.lookUp,
    {
      schema: {
        tags,
        summary:
          'A patient (IDL-P) or office (IDL-D) enrolment with its dues and claims; the reference and e-mail must both match',
        response: { ...limited, 400: errorSchema, 404: errorSchema },
      },
      preHandler: lookupLimit.preHandler,
    },
    async (request) => {
      const row = await enrollments.findEnrollment(request.body.reference, request.body.email);
      return enrollments.view(row);
    },
  );

  route(
    app,
    endpoints.warranty.contract,
    {
      schema: {
        tags,
        summary: 'The warranty contract as a PDF (reference and e-mail must both match)',
        response: { ...limited, 400: errorSchema, 404: errorSchema },
      },
      preHandler: contractLimit.preHandler,
    },
    async (request, reply) => {
      const row = await enrollments.findEnrollment(request.body.reference, request.body.email);
      // pdf-lib and the embedded fonts load on the first contract asked for, not at start-up.
      const { renderContractPdf } = await import('./contract-pdf');
      const pdf = await renderContractPdf(await enrollments.view(row), isoDay(app.deps.now()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="warranty-contract-${row.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  route(
    app,
    endpoints.warranty.cardSubscription,
    {
      schema: {
        tags,
        summary: 'Pay the dues by card: a Stripe Checkout page for what is due now and the monthly charge',
        description:
          'Only when the shop takes cards. The page charges the dues whose day has come (the enrolment fee, any overdue one) and keeps the card for a Stripe subscription that charges each later monthly due on its day and ends by itself after the last one. Dues change only from Stripe’s webhook. 409 when the dues are already on a card or no monthly due is left.',
        response: { ...limited, 400: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema },
      },
      preHandler: cardLimit.preHandler,
    },
    async (request) => {
      const row = await enrollments.findEnrollment(request.body.reference, request.body.email);
      return { url: await cards.startCheckout(row, await enrollments.duesOf(row)) };
    },
  );

  route(
    app,
    endpoints.warranty.cardPortal,
    {
      schema: {
        tags,
        summary: 'Opens Stripe’s page to update the card of an enrolment paid by card (redirects)',
        description:
          'The signed link that the look-up, the failed-charge e-mail and notification carry. Answers 303 to a new Stripe customer portal session.',
        response: { ...limited, 400: errorSchema, 404: errorSchema, 409: errorSchema, 502: errorSchema },
      },
      preHandler: cardLimit.preHandler,
    },
    async (request, reply) => {
      const { enrollmentId, token } = request.query;
      if (!isCardLinkValid(app.config.jwtSecret, enrollmentId, token)) throw notFound('This card link');
      const row = await enrollments.findById(enrollmentId);
      return reply.header('cache-control', 'no-store').redirect(await cards.portal(row), 303);
    },
  );

  route(
    app,
    endpoints.warranty.fileClaim,
    {
      schema: {
        tags,
        summary: 'Request a warranty claim (refused while a due is overdue or outside the term)',
        response: { ...limited, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      preHandler: claimLimit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await claims.submit(request.body)),
  );
};
