export { tokens } from './theme/tokens.ts';
export { type Branding } from './theme/create-theme.ts';
export { brandPalette, AA_CONTRAST } from './theme/branding.ts';
export { brandReport, type BrandReport } from './theme/brand-report.ts';
export { contrastRatio } from '../api/contracts/contrast.ts';
export { DesignSystemProvider } from './theme/design-system-provider.tsx';

export * from './format/index.ts';
export { AuthCard } from './components/auth-card/auth-card.tsx';
export { TextInput } from './components/text-input/text-input.tsx';
export { PasswordInput } from './components/password-input/password-input.tsx';
export { StatusChip, type StatusTone } from './components/status-chip/status-chip.tsx';
export { PersonName } from './components/person-name/person-name.tsx';
export { PersonPicker } from './components/person-picker/person-picker.tsx';
export { UserText } from './components/user-text/user-text.tsx';
export { CalendarEventLabel } from './components/calendar-event/calendar-event-label.tsx';
export {
  formatAppCode,
  personDisplayName,
  type PersonLike,
} from './components/person-name/person-display-name.ts';
export { EmptyState } from './components/empty-state/empty-state.tsx';
export { LoadFailed, LoadingBlocks } from './components/load-state/load-state.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog.tsx';
export { ReasonDialog } from './components/reason-dialog/reason-dialog.tsx';
export { FormDialogActions } from './components/form-dialog/form-dialog-actions.tsx';
export { PageHeader } from './components/page-header/page-header.tsx';
export { ScrollRegion } from './components/scroll-region/scroll-region.tsx';
export { FilterSelect } from './components/filter-select/filter-select.tsx';
export { PlainTable } from './components/plain-table/plain-table.tsx';
export { FormTextField } from './components/form-fields/form-text-field.tsx';
export { FormSelect } from './components/form-fields/form-select.tsx';
export { FormCheckbox } from './components/form-fields/form-checkbox.tsx';
// The table (MUI X data grid) and the spreadsheet export have their own entry points, data-table.ts
// and export.ts, so that only the screens that show a table load the grid; its list state is plain data.
export {
  createListState,
  listReducer,
  DEFAULT_LIMIT,
  DEFAULT_SORT,
  type ListSort,
  positiveInt,
} from './components/data-table/list-state.ts';
export * from './shell/index.ts';
