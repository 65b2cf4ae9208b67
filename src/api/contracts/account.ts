import { z } from 'zod';
import { text } from './text.ts';
import { passwordSchema } from './auth.ts';
import { userSchema } from './user.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema, languageSchema } from './organisation.ts';
import { profileSchema, updateProfileRequestSchema } from './profile.ts';
import { passwordConfirmSchema, recoveryCodesSchema, secondFactorsSchema } from './second-factor.ts';

/** Account life-cycle calls under /api/auth: e-mail sign-up, activation and password recovery. */

const emailField = z.email().max(320);
const nameField = text().trim().min(1).max(100);

/** POST /api/auth/email-signup: a guardian registers with their organisation's url_code. */
export const emailSignUpRequestSchema = z
  .object({
    url_code: text().trim().min(1).max(100),
    email: emailField,
    first_name: nameField,
    surname: nameField,
    /** Optional here: when absent, the activation call must set it. */
    password: passwordSchema.optional(),
    language: languageSchema.optional(),
  })
  .meta({ id: 'EmailSignUpRequest' });
export type EmailSignUpRequest = z.infer<typeof emailSignUpRequestSchema>;

/** 201 answer of e-mail sign-up: the new account, status 3 (pending account activation). */
export const signUpResponseSchema = z.object({ user: userSchema }).meta({ id: 'SignUpResponse' });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST /api/auth/activate: the token of the activation link; a password when none was set. */
export const activateRequestSchema = z
  .object({
    token: text().min(1).max(512),
    password: passwordSchema.optional(),
  })
  .meta({ id: 'ActivateRequest' });
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** Body of resend-activation-email, forgot-password and register-device-email. */
export const emailRequestSchema = z.object({ email: emailField }).meta({ id: 'EmailRequest' });

/** POST /api/auth/reset-password: the token of the reset link and the new password. */
export const resetPasswordRequestSchema = z
  .object({
    token: text().min(1).max(512),
    password: passwordSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * POST /api/auth/set-password (signed in). `current_password` is required when the account
 * already has one (accounts created by SSO have none).
 */
export const setPasswordRequestSchema = z
  .object({
    current_password: text().min(1).max(256).optional(),
    password: passwordSchema,
  })
  .meta({ id: 'SetPasswordRequest' });
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** A plain acknowledgement; calls that must not reveal whether an e-mail exists answer it. */
export const messageSchema = z.object({ message: text() }).meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

/** A person's own account: their profile, and their second factors and recovery codes. */
export const accountEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/users/profile',
    ok: profileSchema,
    access: { permission: 'users.self' },
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/user',
    body: updateProfileRequestSchema,
    ok: userSchema,
    access: { permission: 'users.self' },
  }),
  secondFactors: defineEndpoint({
    method: 'GET',
    path: '/account/second-factors',
    ok: secondFactorsSchema,
    access: { permission: 'auth.self' },
  }),
  removeSecondFactor: defineEndpoint({
    method: 'DELETE',
    path: '/account/second-factors/:id',
    params: idParamsSchema,
    body: passwordConfirmSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'auth.self' },
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/account/second-factors/recovery-codes',
    body: passwordConfirmSchema,
    ok: recoveryCodesSchema,
    access: { permission: 'auth.self' },
  }),
};
