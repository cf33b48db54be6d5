import {
  cardPortalQuerySchema,
  cardSubscriptionStartSchema,
  claimRequestSchema,
  claimSchema,
  enrollmentLookupRequestSchema,
  enrollmentSchema,
  errorSchema,
  officeEnrollmentRequestSchema,
  patientEnrollmentRequestSchema,
  warrantyPaths,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referenceOf, requestLimit } from '../../plugins/rate-limit';
import { notFound } from '../../lib/app-error';
import { isCardLinkValid } from './card-link';
import { cardSubscriptions } from './card-subscriptions';
import { claimPhotosRoutes } from './claim-photos.routes';
import { claimsService } from './claims.service';
import { isoDay } from './dues-schedule';
import { enrollmentsService } from './enrollments.service';

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
  const cards = cardSubscriptions(app);
  const limited = { 429: errorSchema };

  app.post(
    warrantyPaths.patientEnrollments,
    {
      schema: {
        tags,
        summary: 'Enrol a patient in the extended warranty (e-mails the reference number)',
        body: patientEnrollmentRequestSchema,
        response: { ...limited, 201: enrollmentSchema, 400: errorSchema },
      },
      preHandler: enrolmentLimit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await enrollments.createPatientEnrollment(request.body)),
  );

  app.post(
    warrantyPaths.officeEnrollments,
    {
      schema: {
        tags,
        summary: 'Enrol a dentist office (e-mails the office reference number)',
        body: officeEnrollmentRequestSchema,
        response: { ...limited, 201: enrollmentSchema, 400: errorSchema },
      },
      preHandler: enrolmentLimit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await enrollments.createOfficeEnrollment(request.body)),
  );

  app.post(
    warrantyPaths.patientEnrollmentLookup,
    {
      schema: {
        tags,
        summary:
          'A patient (IDL-P) or office (IDL-D) enrolment with its dues and claims; the reference and e-mail must both match',
        body: enrollmentLookupRequestSchema,
        response: { ...limited, 200: enrollmentSchema, 400: errorSchema, 404: errorSchema },
      },
      preHandler: lookupLimit.preHandler,
    },
    async (request) => {
      const row = await enrollments.findEnrollment(request.body.reference, request.body.email);
      return enrollments.view(row);
    },
  );

  app.post(
    warrantyPaths.patientContract,
    {
      schema: {
        tags,
        summary: 'The warranty contract as a PDF (reference and e-mail must both match)',
        body: enrollmentLookupRequestSchema,
        response: {
          ...limited,
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The contract, application/pdf'),
          400: errorSchema,
          404: errorSchema,
        },
      },
      preHandler: contractLimit.preHandler,
    },
    async (request, reply) => {
      const row = await enrollments.findEnrollment(request.body.reference, request.body.email);
      // pdf-lib and the embedded fonts load on the first contract asked for, not at start-up.
      const { renderContractPdf } = await import('./contract-pdf');
      const pdf = await renderContractPdf(await enrollments.view(row), isoDay(app.now()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="warranty-contract-${row.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    warrantyPaths.cardSubscription,
    {
      schema: {
        tags,
        summary: 'Pay the dues by card: a Stripe Checkout page for what is due now and the monthly charge',
        description:
          'Only when the shop takes cards. The page charges the dues whose day has come (the enrolment fee, any overdue one) and keeps the card for a Stripe subscription that charges each later monthly due on its day and ends by itself after the last one. Dues change only from Stripe’s webhook. 409 when the dues are already on a card or no monthly due is left.',
        body: enrollmentLookupRequestSchema,
        response: {
          ...limited,
          200: cardSubscriptionStartSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
      preHandler: cardLimit.preHandler,
    },
    async (request) => {
      const row = await enrollments.findEnrollment(request.body.reference, request.body.email);
      return { url: await cards.startCheckout(row, await enrollments.duesOf(row)) };
    },
  );

  app.get(
    warrantyPaths.cardPortal,
    {
      schema: {
        tags,
        summary: 'Opens Stripe’s page to update the card of an enrolment paid by card (redirects)',
        description:
          'The signed link that the look-up, the failed-charge e-mail and notification carry. Answers 303 to a new Stripe customer portal session.',
        querystring: cardPortalQuerySchema,
        response: {
          ...limited,
          303: z.null(),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
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

  app.post(
    warrantyPaths.claims,
    {
      schema: {
        tags,
        summary: 'Request a warranty claim (refused while a due is overdue or outside the term)',
        body: claimRequestSchema,
        response: { ...limited, 201: claimSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      preHandler: claimLimit.preHandler,
    },
    async (request, reply) => reply.status(201).send(await claims.submit(request.body)),
  );
};
