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

/** To the new address: the change happens only when this link is followed. */
export function confirmEmailChangeEmail(to: string, firstName: string, link: string) {
  return layout(to, {
    subject: 'Confirm your new e-mail address',
    paragraphs: [
      `Hello${firstName ? ` ${firstName}` : ''},`,
      'You asked to use this address for your Interdental Lab account. The change takes effect when you follow the link below, within 24 hours; you will then log in again with this address.',
      'If you did not ask for this, ignore this e-mail and nothing changes.',
    ],
    action: { label: 'Confirm this e-mail address', url: link },
  });
}

/** To the old address, so a stolen session cannot move the account away unnoticed. */
export function emailChangeRequestedEmail(to: string, firstName: string, newEmail: string) {
  return layout(to, {
    subject: 'Your e-mail address is being changed',
    paragraphs: [
      `Hello${firstName ? ` ${firstName}` : ''},`,
      `Someone signed in to your Interdental Lab account asked to change its e-mail address to ${newEmail}. It changes only once that address confirms it.`,
      'If this was not you, change your password now (that also stops the change and signs out every device) and contact us at support@interdentallab.com.',
    ],
  });
}
