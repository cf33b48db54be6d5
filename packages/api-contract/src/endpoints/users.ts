import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  changePasswordRequestSchema,
  confirmEmailQuerySchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  notificationSettingsSchema,
  resetPasswordRequestSchema,
  sessionIdParamsSchema,
  sessionsResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpBodySchema,
  signUpInputSchema,
  updateNotificationSettingsRequestSchema,
  updateProfileRequestSchema,
  userIdParamsSchema,
  userProfileSchema,
  usersPaths,
} from '../users';

/** Accounts: sign-up and sign-in, one's profile, password, settings and sessions; the admin's list. */
export const usersEndpoints = {
  /** The fields come as query parameters or as a JSON body; the body wins. */
  signUp: endpoint({
    method: 'POST',
    path: usersPaths.signUp,
    status: 201,
    query: signUpInputSchema,
    body: signUpBodySchema.nullish(),
    response: userProfileSchema,
  }),
  signIn: endpoint({
    method: 'POST',
    path: usersPaths.signIn,
    body: signInRequestSchema,
    response: signInResponseSchema,
  }),
  signOut: endpoint({ method: 'POST', path: usersPaths.signOut, response: messageResponseSchema }),
  sessions: endpoint({ method: 'GET', path: usersPaths.mySessions, response: sessionsResponseSchema }),
  endAllSessions: endpoint({
    method: 'DELETE',
    path: usersPaths.mySessions,
    response: messageResponseSchema,
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: usersPaths.mySession,
    params: sessionIdParamsSchema,
    response: messageResponseSchema,
  }),
  me: endpoint({ method: 'GET', path: usersPaths.me, response: userProfileSchema }),
  updateMe: endpoint({
    method: 'PUT',
    path: usersPaths.me,
    body: updateProfileRequestSchema,
    response: userProfileSchema,
  }),
  /** The link e-mailed to a new address: answers 303 to the log-in page. */
  confirmEmail: endpoint({
    method: 'GET',
    path: usersPaths.confirmEmail,
    status: 303,
    query: confirmEmailQuerySchema,
    response: z.null(),
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: usersPaths.myPassword,
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  }),
  notificationSettings: endpoint({
    method: 'GET',
    path: usersPaths.myNotificationSettings,
    response: notificationSettingsSchema,
  }),
  updateNotificationSettings: endpoint({
    method: 'PUT',
    path: usersPaths.myNotificationSettings,
    body: updateNotificationSettingsRequestSchema,
    response: notificationSettingsSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: usersPaths.forgotPassword,
    status: 202,
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: usersPaths.resetPassword,
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),

  adminUsers: endpoint({
    method: 'GET',
    path: usersPaths.adminUsers,
    query: adminUserListQuerySchema,
    response: adminUserListSchema,
  }),
  deactivateUser: endpoint({
    method: 'DELETE',
    path: usersPaths.adminDeactivateUser,
    params: userIdParamsSchema,
    response: adminUserSchema,
  }),
  activateUser: endpoint({
    method: 'POST',
    path: usersPaths.adminActivateUser,
    params: userIdParamsSchema,
    response: adminUserSchema,
  }),
};
