export { tokens } from './theme/tokens.ts';
export { createLanternTheme, type Direction, type Branding } from './theme/create-theme.ts';
export { DesignSystemProvider, type DesignSystemProviderProps } from './theme/design-system-provider.tsx';
export { AuthCard, type AuthCardProps } from './components/auth-card/auth-card.tsx';
