import {
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
import { claimPhotosRoutes } from './claim-photos.routes';
import { claimsService } from './claims.service';
import { renderContractPdf } from './contract-pdf';
import { isoDay } from './dues-schedule';
import { enrollmentsService } from './enrollments.service';

const tags = ['warranty'];

/** The public side of the programme: enrol, look up with reference + e-mail, contract, claims. */
export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrollments = enrollmentsService(app);
  const claims = claimsService(app);
  await app.register(claimPhotosRoutes);

  app.post(
    warrantyPaths.patientEnrollments,
    {
      schema: {
        tags,
        summary: 'Enrol a patient in the extended warranty (e-mails the reference number)',
        body: patientEnrollmentRequestSchema,
        response: { 201: enrollmentSchema, 400: errorSchema },
      },
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
        response: { 201: enrollmentSchema, 400: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await enrollments.createOfficeEnrollment(request.body)),
  );

  app.post(
    warrantyPaths.patientEnrollmentLookup,
    {
      schema: {
        tags,
        summary: 'A patient enrolment with its dues and claims; the reference and e-mail must both match',
        body: enrollmentLookupRequestSchema,
        response: { 200: enrollmentSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await enrollments.findPatientEnrollment(request.body.reference, request.body.email);
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
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The contract, application/pdf'),
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await enrollments.findPatientEnrollment(request.body.reference, request.body.email);
      const pdf = await renderContractPdf(await enrollments.view(row), isoDay(app.now()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="warranty-contract-${row.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    warrantyPaths.claims,
    {
      schema: {
        tags,
        summary: 'Request a warranty claim (refused while a due is overdue or outside the term)',
        body: claimRequestSchema,
        response: { 201: claimSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await claims.submit(request.body)),
  );
};
