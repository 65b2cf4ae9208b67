export { CalendarPage } from './components/calendar-page.tsx';
