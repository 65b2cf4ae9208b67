export { AreasPage } from './components/areas-page.tsx';
export { ContentAreasPage } from './components/content-areas-page.tsx';
export { AddContentAreasPage } from './components/add-content-areas-page.tsx';
export { ContentAreaChoicePage } from './components/content-area-choice-page.tsx';
export { useAreas } from './api/areas.ts';
export { AreaPicker, type AreaPickerProps, type PickedArea } from './components/area-picker.tsx';
export { AreaFilter, type AreaFilterProps } from './components/area-filter.tsx';
export { AreaDetailPage } from './components/area-detail-page.tsx';
export {
  useAreaVideoPage,
  useDisableAreaVideo,
  useIncludeAreaVideo,
  type AreaVideo,
} from './api/area-videos.ts';
