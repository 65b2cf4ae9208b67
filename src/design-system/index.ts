export { tokens } from './theme/tokens.ts';
export {
  createLanternTheme,
  type Direction,
  type Branding,
  type LanternThemeOptions,
} from './theme/create-theme.ts';
export { brandPalette, AA_CONTRAST, type BrandPalette } from './theme/branding.ts';
export { contrastRatio, relativeLuminance } from './theme/contrast.ts';
export type { SurfacePalette, StatusTonePalette, BorderPalette } from './theme/palette-augmentation.ts';
export { DesignSystemProvider, type DesignSystemProviderProps } from './theme/design-system-provider.tsx';

export * from './format/index.ts';
export { AuthCard, type AuthCardProps } from './components/auth-card/auth-card.tsx';
export { TextInput, type TextInputProps } from './components/text-input/text-input.tsx';
export { StatusChip, type StatusChipProps, type StatusTone } from './components/status-chip/status-chip.tsx';
export { PersonName, type PersonNameProps } from './components/person-name/person-name.tsx';
export {
  formatAppCode,
  personDisplayName,
  type PersonLike,
  type PersonDisplayName,
  type PersonNameKind,
} from './components/person-name/person-display-name.ts';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog.tsx';
export { PageHeader, type PageHeaderProps } from './components/page-header/page-header.tsx';
export { FormTextField, type FormTextFieldProps } from './components/form-fields/form-text-field.tsx';
export {
  FormSelect,
  type FormSelectProps,
  type SelectOption,
} from './components/form-fields/form-select.tsx';
export { FormCheckbox, type FormCheckboxProps } from './components/form-fields/form-checkbox.tsx';
// The table (MUI X data grid) and the spreadsheet export have their own entry points, data-table.ts
// and export.ts, so that only the screens that show a table load the grid; its list state is plain data.
export {
  createListState,
  listReducer,
  DEFAULT_PAGE,
  DEFAULT_LIMIT,
  DEFAULT_SORT,
  type ListState,
  type ListAction,
  type ListSort,
  type SortOrder,
  type FormErrors,
  positiveInt,
} from './components/data-table/list-state.ts';
export * from './shell/index.ts';
