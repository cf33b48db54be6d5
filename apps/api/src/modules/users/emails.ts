import { layout } from '../../lib/mail-templates';

export function passwordResetEmail(to: string, firstName: string, link: string) {
  return layout(to, {
    subject: 'Reset your password',
    paragraphs: [
      `Hello${firstName ? ` ${firstName}` : ''},`,
      'We received a request to reset the password of your Interdental Lab account. The link below works once and expires in one hour.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Set a new password', url: link },
  });
}
