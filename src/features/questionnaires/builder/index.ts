export { BuilderPage } from './builder-page.tsx';
