import type { MailMessage } from '../lib/mail';

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
