import { endpoints, errorSchema, sitePaths, siteUrl } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth';
import { route } from '../../lib/route';
import { caseConversationService } from './case-conversation.service';
import { labCasePhotoRoutes, officeCasePhotoRoutes } from './case-photos.routes';
import { casesService } from './cases.service';

const security = [{ bearerAuth: [] }];
const denied = { 401: errorSchema, 403: errorSchema };

/** A verified office sends its cases and follows them. */
export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cases = casesService(app.deps);
  const conversation = caseConversationService(app.deps);
  const tags = ['cases'];
  app.addHook('preHandler', requireUser);
  await app.register(officeCasePhotoRoutes);

  route(
    app,
    endpoints.cases.createCase,
    {
      schema: {
        tags,
        security,
        summary: 'Send a case: a lab service with its prescription (verified offices only)',
        description:
          'The server checks the teeth and the span, the dentist (one of the office’s), the service and the due date against the turnaround in working days, then sets the office, price, dates and stage. An office not yet verified is answered 403.',
        response: { 400: errorSchema, 422: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const sent = await cases.create(currentUser(request), request.body, request.headers['idempotency-key']);
      if (!sent.created) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(sent.case);
    },
  );

  route(
    app,
    endpoints.cases.myCases,
    {
      schema: {
        tags,
        security,
        summary: 'The office’s cases, newest first',
        response: { 400: errorSchema, ...denied },
      },
    },
    async (request) => cases.listMine(currentUser(request), request.query),
  );

  route(
    app,
    endpoints.cases.myCase,
    {
      schema: {
        tags,
        security,
        summary: 'One of the office’s cases with its prescription and timeline (another office’s: 404)',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => cases.getMine(currentUser(request), request.params.caseId),
  );

  route(
    app,
    endpoints.cases.requestRemake,
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a remake of one of the office’s shipped or delivered cases',
        description:
          'A reason is required. The prescription is the original’s (the shade and notes may be changed); the due date is computed as for a new case. The remake links to the original (remakeOf) and the original lists it. With warrantyClaimReference, an approved claim filed with one of the office’s warranty references (matched on the licence number), the remake costs nothing; another claim is 400, a pending, rejected or already used one 409. Another office’s case is 404; a case not yet shipped 409.',
        response: { 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cases.remake(currentUser(request), request.params.caseId, request.body)),
  );

  route(
    app,
    endpoints.cases.myCaseMessages,
    {
      schema: {
        tags,
        security,
        summary: 'The conversation of one of the office’s cases with the lab, oldest first',
        description:
          'The lab’s messages and the office’s, the question a hold asks among them (kind hold_question). Another office’s case is 404; an office not verified is answered 403.',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => conversation.readMine(currentUser(request), request.params.caseId),
  );

  route(
    app,
    endpoints.cases.postMyCaseMessage,
    {
      schema: {
        tags,
        security,
        summary: 'Write to the lab about one of the office’s cases (the answer to a hold, for one)',
        description:
          'The text is trimmed, 1 to 4000 characters; photoIds names up to 4 photos the account added (POST …/photos) and has not sent. An answer does not resume a held case: the lab reads it and resumes. With an Idempotency-Key a retry answers the message the first posted.',
        response: { 400: errorSchema, 404: errorSchema, 422: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const posted = await conversation.postMine(
        currentUser(request),
        request.params.caseId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (!posted.created) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(posted.message);
    },
  );
};

/** The lab's side: every case, and its moves through the stages. */
export const casesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const cases = casesService(app.deps);
  const conversation = caseConversationService(app.deps);
  const tags = ['admin', 'cases'];
  app.addHook('preHandler', requireAdmin);
  await app.register(labCasePhotoRoutes);

  route(
    app,
    endpoints.cases.adminCases,
    {
      schema: {
        tags,
        security,
        summary: 'Every office’s cases, newest first (filter by stage)',
        response: { 400: errorSchema, ...denied },
      },
    },
    async (request) => cases.list(request.query),
  );

  route(
    app,
    endpoints.cases.adminCase,
    {
      schema: {
        tags,
        security,
        summary: 'One case with its prescription and timeline',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => cases.get(currentUser(request), request.params.caseId),
  );

  route(
    app,
    endpoints.cases.moveCase,
    {
      schema: {
        tags,
        security,
        summary: 'Move a case one stage on, put it on hold with a question, or resume it',
        description:
          'Stages: received, design, milling_printing, finishing, quality_check, shipped, delivered; only forward and one at a time, and not while on hold. Each move joins the timeline with who and when.',
        response: { 400: errorSchema, 404: errorSchema, 409: errorSchema, ...denied },
      },
    },
    async (request) => cases.move(currentUser(request), request.params.caseId, request.body),
  );

  route(
    app,
    endpoints.cases.caseRecord,
    {
      schema: {
        tags,
        security,
        summary: 'Who sent, looked at or changed a case, and when (oldest first)',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => cases.record(request.params.caseId),
  );

  route(
    app,
    endpoints.cases.caseTicket,
    {
      schema: {
        tags,
        security,
        summary:
          'The case’s prescription printed as the lab ticket (PDF), with a QR code that opens the case',
        description:
          'Case number, office, dentist, patient reference, service, teeth (a bridge as its span), material, shade, notes, due date and rush; the code holds the address of the lab’s page of the case (PUBLIC_URL/admin/cases/{caseId}). Printing is a view in the case’s record.',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const kase = await cases.ticket(currentUser(request), request.params.caseId);
      // pdf-lib, the fonts and the QR encoder load on the first ticket printed, not at start-up.
      const { renderLabTicketPdf } = await import('./lab-ticket-pdf');
      const url = siteUrl(app.deps.config.publicUrl, sitePaths.admin.case(kase.id));
      const pdf = await renderLabTicketPdf(kase, url, app.deps.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="lab-ticket-case-${kase.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  route(
    app,
    endpoints.cases.adminCaseMessages,
    {
      schema: {
        tags,
        security,
        summary: 'The conversation of a case with its office, oldest first',
        response: { 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => conversation.read(currentUser(request), request.params.caseId),
  );

  route(
    app,
    endpoints.cases.postAdminCaseMessage,
    {
      schema: {
        tags,
        security,
        summary: 'Write to the office about a case, as the lab',
        description:
          'The text is trimmed, 1 to 4000 characters; photoIds names up to 4 photos the lab added (POST …/photos) and has not sent. To hold the case with a question, move it (action hold): the question joins the conversation. With an Idempotency-Key a retry answers the message the first posted.',
        response: { 400: errorSchema, 404: errorSchema, 422: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const posted = await conversation.post(
        currentUser(request),
        request.params.caseId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (!posted.created) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(posted.message);
    },
  );
};
