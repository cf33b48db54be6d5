import { z } from 'zod';
import { API_PREFIX } from './paths';
import { recordIdSchema } from './record-id';
import { sitePaths } from './site-paths';

/** Every accounts path, exactly as the product spec names them. `{id}` is a path parameter. */
export const usersPaths = {
  signUp: `${API_PREFIX}/api/users/sign-up`,
  signIn: `${API_PREFIX}/api/users/sign-in`,
  me: `${API_PREFIX}/api/users/me`,
  myPassword: `${API_PREFIX}/api/users/me/password`,
  myNotificationSettings: `${API_PREFIX}/api/users/me/notification-settings`,
  forgotPassword: `${API_PREFIX}/api/users/forgot-password`,
  resetPassword: `${API_PREFIX}/api/users/reset-password`,
  signOut: `${API_PREFIX}/api/users/sign-out`,
  mySessions: `${API_PREFIX}/api/users/me/sessions`,
  mySession: `${API_PREFIX}/api/users/me/sessions/{id}`,
  confirmEmail: `${API_PREFIX}/api/users/confirm-email`,
  adminUsers: `${API_PREFIX}/api/admin/users`,
  adminDeactivateUser: `${API_PREFIX}/api/admin/users/{id}/deactivate`,
  adminActivateUser: `${API_PREFIX}/api/admin/users/{id}/activate`,
} as const;

/** The web page the password-reset e-mail links to (`?token=...`). */
export const newPasswordPagePath = sitePaths.newPassword;

export const userRoles = ['PATIENT', 'ADMIN'] as const;
export type UserRole = (typeof userRoles)[number];
/** Account status values exactly as the spec shows them. */
export const userStatuses = ['active', 'INACTIVE'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing stays cheap.
export const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'))
  .meta({ example: 'jane.doe@example.com' });

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .meta({ example: 'correct horse battery' });

const nameSchema = z.string().trim().max(100, 'Names must be at most 100 characters');

// ---- sign-up ----

/** Sign-up fields (query parameters as the spec's client sends them, or a JSON body). */
export const signUpRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    role: z.string().trim().default('PATIENT').describe('Only PATIENT is accepted; anything else is 403'),
    firstName: nameSchema.default(''),
    lastName: nameSchema.default(''),
  })
  .meta({
    id: 'SignUpRequest',
    example: {
      email: 'jane.doe@example.com',
      password: 'correct horse battery',
      role: 'PATIENT',
      firstName: 'Jane',
      lastName: 'Doe',
    },
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The same fields, all optional, as they arrive before the query and body are merged. */
export const signUpInputSchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  role: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

/** The JSON body form of sign-up (the query parameters are the other form). */
export const signUpBodySchema = signUpInputSchema.meta({
  description:
    'Optional: the same fields as the query parameters; e-mail, password (8+) are required in one of them',
  example: { email: 'jane.doe@example.com', password: 'correct horse battery', role: 'PATIENT' },
});

// ---- the signed-in user ----

export const userProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.enum(userRoles)),
    status: z.enum(userStatuses),
    createdAt: z.string().describe('ISO-8601 UTC'),
    pendingEmail: z
      .string()
      .optional()
      .describe('A new e-mail waiting for its confirmation link; the account keeps `email` until then'),
  })
  .meta({
    id: 'UserProfile',
    example: {
      id: 7,
      email: 'jane.doe@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      roles: ['PATIENT'],
      status: 'active',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const updateProfileRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    email: emailSchema,
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .optional()
      .describe('Needed to change the e-mail; the new address then gets a confirmation link'),
  })
  .meta({
    id: 'UpdateProfileRequest',
    example: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com' },
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: newPasswordSchema,
  })
  .meta({
    id: 'ChangePasswordRequest',
    example: { currentPassword: 'correct horse battery', newPassword: 'another long passphrase' },
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const notificationSettingsSchema = z
  .object({
    emailNotification: z.boolean(),
    offersAndPromotions: z.boolean(),
    newsLetter: z.boolean(),
    personalizedNotification: z.boolean(),
  })
  .meta({
    id: 'NotificationSettings',
    example: {
      emailNotification: true,
      offersAndPromotions: false,
      newsLetter: false,
      personalizedNotification: true,
    },
  });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Any of the four settings; the ones left out keep their value. */
export const updateNotificationSettingsRequestSchema = notificationSettingsSchema
  .partial()
  .strict()
  .meta({ id: 'UpdateNotificationSettingsRequest', example: { newsLetter: true } });
export type UpdateNotificationSettingsRequest = z.infer<typeof updateNotificationSettingsRequestSchema>;

// ---- sign-in ----

export const signInRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().min(1, 'Enter your e-mail'),
    password: z.string().min(1, 'Enter your password'),
    fcmToken: z.string().optional(),
    gmailToken: z.string().optional(),
    facebookToken: z.string().optional(),
  })
  .meta({
    id: 'SignInRequest',
    example: {
      email: 'jane.doe@example.com',
      password: 'correct horse battery',
      fcmToken: '',
      gmailToken: '',
      facebookToken: '',
    },
  });
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signedInUserSchema = z.object({
  id: z.number().int(),
  roles: z.array(z.enum(userRoles)).describe('The first role decides where the web app goes'),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const signInResponseSchema = z
  .object({
    data: z.object({
      users: signedInUserSchema,
      accessToken: z.string().describe('Bearer token (JWT) to send as `Authorization: Bearer …`'),
    }),
  })
  .meta({
    id: 'SignInResponse',
    example: {
      data: {
        users: {
          id: 7,
          roles: ['PATIENT'],
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane.doe@example.com',
        },
        accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.signature',
      },
    },
  });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

// ---- password reset ----

export const forgotPasswordRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'ForgotPasswordRequest', example: { email: 'jane.doe@example.com' } });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z.string().trim().min(1, 'The reset link has no token'),
    password: newPasswordSchema,
  })
  .meta({
    id: 'ResetPasswordRequest',
    example: { token: 'Vb1xS2u9cQ0mX4...', password: 'another long passphrase' },
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'Message', example: { message: 'Your password has been changed.' } });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ---- sessions ----

