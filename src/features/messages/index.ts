export { MessagesPage } from './components/messages-page.tsx';
