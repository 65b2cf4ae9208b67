import { mailT } from '../../mail/catalogue.ts';
import type { SafetyNet } from '../../../src/api/contracts/safeguarding.ts';
import { composeMail, type MailBrand, type MailLanguage } from '../../mail/templates.ts';

/** A flag was raised (the contacts), or is still unacknowledged (the contacts and the admins, again). */
export type FlagMailKind = 'raised' | 'escalated';

export interface FlagMailFacts {
  organisation: string;
  child: string;
  questionnaire: string;
  rule: string;
  /** Hours since it was raised (escalations only). */
  hours: number;
}

/** The rule as the reader reads it: its label, else what it checks. */
export function ruleName(
  language: MailLanguage,
  rule: { kind: 'score' | 'answer'; threshold?: number | undefined },
  label: string | undefined,
): string {
  if (label) return label;
  const t = mailT(language);
  return rule.kind === 'score'
    ? t('flag.ruleScore', { threshold: rule.threshold ?? 0 })
    : t('flag.ruleAnswer');
}

export const unnamedChild = (language: MailLanguage) => mailT(language)('flag.aChild');

/**
 * The duty-of-care alerts, in the reader's language (texts: locales/mail, `flag.*`). They name the
 * child, the questionnaire and the rule, with a link to the flag; never the answers nor the score (an
 * e-mail leaves the hospital's care).
 */
export function flagMail(
  kind: FlagMailKind,
  language: MailLanguage,
  to: string,
  facts: FlagMailFacts,
  link: string,
  brand?: MailBrand | null,
) {
  return composeMail({ language, to, why: 'staff', brand }, (t) => ({
    subject: t(`flag.subject.${kind}`, { child: facts.child }),
    lines: [t(`flag.body.${kind}`, { ...facts }), t('flag.privacy')],
    action: t('flag.action'),
    link,
  }));
}

/**
 * The family's confirmation e-mail after such answers: the same safety net, nothing of the answers. It
 * is kind, plain, and about what to do now (texts: locales/mail, `safetyNet.*`): it thanks them, names
 * who to contact and the emergency number; it never shows a score nor says anything is their fault.
 */
export function safetyNetMail(
  language: MailLanguage,
  to: string,
  net: SafetyNet,
  link: string,
  brand?: MailBrand | null,
) {
  return composeMail({ language, to, why: 'account', brand }, (t) => ({
    subject: t('safetyNet.subject'),
    lines: net.message.includes(net.emergency_number)
      ? [net.message]
      : [net.message, t('safetyNet.emergency', { number: net.emergency_number })],
    action: t('safetyNet.action'),
    link,
  }));
}
