/** The date pickers (MUI X): imported only by screens with a picker, so that they stay out of the first load. */
export { DatePickersProvider, type PickerTexts } from './components/date-pickers/date-pickers-provider.tsx';
export { DateField, FormDateField, FIELD_FORMAT } from './components/date-pickers/date-field.tsx';
