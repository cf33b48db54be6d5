import { endpoints, errorSchema, signUpRequestSchema } from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from '../../plugins/auth';
import { attemptLimit, signInLimit } from '../../plugins/rate-limit';
import { AppError } from '../../lib/app-error';
import { toNotificationSettings, toProfile, toSignedInUser } from './users.mappers';
import { sessionsService } from './sessions.service';
import { usersService } from './users.service';
import { route } from '../../lib/route';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = usersService(app.deps);
  const sessions = sessionsService(app.deps);
  const signInAttempts = signInLimit(app);

  route(
    app,
    endpoints.users.signUp,
    {
      schema: {
        tags,
        summary: 'Create a patient account',
        description:
          'Fields come as query parameters (as the shop sends them) or as a JSON body; the body wins. ' +
          'Only role PATIENT is accepted.',
        response: { 400: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema },
      },
      preHandler: attemptLimit(app, 'sign-up'),
    },
    async (request, reply) => {
      const parsed = signUpRequestSchema.safeParse({ ...request.query, ...request.body });
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.') || 'request',
          message: issue.message,
        }));
        throw badRequest(`${details[0]!.field}: ${details[0]!.message}`, details);
      }
      const row = await service.signUp(parsed.data);
      return reply.status(201).send(toProfile(row));
    },
  );

  route(
    app,
    endpoints.users.signIn,
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong e-mail or password: 401 WRONG_CREDENTIALS. Deactivated account: 403 ACCOUNT_DEACTIVATED. ' +
          'Opens a session: the answer carries it as `accessToken` (for `Authorization: Bearer`) and as an ' +
          'HttpOnly cookie for the web app.',
        response: { ...errors, 429: errorSchema },
      },
      preHandler: signInAttempts.check,
    },
    async (request, reply) => {
      let signedIn;
      try {
        signedIn = await service.signIn(
          request.body.email,
          request.body.password,
          request.headers['user-agent'],
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_CREDENTIALS')
          await signInAttempts.failed(request);
        else await signInAttempts.succeeded(request);
        throw error;
      }
      await signInAttempts.succeeded(request);
      const { row, accessToken } = signedIn;
      setSessionCookie(request, reply, accessToken);
      return { data: { users: toSignedInUser(row), accessToken } };
    },
  );

  route(
    app,
    endpoints.users.signOut,
    {
      schema: {
        tags,
        summary: 'Sign out: end the session making this request',
        security: bearer,
        response: errors,
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      await sessions.end(currentUser(request).id, request.sessionId ?? '');
      clearSessionCookie(request, reply);
      return { message: 'You are signed out.' };
    },
  );

  route(
    app,
    endpoints.users.sessions,
    {
      schema: { tags, summary: 'My active sessions (signed-in devices)', security: bearer, response: errors },
      preHandler: requireUser,
    },
    async (request) => ({ sessions: await sessions.list(currentUser(request).id, request.sessionId) }),
  );

  route(
    app,
    endpoints.users.endAllSessions,
    {
      schema: {
        tags,
        summary: 'Sign out everywhere: end every session of my account, this one included',
        security: bearer,
        response: errors,
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      await sessions.endAll(currentUser(request).id);
      clearSessionCookie(request, reply);
      return { message: 'You are signed out on every device.' };
    },
  );

  route(
    app,
    endpoints.users.endSession,
    {
      schema: {
        tags,
        summary: 'End one of my sessions',
        security: bearer,
        response: { ...errors, 404: errorSchema },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      await sessions.end(currentUser(request).id, request.params.id);
      if (request.params.id === request.sessionId) clearSessionCookie(request, reply);
      return { message: 'That device is signed out.' };
    },
  );

  route(
    app,
    endpoints.users.me,
    {
      schema: { tags, summary: 'The signed-in account', security: bearer, response: errors },
      preHandler: requireUser,
    },
    async (request) => {
      const { row, pendingEmail } = await service.getProfile(currentUser(request).id);
      return toProfile(row, pendingEmail);
    },
  );

  route(
    app,
    endpoints.users.updateMe,
    {
      schema: {
        tags,
        summary: 'Change my name and e-mail',
        description:
          'Names change at once. A new e-mail needs `currentPassword`; it takes effect when the link ' +
          'e-mailed to it is followed (until then the profile shows it as `pendingEmail`), the old ' +
          'address is told, and every session then ends.',
        security: bearer,
        response: { ...errors, 409: errorSchema },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { row, pendingEmail } = await service.updateProfile(currentUser(request).id, request.body);
      return toProfile(row, pendingEmail);
    },
  );

  route(
    app,
    endpoints.users.confirmEmail,
    {
      schema: {
        tags,
        summary: 'The link e-mailed to a new address: confirms the change, then opens the log-in page',
        description:
          'Every session of the account ends. An unknown, used or expired token answers 400 naming `token`.',
        response: { 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await service.confirmEmail(request.query.token);
      return reply.redirect(`/login?emailChanged=1`, 303);
    },
  );

  route(
    app,
    endpoints.users.changePassword,
    {
      schema: {
        tags,
        summary: 'Change my password (needs the current one)',
        description: 'Every other session of the account ends; this one stays signed in.',
        security: bearer,
        response: errors,
      },
      preHandler: requireUser,
    },
    async (request) => {
      await service.changePassword(currentUser(request).id, request.body, request.sessionId);
      return { message: 'Your password has been changed.' };
    },
  );

  route(
    app,
    endpoints.users.notificationSettings,
    {
      schema: { tags, summary: 'My notification settings', security: bearer, response: errors },
      preHandler: requireUser,
    },
    async (request) => toNotificationSettings(await service.getById(currentUser(request).id)),
  );

  route(
    app,
    endpoints.users.updateNotificationSettings,
    {
      schema: {
        tags,
        summary: 'Change any of my four notification settings',
        security: bearer,
        response: errors,
      },
      preHandler: requireUser,
    },
    async (request) =>
      toNotificationSettings(await service.updateNotificationSettings(currentUser(request).id, request.body)),
  );

  route(
    app,
    endpoints.users.forgotPassword,
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link',
        description:
          'Always 202, whether or not an account has this e-mail. The link works once, for one hour.',
        response: { 400: errorSchema, 429: errorSchema },
      },
      preHandler: attemptLimit(app, 'forgot-password'),
    },
    async (request, reply) => {
      await service.requestPasswordReset(request.body.email);
      return reply.status(202).send({
        message: 'If an account exists for this e-mail, we have sent it a link to set a new password.',
      });
    },
  );

  route(
    app,
    endpoints.users.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the e-mail',
        description: 'An unknown, used or expired token answers 400 naming the field `token`.',
        response: { 400: errorSchema },
      },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
};