export const sessionSchema = z
  .object({
    id: z.string().describe('The session, as named by its access token'),
    device: z.string().describe('Browser and system at sign-in, e.g. "Chrome on Linux"'),
    createdAt: z.string().describe('ISO-8601 UTC: when it signed in'),
    lastSeenAt: z.string().describe('ISO-8601 UTC, to the minute'),
    current: z.boolean().describe('The session making this request'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) }).meta({
  id: 'Sessions',
  example: {
    sessions: [
      {
        id: 'q3Vd1mXw0sA9LkP2eRt7',
        device: 'Chrome on Linux',
        createdAt: '2026-11-21T10:00:00.000Z',
        lastSeenAt: '2026-11-21T11:30:00.000Z',
        current: true,
      },
    ],
  },
});
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const confirmEmailQuerySchema = z.object({
  token: z.string().trim().min(1, 'The confirmation link has no token').max(200),
});

// ---- administration ----

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string().describe('ISO-8601 UTC ("Member Since")'),
    status: z.enum(userStatuses),
  })
  .meta({
    id: 'AdminUser',
    example: {
      id: 7,
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      createdAt: '2026-11-21T10:00:00.000Z',
      status: 'active',
    },
  });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema).meta({ id: 'AdminUserList' });

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(254).optional().describe('Part of the e-mail, case-insensitive'),
  status: z.enum(userStatuses).optional(),
  page: z.coerce.number().int().min(0).optional().describe('0-based page; without it every user is listed'),
  size: z.coerce.number().int().min(1).max(100).optional().describe('Page size (default 20 when paging)'),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const userIdParamsSchema = z.object({ id: recordIdSchema });
