import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AccountStatus } from '../../../api/contracts/roles.ts';
import type { ReportDefinition, ReportFilters, ReportOptions } from '../../../api/contracts/reporting.ts';
import { DateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';

const STATUSES = Object.values(AccountStatus);

/** An empty value is no filter at all (the server keeps only the filters given). */
const without = (filters: ReportFilters, key: keyof ReportFilters, value: unknown): ReportFilters => {
  const empty = value === '' || (Array.isArray(value) && value.length === 0);
  return Object.fromEntries(
    Object.entries({ ...filters, [key]: value }).filter(([k]) => !(empty && k === key)),
  ) as ReportFilters;
};

/** Which rows: a search, the days they were created (Europe/London), account statuses, areas. */
export function FilterFields({
  draft,
  options,
  onChange,
}: {
  draft: ReportDefinition;
  options: ReportOptions;
  onChange: (filters: ReportFilters) => void;
}) {
  const t = useT();
  const f = draft.filters;
  const set = (key: keyof ReportFilters, value: unknown) => onChange(without(f, key, value));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('reporting.builder.filters')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('reporting.builder.search')}
          value={f.search ?? ''}
          onChange={(e) => set('search', e.target.value)}
          sx={{ minWidth: 280 }}
        />
        <DatePickers>
          <DateField
            size="small"
            label={t('reporting.builder.createdFrom')}
            value={f.created_from ?? ''}
            onChange={(value) => set('created_from', value)}
          />
          <DateField
            size="small"
            label={t('reporting.builder.createdTo')}
            value={f.created_to ?? ''}
            onChange={(value) => set('created_to', value)}
          />
        </DatePickers>
        <TextField
          select
          size="small"
          label={t('reporting.builder.statuses')}
          value={f.statuses ?? []}
          slotProps={{ select: { multiple: true } }}
          onChange={(e) => set('statuses', e.target.value as unknown as number[])}
          sx={{ minWidth: 200 }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`reporting.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('reporting.builder.areas')}
          value={f.area_ids ?? []}
          slotProps={{ select: { multiple: true } }}
          onChange={(e) => set('area_ids', e.target.value as unknown as string[])}
          sx={{ minWidth: 200 }}
        >
          {options.areas.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
