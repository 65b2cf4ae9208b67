export { PreviewPage } from './preview-page.tsx';
