export { useT, type Translate, type MessageValues } from './use-t.ts';
export { useListParams, type ListParams } from './use-list-params.ts';
export {
  readListParams,
  writeListParams,
  LIST_PARAM,
  type ListParamsOptions,
  type ListFilters,
} from './list-params.ts';
export { loadErrorMessageId } from './load-error.ts';
export { useWrite, revalidate, type AfterWrite } from './use-write.ts';
