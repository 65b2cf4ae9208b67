/** The date pickers' localisation (MUI X): imported only by screens with a picker, so that it stays out of the first load. */
export { DatePickersProvider } from './components/date-pickers/date-pickers-provider.tsx';
