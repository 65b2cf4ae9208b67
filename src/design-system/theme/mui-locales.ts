import { arSD, esES } from '@mui/material/locale';

/**
 * MUI's translations of its own texts (table paging, pickers…); English is built in. A module of
 * its own, loaded when a page reads in Arabic or Spanish: each locale builds an Intl.NumberFormat
 * when it is evaluated, which cost a first visit to /login tens of milliseconds of CPU.
 */
export const muiLocales = { ar: [arSD], es: [esES] } as const;
