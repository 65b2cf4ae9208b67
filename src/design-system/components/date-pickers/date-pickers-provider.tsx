import type { ReactNode } from 'react';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { esES } from '@mui/x-date-pickers/locales';

export type PickerTexts = Partial<PickersLocaleText>;

export interface DatePickersProviderProps {
  /** The date locale the fields write and read dates in ('en-GB', 'ar', 'es'): day first in British English. */
  locale: string;
  /**
   * The pickers' own texts (the calendar's buttons, the field's placeholders) where MUI X has no
   * translation — it has Spanish, not Arabic; English is its default.
   */
  localeText?: PickerTexts | undefined;
  children: ReactNode;
}

/** The MUI X date and time pickers below it in the given date locale. */
export function DatePickersProvider({ locale, localeText, children }: DatePickersProviderProps) {
  const adapterLocale = locale.toLowerCase();
  const builtIn = adapterLocale.startsWith('es')
    ? esES.components.MuiLocalizationProvider.defaultProps.localeText
    : undefined;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      localeText={builtIn || localeText ? { ...builtIn, ...localeText } : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
