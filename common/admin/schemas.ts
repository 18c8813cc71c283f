import { z } from 'zod';
import { emailSchema, newPasswordSchema, optionalText, phoneSchema, roles } from '../accounts/schemas';

export const createAdminSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

export const editUserSchema = z.strictObject({
  companyName: z.string().trim().min(1, 'Company name cannot be empty').max(200).optional(),
  contactPhone: phoneSchema,
  contactAddress: optionalText(300, 'Address'),
  companyRegistration: optionalText(100, 'Registration'),
});
export type EditUserInput = z.input<typeof editUserSchema>;

export const setRoleSchema = z.object({ role: z.enum(roles, { error: 'Role must be owner, charterer or admin' }) });
