import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DesignSystemProvider,
  ErrorBoundary,
  LanguageSelector,
  SkipLink,
  initialSpanishSelectorValue,
  publicLanguageOptions,
} from '../../design-system/index.ts';
import { ConsentManager } from '../../features/consent/index.ts';
import { languageAtom, useSaveLanguage } from '../../features/session/index.ts';
import { directionOf } from '../i18n.tsx';
import { reportError } from '../error-reporting/index.ts';
import { useT } from '../../lib/index.ts';

/**
 * The sign-in, registration and auth pages: the English/Spanish/Arabic selector, and docs/product.md § Roles, routes and access keeps them
 * in the Latin font even in Arabic, so this nests a theme without the Arabic family.
 */
export function AuthLayout() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const saveLanguage = useSaveLanguage();
  const { pathname } = useLocation();
  return (
    <DesignSystemProvider direction={directionOf(language)} arabicFont={false} language={language}>
      <SkipLink label={t('a11y.skipToContent')} />
      <Box sx={{ position: 'absolute', insetInlineEnd: 16, top: 16, zIndex: 1 }}>
        <LanguageSelector
          options={publicLanguageOptions}
          value={initialSpanishSelectorValue(language, publicLanguageOptions)}
          label={t('language.label')}
          onChange={(code) => void saveLanguage(code).catch(() => undefined)}
        />
      </Box>
      <ErrorBoundary
        resetKey={pathname}
        report={reportError}
        text={{ title: t('error.title'), message: t('error.message'), homeLabel: t('error.home') }}
      >
        <Suspense fallback={<LinearProgress aria-label={t('shell.loading')} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <ConsentManager />
    </DesignSystemProvider>
  );
}
