import { formatDateTime } from '../../../src/api/contracts/index.ts';
import type { MailLanguage } from '../../mail/templates.ts';
import type { FamilyData } from './family-data-queries.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TITLES: Record<MailLanguage, { title: string; intro: string; none: string }> = {
  en: {
    title: 'Your data in Lantern',
    intro: 'Everything Lantern holds about you and your children, table by table, as of',
    none: 'Nothing here.',
  },
  ar: {
    title: 'بياناتك في لانترن',
    intro: 'كل ما يحتفظ به لانترن عنك وعن أطفالك، جدولًا جدولًا، حتى',
    none: 'لا شيء هنا.',
  },
  es: {
    title: 'Tus datos en Lantern',
    intro: 'Todo lo que Lantern guarda sobre ti y tus hijos, tabla por tabla, a fecha de',
    none: 'Nada aquí.',
  },
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const cell = (value: unknown, language: MailLanguage): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return escape(ISO.test(value) ? formatDateTime(value, language) : value);
  return escape(JSON.stringify(value));
};

/** The family's data as a page to read and print, in the guardian's language (the tables keep their names). */
export function readablePage(data: FamilyData, language: MailLanguage, now: Date): string {
  const t = TITLES[language];
  const sections = Object.entries(data).map(([table, rows]) => {
    const heading = `<h2>${escape(table.replaceAll('_', ' '))} (${rows.length})</h2>`;
    if (!rows.length) return `${heading}<p>${t.none}</p>`;
    const columns = Object.keys(rows[0] ?? {});
    return [
      heading,
      '<table><thead><tr>',
      ...columns.map((c) => `<th scope="col">${escape(c.replaceAll('_', ' '))}</th>`),
      '</tr></thead><tbody>',
      ...rows.map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c], language)}</td>`).join('')}</tr>`),
      '</tbody></table>',
    ].join('');
  });
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">`,
    `<title>${t.title}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;margin-bottom:1.5rem;font-size:.85rem}',
    'th,td{border:1px solid #999;padding:.25rem .5rem;text-align:start;vertical-align:top;word-break:break-word}',
    '@media print{h2{break-after:avoid}tr{break-inside:avoid}}</style></head><body>',
    `<h1>${t.title}</h1><p>${t.intro} ${escape(formatDateTime(now, language))}.</p>`,
    ...sections,
    '</body></html>',
  ].join('\n');
}
