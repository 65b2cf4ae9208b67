import type { ReactNode } from 'react';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';

export interface DatePickersProviderProps {
  /** The date locale the fields write and read dates in ('en-GB', 'ar', 'es'): day first in British English. */
  locale: string;
  children: ReactNode;
}

/**
 * The MUI X date and time pickers below it in the given date locale. MUI X translates its own texts
 * (the calendar's buttons) into Spanish; it has no Arabic, so those read in English there.
 */
export function DatePickersProvider({ locale, children }: DatePickersProviderProps) {
  const adapterLocale = locale.toLowerCase();
  const localeText = adapterLocale.startsWith('es')
    ? esES.components.MuiLocalizationProvider.defaultProps.localeText
    : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
