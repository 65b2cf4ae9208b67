import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ANALYTICS_MAX_DAYS, londonDay } from '../../../api/contracts/index.ts';
import { FIELD_FORMAT } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';
import { PRESET_DAYS, type UsageRange } from '../range.ts';

const ISO = 'YYYY-MM-DD';

/** The range of the figures: a preset of the last 7, 30 or 90 days, or two dates (London days). */
export function RangePicker({
  value,
  onChange,
}: {
  value: UsageRange;
  onChange: (next: UsageRange) => void;
}) {
  const t = useT();
  // Today is London's, whatever the viewer's clock says.
  const today = dayjs(londonDay(new Date()));
  const from = 'days' in value ? today.subtract(value.days - 1, 'day') : dayjs(value.from);
  const to = 'days' in value ? today : dayjs(value.to);
  const pick = (next: { from?: Dayjs | null; to?: Dayjs | null }) => {
    let [f, l] = [next.from ?? from, next.to ?? to];
    if (!f.isValid() || !l.isValid()) return;
    if (f.isAfter(l)) [f, l] = [l, f];
    // The server takes at most 366 days: a longer range keeps its last day and starts later.
    if (l.diff(f, 'day') >= ANALYTICS_MAX_DAYS) f = l.subtract(ANALYTICS_MAX_DAYS - 1, 'day');
    onChange({ from: f.format(ISO), to: l.format(ISO) });
  };
  return (
    <DatePickers>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 3 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={'days' in value ? value.days : null}
          onChange={(_e, days: number | null) => {
            if (days) onChange({ days });
          }}
          aria-label={t('usage.range.presets')}
        >
          {PRESET_DAYS.map((days) => (
            <ToggleButton key={days} value={days}>
              {t('usage.range.lastDays', { n: days })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DatePicker
          format={FIELD_FORMAT.date}
          label={t('usage.range.from')}
          value={from}
          maxDate={today}
          onChange={(d) => pick({ from: d })}
          slotProps={{ textField: { size: 'small' } }}
        />
        <DatePicker
          format={FIELD_FORMAT.date}
          label={t('usage.range.to')}
          value={to}
          maxDate={today}
          onChange={(d) => pick({ to: d })}
          slotProps={{ textField: { size: 'small' } }}
        />
      </Stack>
    </DatePickers>
  );
}
