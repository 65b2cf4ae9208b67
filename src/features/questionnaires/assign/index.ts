export { AssignPage } from './assign-page.tsx';
