import type { DutyOfCare } from '../../../src/api/contracts/questionnaires.ts';
import { emergencyNumberFor, type SafetyNet } from '../../../src/api/contracts/safeguarding.ts';
import { mailT } from '../../mail/catalogue.ts';
import { UserType } from '../../../src/api/contracts/roles.ts';
import { mailLanguageOf, type MailLanguage } from '../../mail/templates.ts';
import { inLanguage } from './access.ts';
import type { SafeguardingRow } from './flag-repository.ts';

const LANGUAGES: readonly string[] = ['en', 'ar', 'es'];
/** A language code as e-mails take it, English for anything else. */
export const asLanguage = (code: string | null | undefined): MailLanguage =>
  code && LANGUAGES.includes(code) ? (code as MailLanguage) : 'en';

/**
 * The family's language: a guardian's as the portal chooses it; a patient of the app reads the
 * language on their account, else their hospital's.
 */
export function familyLanguage(
  person: { type: number; language: string | null },
  organisation: { language: string; familyLanguages?: readonly MailLanguage[] },
): MailLanguage {
  if (person.type === UserType.Patient) return asLanguage(person.language ?? organisation.language);
  return mailLanguageOf(person, organisation);
}

/** The safety net for answers that met `rule`: the rule's own text, else the organisation's default. */
export function safetyNetOf(
  rule: DutyOfCare,
  settings: Pick<SafeguardingRow, 'emergencyNumber' | 'urgentHelp'> | undefined,
  organisation: { name: string; language: string },
  language: MailLanguage,
): SafetyNet {
  const t = mailT(language);
  const number = settings?.emergencyNumber ?? emergencyNumberFor(organisation.language);
  if (rule.message) return { message: inLanguage(rule.message, language), emergency_number: number };
  const help = settings?.urgentHelp ? inLanguage(settings.urgentHelp, language) : null;
  const message = [
    t('safetyNet.thanks', { organisation: organisation.name }),
    help ? t('safetyNet.urgent', { help }) : t('safetyNet.noHelp', { organisation: organisation.name }),
    t('safetyNet.emergency', { number }),
  ].join(' ');
  return { message, emergency_number: number };
}
