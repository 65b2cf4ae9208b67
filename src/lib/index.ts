export { useT, type Translate } from './use-t.ts';
export { useListParams } from './use-list-params.ts';
export { type ListParamsOptions } from './list-params.ts';
export { loadErrorMessageId } from './load-error.ts';
export { useWrite, revalidate } from './use-write.ts';
export { tableData } from './table-data.ts';
export { LoadError, Loading } from './load-state.tsx';
export { useDates, type Dates } from './use-dates.ts';
export { organisationScope } from './organisation-scope.ts';
