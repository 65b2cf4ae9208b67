import type { MailMessage } from '../../mail/mailer.ts';
import type { MailLanguage } from '../../mail/templates.ts';
import type { ContactMessage, IssueCategory } from '../../../src/api/contracts/index.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface ReportMailTexts {
  subject: (organisation: string) => string;
  hello: (name: string) => string;
  intro: (organisation: string) => string;
  category: Record<IssueCategory, string>;
  categoryLabel: string;
  pageLabel: string;
  action: string;
}

/** The admins' e-mail about a new report, in each portal language (the server keeps e-mail texts). */
const reportTexts: Record<MailLanguage, ReportMailTexts> = {
  en: {
    subject: (o) => `New issue reported at ${o}`,
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    intro: (o) => `A family using ${o} reported an issue in Lantern.`,
    category: {
      app_problem: 'A problem with the app',
      content: 'Content',
      privacy: 'A privacy concern',
      other: 'Something else',
    },
    categoryLabel: 'Category',
    pageLabel: 'Page',
    action: 'Open the reports',
  },
  ar: {
    subject: (o) => `بلاغ جديد عن مشكلة في ${o}`,
    hello: (n) => (n ? `مرحبًا ${n}،` : 'مرحبًا،'),
    intro: (o) => `أبلغت عائلة تستخدم ${o} عن مشكلة في لانترن.`,
    category: {
      app_problem: 'مشكلة في التطبيق',
      content: 'المحتوى',
      privacy: 'مخاوف تتعلق بالخصوصية',
      other: 'أمر آخر',
    },
    categoryLabel: 'الفئة',
    pageLabel: 'الصفحة',
    action: 'فتح البلاغات',
  },
  es: {
    subject: (o) => `Nueva incidencia comunicada en ${o}`,
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    intro: (o) => `Una familia de ${o} ha comunicado una incidencia en Lantern.`,
    category: {
      app_problem: 'Un problema con la aplicación',
      content: 'Contenido',
      privacy: 'Una preocupación sobre privacidad',
      other: 'Otra cosa',
    },
    categoryLabel: 'Categoría',
    pageLabel: 'Página',
    action: 'Abrir las incidencias',
  },
};

/** A category's name in an e-mail's language. */
export const categoryName = (language: MailLanguage, category: IssueCategory): string =>
  reportTexts[language].category[category];

/**
 * An admin reads the report e-mail in their own saved language, else the organisation's, else
 * English (the specification asks for "their language").
 */
export function adminMailLanguage(admin: {
  language: string | null;
  organisationLanguage: string;
}): MailLanguage {
  for (const code of [admin.language, admin.organisationLanguage])
    if (code === 'en' || code === 'ar' || code === 'es') return code;
  return 'en';
}

/**
 * The e-mail names the category and page but not the description: it may hold a child's health
 * details, which stay behind the portal's sign-in.
 */
export function reportMail(
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  report: { category: IssueCategory; page: string },
  link: string,
): MailMessage {
  const m = reportTexts[language];
  const lines = [
    m.intro(organisation),
    `${m.categoryLabel}: ${m.category[report.category]}`,
    ...(report.page ? [`${m.pageLabel}: ${report.page}`] : []),
  ];
  const text = [m.hello(firstName), '', ...lines, '', `${m.action}: ${link}`, '', 'Lantern'].join('\n');
  const html = [
    `<div lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    `<p>${escapeHtml(m.hello(firstName))}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(m.action)}</a></p>`,
    '<p>Lantern</p>',
    '</div>',
  ].join('\n');
  return { to, subject: m.subject(organisation), text, html, link };
}

/** The public contact form's message to the product team (in English: the team's language). */
export function contactMail(to: string, message: ContactMessage): MailMessage {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    ...(message.organisation ? [`Organisation: ${message.organisation}`] : []),
    '',
    message.message,
  ];
  return {
    to,
    // A line break in a header would start another header: the name goes on one line.
    subject: `Lantern contact form: ${message.name.replace(/[\r\n\t]+/g, ' ')}`.slice(0, 200),
    text: lines.join('\n'),
    html: `<div>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}</div>`,
  };
}
