export { FeedbackPage } from './components/feedback-page.tsx';
export { FeedbackAdminPage } from './components/feedback-admin-page.tsx';
