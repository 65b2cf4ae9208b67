// The organisation's data retention schedule (shown on the messages screen).
export { RetentionCard } from './components/retention-card.tsx';
