import type { MailMessage } from '../lib/mail';

export const CONFIRM_LINK_DAYS = 3;

export function confirmEmailMail(user: { email: string; name: string }, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Confirm your e-mail address for Fairlead',
    text: [
      `Hello ${user.name},`,
      '',
      'Welcome to Fairlead. Confirm that this address is yours by opening this link:',
      '',
      url,
      '',
      `The link works for ${CONFIRM_LINK_DAYS} days. Until you confirm, Fairlead cannot verify your company, and counterparties`,
      'will not see it as verified. If you did not create a Fairlead account, ignore this e-mail.',
      '',
      'Fairlead - direct, commission-free chartering',
    ].join('\n'),
  };
}

export function passwordResetMail(user: { email: string; name: string }, url: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Fairlead password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your Fairlead account. If it was you, open this link within one hour:',
      '',
      url,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      'Fairlead - direct, commission-free chartering',
    ].join('\n'),
  };
}
