import { consoleReporter, createHttpReporter, type ErrorReporter } from '../design-system/index.ts';

const url = import.meta.env.VITE_ERROR_REPORTING_URL as string | undefined;

/** Errors go to the configured collector (VITE_ERROR_REPORTING_URL), else to the console. */
export const errorReporter: ErrorReporter = url ? createHttpReporter({ url }) : consoleReporter;
