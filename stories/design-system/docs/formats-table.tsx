import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { IntlProvider, useIntl } from 'react-intl';
import { TIME_ZONE } from '../../../src/api/contracts/time.ts';
import type { Language } from '../../../src/api/contracts/index.ts';
import { formatDuration, formatFileSize } from '../../../src/design-system/index.ts';
import { useDates } from '../../../src/lib/index.ts';
import { DocsFrame } from './docs-frame.tsx';

const LANGUAGES: Language[] = ['en', 'ar', 'es'];

/** A summer instant (London on BST, UTC+1) and a winter one (GMT): the London time differs from UTC. */
const SUMMER = '2026-07-03T14:05:00Z';
const WINTER = '2026-11-27T10:30:00Z';

type Row = [
  what: string,
  code: string,
  write: (dates: ReturnType<typeof useDates>, intl: ReturnType<typeof useIntl>) => string,
];

const ROWS: Row[] = [
  ['Date', 'dates.date', (d) => d.date(WINTER)],
  ['Time (London, 24-hour)', 'dates.time', (d) => d.time(WINTER)],
  ['Summer time: 14:05 UTC', 'dates.time', (d) => d.time(SUMMER)],
  ['Date and time', 'dates.dateTime', (d) => d.dateTime(WINTER)],
  ['Long date', 'dates.longDate', (d) => d.longDate(WINTER)],
  ['Long date and time', 'dates.longDateTime', (d) => d.longDateTime(SUMMER)],
  ['A chart day', "dates.dayMonth('2026-11-27')", (d) => d.dayMonth('2026-11-27')],
  [
    'A card',
    "dates.format(v, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })",
    (d) =>
      d.format(WINTER, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
  ],
  ['A count', 'intl.formatNumber(12345)', (_d, intl) => intl.formatNumber(12345)],
  ['A decimal', 'intl.formatNumber(4.75)', (_d, intl) => intl.formatNumber(4.75)],
  [
    'A share',
    "intl.formatNumber(0.42, { style: 'percent' })",
    (_d, intl) => intl.formatNumber(0.42, { style: 'percent' }),
  ],
  ['A file size', 'formatFileSize(1536000, intl.locale)', (_d, intl) => formatFileSize(1536000, intl.locale)],
  ['A video length (not localised)', 'formatDuration(754)', () => formatDuration(754)],
];

function Cell({ language, write }: { language: Language; write: Row[2] }) {
  const dates = useDates();
  const intl = useIntl();
  return (
    <TableCell lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
      {write(dates, intl)}
    </TableCell>
  );
}

/**
 * Dates and numbers in English, Arabic and Spanish, written by the portal's own code: useDates() (which
 * calls src/api/contracts/time.ts, in Europe/London) and react-intl's formatNumber, each under the
 * language's IntlProvider as a screen is.
 */
export function FormatsTable() {
  return (
    <DocsFrame>
      <Table size="small" aria-label={`Formats in ${TIME_ZONE}`}>
        <TableHead>
          <TableRow>
            <TableCell>What</TableCell>
            <TableCell>In code</TableCell>
            {LANGUAGES.map((language) => (
              <TableCell key={language}>{language}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map(([what, code, write]) => (
            <TableRow key={what}>
              <TableCell>{what}</TableCell>
              <TableCell>
                <code>{code}</code>
              </TableCell>
              {LANGUAGES.map((language) => (
                <IntlProvider key={language} locale={language} messages={{}}>
                  <Cell language={language} write={write} />
                </IntlProvider>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DocsFrame>
  );
}
