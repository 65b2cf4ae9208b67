import { composeMail, type MailBrand, type MailLanguage } from '../../mail/templates.ts';

/** What changed on a person's second factors; each is e-mailed to them. */
export type SecondFactorEvent =
  'totp_added' | 'passkey_added' | 'removed' | 'recovery_codes_regenerated' | 'recovery_code_used' | 'reset';

/**
 * A notice for every change of the second factors and every recovery code used: if someone else
 * made it, the owner hears of it at once. In the recipient's language, like every other e-mail.
 */
export const secondFactorMail = (
  event: SecondFactorEvent,
  language: MailLanguage,
  to: string,
  firstName: string,
  link: string,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, firstName, why: 'account', brand }, (t) => ({
    subject: t('secondFactor.subject'),
    lines: [t(`secondFactor.${event}`), t('secondFactor.notYou')],
    action: t('secondFactor.action'),
    link,
  }));
