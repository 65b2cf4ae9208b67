import { memo, useMemo, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { brandReport, DesignSystemProvider, tokens, type Branding } from '../../../../design-system/index.ts';
import { useT } from '../../../../lib/index.ts';
import { BrandReportView } from './brand-report-view.tsx';
import { AdminListSample, DashboardSample, SignInSample, type SampleLogos } from './sample-screens.tsx';

/** Each screen is drawn at a desktop size and shown at a third of it. */
const SCREEN = { width: 800, height: 520, zoom: 0.34 } as const;

const SCREENS: readonly { key: string; Screen: ComponentType<{ logos: SampleLogos }> }[] = [
  { key: 'signIn', Screen: SignInSample },
  { key: 'dashboard', Screen: DashboardSample },
  { key: 'adminList', Screen: AdminListSample },
];

export interface BrandPreviewProps {
  /** The last valid brand colour (#rrggbb), or null for the product's own. */
  colour: string | null;
  logos: SampleLogos;
}

/**
 * Three real screens (sign-in, a guardian's dashboard, an admin's list) small, in a theme built from the brand
 * colour, with static sample data; and the AA report of the colour. The screens are a picture: hidden from
 * assistive technology and inert, the report says in words what they show. On a phone they fold under a toggle.
 */
export const BrandPreview = memo(function BrandPreview({ colour, logos }: BrandPreviewProps) {
  const t = useT();
  const theme = useTheme();
  const { locale } = useIntl();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [shown, setShown] = useState(false);
  const report = useMemo(() => brandReport(colour ?? tokens.color.brand), [colour]);
  const branding: Branding = useMemo(() => ({ primary: colour }), [colour]);
  const language = locale === 'ar' || locale === 'es' ? locale : 'en';
  return (
    <Stack spacing={2} data-testid="brand-preview">
      <Typography variant="subtitle1" component="h3">
        {t('organisations.brand.previewTitle')}
      </Typography>
      {report ? <BrandReportView report={report} /> : null}
      {phone ? (
        <Button
          variant="outlined"
          size="small"
          aria-expanded={shown}
          aria-controls="brand-preview-screens"
          onClick={() => setShown((s) => !s)}
        >
          {t(shown ? 'organisations.brand.hideScreens' : 'organisations.brand.showScreens')}
        </Button>
      ) : null}
      <Collapse in={!phone || shown} id="brand-preview-screens">
        <Stack spacing={1.5}>
          {SCREENS.map(({ key, Screen }) => (
            <Box key={key} component="figure" sx={{ m: 0 }}>
              <Box
                aria-hidden
                inert
                data-testid={`brand-screen-${key}`}
                sx={{
                  width: SCREEN.width * SCREEN.zoom,
                  height: SCREEN.height * SCREEN.zoom,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  pointerEvents: 'none',
                  userSelect: 'none',
                }}
              >
                <Box sx={{ width: SCREEN.width, height: SCREEN.height, zoom: SCREEN.zoom }}>
                  <DesignSystemProvider
                    direction={theme.direction}
                    branding={branding}
                    language={language}
                    arabicFont={language === 'ar'}
                  >
                    <Box sx={{ width: SCREEN.width, height: SCREEN.height }}>
                      <Screen logos={logos} />
                    </Box>
                  </DesignSystemProvider>
                </Box>
              </Box>
              <Typography component="figcaption" variant="caption" color="text.secondary">
                {t(`organisations.brand.screens.${key}`)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
});
