import Stack from '@mui/material/Stack';
import { FilterSelect } from '../../../design-system/index.ts';
import { DateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';
import { useOrganisationPage } from '../../organisations/index.ts';
import { actionWords, EXACT_ACTIONS } from './action-words.ts';
import { PersonFilter, SubjectFilter } from './people-filters.tsx';

/** The filters as the address holds them ('' for none). */
export type AuditFilterValues = Record<
  'person' | 'subject' | 'action' | 'from' | 'to' | 'organisation',
  string
>;
export const AUDIT_FILTERS = ['person', 'subject', 'action', 'from', 'to', 'organisation'] as const;

/**
 * The groups of the action filter, each an action prefix the server matches. Every change is recorded
 * under its own action: `changes` asks the server for all that is not a read, an export or a sign-in.
 */
const GROUPS = { reads: 'read.', exports: 'export.', signIns: 'auth.', changes: 'changes' } as const;

function OrganisationFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useT();
  const organisations = useOrganisationPage({ page: 1, size: 100, search: '' });
  return (
    <FilterSelect
      label={t('audit.filters.organisation')}
      value={value}
      onChange={onChange}
      allLabel={t('audit.filters.allOrganisations')}
      options={(organisations.data?.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
    />
  );
}

/** Person, subject, action, days (London) and, for the super admin across organisations, the organisation. */
export function AuditFilters({
  values,
  onChange,
  showOrganisation,
}: {
  values: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
  showOrganisation: boolean;
}) {
  const t = useT();
  const groups = [
    { value: GROUPS.reads, label: t('audit.groups.reads') },
    { value: GROUPS.exports, label: t('audit.groups.exports') },
    { value: GROUPS.signIns, label: t('audit.groups.signIns') },
    { value: GROUPS.changes, label: t('audit.groups.changes') },
  ];
  const exact = EXACT_ACTIONS.map((a) => ({ value: a, label: actionWords(t, a) }));
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      {showOrganisation ? (
        <OrganisationFilter
          value={values.organisation}
          onChange={(organisation) => onChange({ organisation })}
        />
      ) : null}
      <PersonFilter value={values.person} onChange={(person) => onChange({ person })} />
      <SubjectFilter value={values.subject} onChange={(subject) => onChange({ subject })} />
      <FilterSelect
        label={t('audit.filters.action')}
        value={values.action}
        onChange={(action) => onChange({ action })}
        allLabel={t('audit.groups.all')}
        options={[...groups, ...exact]}
      />
      <DatePickers>
        <DateField
          size="small"
          label={t('audit.filters.from')}
          value={values.from}
          disableFuture
          onChange={(from) => onChange({ from })}
          sx={{ width: 180 }}
        />
        <DateField
          size="small"
          label={t('audit.filters.to')}
          value={values.to}
          disableFuture
          onChange={(to) => onChange({ to })}
          sx={{ width: 180 }}
        />
      </DatePickers>
    </Stack>
  );
}
