export { VideosPage } from './components/videos-page.tsx';
export { UploadFlow, UPLOAD_STEPS, type UploadFlowProps } from './components/upload-flow.tsx';
export {
  videoUploadsAtom,
  useVideoUploads,
  useRestoreUploads,
  type VideoUpload,
} from './upload/use-video-uploads.ts';
export { uploadStore, DB_NAME, DB_VERSION } from './upload/upload-store.ts';
export { FamilyVideosPage } from './components/family-videos-page.tsx';
