import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';

export const contactTopics = ['chartering', 'listing', 'verification', 'payments', 'partnership', 'other'] as const;
export const contactTopicLabels: Record<(typeof contactTopics)[number], string> = {
  chartering: 'Finding or fixing a charter',
  listing: 'Listing my vessels',
  verification: 'Company or vessel verification',
  payments: 'Escrow and payments',
  partnership: 'Partnership or press',
  other: 'Something else',
};

export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: emailSchema,
  company: z.string().trim().max(200).optional().default(''),
  topic: z.enum(contactTopics, { error: 'Choose what your message is about' }),
  message: z.string().trim().min(10, 'Tell us a little more: at least 10 characters').max(5000, 'Message must be at most 5,000 characters'),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailSchema });

/**
 * The home page's figures, each counted from the database when asked. Members' companies carry no country
 * (only a free-text address), so the countries are those of the ports where listed ships open (UN/LOCODE prefix).
 */
export const siteStatsSchema = z.object({
  listedVerifiedVessels: z.number().int().nonnegative(),
  portsWithOpenPositions: z.number().int().nonnegative(),
  countriesWithOpenTonnage: z.number().int().nonnegative(),
  fixtures: z.number().int().nonnegative(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
