import { z } from 'zod';

/** How a member hears by e-mail of each kind of thing, when away from the app. */
export const mailModes = ['immediately', 'digest', 'off'] as const;
export type MailMode = (typeof mailModes)[number];
export const mailCategories = ['deals', 'messages'] as const;
export type MailCategory = (typeof mailCategories)[number];

export const mailModeLabels: Record<MailMode, string> = { immediately: 'Immediately', digest: 'In a digest', off: 'Off' };
export const mailCategoryLabels: Record<MailCategory, { title: string; hint: string }> = {
  deals: { title: 'Deals', hint: 'Enquiries, offers, counters, acceptances, subjects, lapses, fixtures and withdrawals.' },
  messages: { title: 'Messages', hint: 'New messages you have not read within 10 minutes.' },
};
/** Deals move on deadlines: at once by default. Messages come in bursts: one digest by default. */
export const defaultMailPreferences = { deals: 'immediately', messages: 'digest' } as const satisfies Record<MailCategory, MailMode>;
/** A digest holds what stayed unread this long. */
export const DIGEST_DELAY_MINUTES = 10;

const mode = z.enum(mailModes, { error: 'Choose immediately, in a digest, or off' });
export const mailPreferencesSchema = z.object({ deals: mode, messages: mode });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
