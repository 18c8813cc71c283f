import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

// The texts below are the specification's own messages: the form and the API show the same words.
export const messages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must agree to the terms and conditions',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const accountTypes = ['owner', 'charterer'] as const;
export const roles = ['owner', 'charterer', 'admin'] as const;
export type Role = (typeof roles)[number];

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.emailInvalid)
  .transform((e) => e.toLowerCase());

export const newPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
  .max(128, messages.passwordTooLong)
  .refine((p) => !isCommonPassword(p), messages.passwordTooCommon);

// `when: () => true` runs this even on input that failed elsewhere (or is not an object), hence the `?.`.
const matchingPasswords = <T extends { password: string; confirmPassword: string }>(d: T) => d?.password === d?.confirmPassword;

export const registerSchema = z
  .object({
    name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120),
    email: emailSchema,
    company: z.string().trim().max(200).optional().default(''),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: messages.passwordsDiffer }),
    accountType: z.enum(accountTypes, { error: 'Choose Vessel Owner or Charterer' }),
    agreeTerms: z.literal(true, { error: messages.termsRequired }),
  })
  .refine(matchingPasswords, { path: ['confirmPassword'], message: messages.passwordsDiffer, when: () => true });
export type RegisterInput = z.input<typeof registerSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(matchingPasswords, { path: ['confirmPassword'], message: messages.passwordsDiffer, when: () => true });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(matchingPasswords, { path: ['confirmPassword'], message: messages.passwordsDiffer, when: () => true });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const phoneSchema = z
  .string()
  .trim()
  .max(40, 'Phone must be at most 40 characters')
  .refine((v) => v === '' || /^\+?[0-9 ()./-]{6,}$/.test(v), 'Phone may contain digits, spaces, + ( ) - . / only')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** What a member may change on their own profile: contact fields only, never role or verified. */
export const contactUpdateSchema = z.strictObject(
  { contactPhone: phoneSchema, contactAddress: optionalText(300, 'Address') },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Only contact details can be changed here` : undefined) },
);
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  companyName: z.string(),
  contactPhone: z.string().nullable(),
  contactAddress: z.string().nullable(),
  companyRegistration: z.string().nullable(),
  verified: z.boolean(),
  /** The member has opened the link mailed to their address; a company is verified only after that. */
  emailVerified: z.boolean(),
  /** An admin suspended the account: it cannot sign in until reinstated. */
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export { optionalText };
