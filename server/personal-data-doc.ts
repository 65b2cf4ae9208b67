import type { Declared, Erasure, PersonMatch, Retention } from './db/personal-data.ts';
import { DECLARED } from './personal-data.ts';

/**
 * The table of docs/data-protection.md § Every table, written from the declarations (server/personal-data.ts);
 * server/personal-data.test.ts keeps the document equal to it.
 */
const FAMILY_SETS = {
  guardian: 'the guardian’s',
  children: 'the children’s',
  family: 'the guardian’s and the children’s',
  'guardian-email': 'to the guardian’s address',
  'guardian-reports': 'on the guardian’s reports',
} as const;

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');

const matchText = (match: PersonMatch) =>
  'email' in match ? `by ${code(match.email)} (their address)` : `by ${match.columns.map(code).join(' or ')}`;

function erasureText(erasure: Erasure | undefined): string {
  if (!erasure) return '';
  if ('keep' in erasure) return `kept: ${erasure.keep}`;
  const where = erasure.where ? ` where ${code(erasure.where)}` : '';
  const why = erasure.why ? `: ${erasure.why}` : '';
  if ('delete' in erasure) return `deleted ${matchText(erasure.delete)}${where}${why}`;
  return `${Object.keys(erasure.set).map(code).join(', ')} erased ${matchText(erasure.anonymise)}${where}${why}`;
}

function retentionText(retention: Retention | undefined): string {
  if (!retention) return '';
  const period = typeof retention.period === 'number' ? `${retention.period} days` : code(retention.period);
  const action =
    retention.action === 'delete'
      ? 'deleted'
      : `${Object.keys(retention.action.set).map(code).join(', ')} erased`;
  return `${action} after ${period} from ${code(retention.from)} (${retention.job})`;
}

const downloadText = (d: Declared) =>
  (d.download ?? [])
    .map(
      (x) =>
        `${code(x.as)}: ${FAMILY_SETS[x.who]}${x.omit?.length ? `, without ${x.omit.map(code).join(', ')}` : ''}`,
    )
    .join('; ') || 'no';

/** One row per table: its class, owner, download, erasure, retention, the checksum's rows and why. */
export function personalDataMarkdown(): string {
  const rows = [...DECLARED]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((d) =>
      [
        code(d.name),
        d.class,
        d.owner,
        downloadText(d),
        erasureText(d.erasure),
        retentionText(d.retention),
        d.organisationRows === null ? 'no' : code(d.organisationRows),
        d.why,
      ]
        .map(cell)
        .join(' | '),
    );
  return [
    '| table | class | owner | in the download | erasure | retention | checksum rows | why |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
