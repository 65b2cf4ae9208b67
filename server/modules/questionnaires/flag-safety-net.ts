import type { DutyOfCare } from '../../../src/api/contracts/questionnaires.ts';
import { emergencyNumberFor, type SafetyNet } from '../../../src/api/contracts/safeguarding.ts';
import { mailLanguageOf, type MailLanguage } from '../../mail/messages.ts';
import { UserType } from '../../../src/api/contracts/roles.ts';
import { compose } from '../../mail/templates.ts';
import { inLanguage } from './access.ts';
import type { SafeguardingRow } from './flag-repository.ts';

interface Texts {
  thanks: (organisation: string) => string;
  urgent: (help: string) => string;
  noHelp: (organisation: string) => string;
  emergency: (number: string) => string;
  subject: string;
  hello: string;
  action: string;
}

/**
 * The family's safety net: kind, plain, and about what to do now. It thanks them, names who to
 * contact and the emergency number; it never shows a score nor says anything is their fault.
 */
const texts: Record<MailLanguage, Texts> = {
  en: {
    thanks: (o) => `Thank you for your answers. The team at ${o} will look at them and may contact you.`,
    urgent: (help) => `If you are worried now, contact ${help}.`,
    noHelp: (o) => `If you are worried now, contact ${o} straight away.`,
    emergency: (n) => `In an emergency, call ${n}.`,
    subject: 'Thank you for your answers',
    hello: 'Hello,',
    action: 'Open Lantern',
  },
  ar: {
    thanks: (o) => `شكرًا على إجاباتك. سيطّلع عليها فريق ${o} وقد يتواصل معك.`,
    urgent: (help) => `إذا كنت قلقًا الآن، فتواصل مع ${help}.`,
    noHelp: (o) => `إذا كنت قلقًا الآن، فتواصل مع ${o} فورًا.`,
    emergency: (n) => `في حالة الطوارئ، اتصل بالرقم ${n}.`,
    subject: 'شكرًا على إجاباتك',
    hello: 'مرحبًا،',
    action: 'فتح لانترن',
  },
  es: {
    thanks: (o) =>
      `Gracias por tus respuestas. El equipo de ${o} las revisará y puede que se ponga en contacto contigo.`,
    urgent: (help) => `Si te preocupa algo ahora, contacta con ${help}.`,
    noHelp: (o) => `Si te preocupa algo ahora, contacta con ${o} enseguida.`,
    emergency: (n) => `En caso de emergencia, llama al ${n}.`,
    subject: 'Gracias por tus respuestas',
    hello: 'Hola:',
    action: 'Abrir Lantern',
  },
};

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
  const t = texts[language];
  const number = settings?.emergencyNumber ?? emergencyNumberFor(organisation.language);
  if (rule.message) return { message: inLanguage(rule.message, language), emergency_number: number };
  const help = settings?.urgentHelp ? inLanguage(settings.urgentHelp, language) : null;
  const message = [
    t.thanks(organisation.name),
    help ? t.urgent(help) : t.noHelp(organisation.name),
    t.emergency(number),
  ].join(' ');
  return { message, emergency_number: number };
}

/** The family's confirmation e-mail after such answers: the same safety net, nothing of the answers. */
export function safetyNetMail(language: MailLanguage, to: string, net: SafetyNet, link: string) {
  const t = texts[language];
  const lines = net.message.includes(net.emergency_number)
    ? [net.message]
    : [net.message, t.emergency(net.emergency_number)];
  return compose(language, to, t.subject, t.hello, lines, t.action, link, 'Lantern');
}
