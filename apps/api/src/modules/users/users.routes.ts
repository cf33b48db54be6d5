import {
  changePasswordRequestSchema,
  errorSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  notificationSettingsSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpBodySchema,
  signUpInputSchema,
  signUpRequestSchema,
  updateNotificationSettingsRequestSchema,
  updateProfileRequestSchema,
  userProfileSchema,
  usersPaths,
} from '@idl/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { attemptLimit } from '../../plugins/rate-limit';
import { toNotificationSettings, toProfile, toSignedInUser } from './users.mappers';
import { usersService } from './users.service';

const tags = ['accounts'];
const bearer = [{ bearerAuth: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = usersService(app);

  app.post(
    usersPaths.signUp,
    {
      schema: {
        tags,
        summary: 'Create a patient account',
        description:
          'Fields come as query parameters (as the shop sends them) or as a JSON body; the body wins. ' +
          'Only role PATIENT is accepted.',
        querystring: signUpInputSchema,
        body: signUpBodySchema.nullish(),
        response: {
          201: userProfileSchema,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
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

  app.post(
    usersPaths.signIn,
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong e-mail or password: 401 WRONG_CREDENTIALS. Deactivated account: 403 ACCOUNT_DEACTIVATED.',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema, ...errors, 429: errorSchema },
      },
      preHandler: attemptLimit(app, 'sign-in'),
    },
    async (request) => {
      const { row, accessToken } = await service.signIn(request.body.email, request.body.password);
      return { data: { users: toSignedInUser(row), accessToken } };
    },
  );

  app.get(
    usersPaths.me,
    {
      schema: {
        tags,
        summary: 'The signed-in account',
        security: bearer,
        response: { 200: userProfileSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => toProfile(await service.getById(currentUser(request).id)),
  );

  app.put(
    usersPaths.me,
    {
      schema: {
        tags,
        summary: 'Change my name and e-mail',
        security: bearer,
        body: updateProfileRequestSchema,
        response: { 200: userProfileSchema, ...errors, 409: errorSchema },
      },
      preHandler: requireUser,
    },
    async (request) => toProfile(await service.updateProfile(currentUser(request).id, request.body)),
  );

  app.put(
    usersPaths.myPassword,
    {
      schema: {
        tags,
        summary: 'Change my password (needs the current one)',
        security: bearer,
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => {
      await service.changePassword(currentUser(request).id, request.body);
      return { message: 'Your password has been changed.' };
    },
  );

  app.get(
    usersPaths.myNotificationSettings,
    {
      schema: {
        tags,
        summary: 'My notification settings',
        security: bearer,
        response: { 200: notificationSettingsSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => toNotificationSettings(await service.getById(currentUser(request).id)),
  );

  app.put(
    usersPaths.myNotificationSettings,
    {
      schema: {
        tags,
        summary: 'Change any of my four notification settings',
        security: bearer,
        body: updateNotificationSettingsRequestSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) =>
      toNotificationSettings(await service.updateNotificationSettings(currentUser(request).id, request.body)),
  );

  app.post(
    usersPaths.forgotPassword,
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link',
        description:
          'Always 202, whether or not an account has this e-mail. The link works once, for one hour.',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, 400: errorSchema, 429: errorSchema },
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

  app.post(
    usersPaths.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the e-mail',
        description: 'An unknown, used or expired token answers 400 naming the field `token`.',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
};
