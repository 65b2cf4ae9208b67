import { Suspense, use, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AppCodeCard as Card } from '../../../api/contracts/index.ts';
import { formatAppCode } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { loadMessages } from '../../../lib/messages.ts';

/** The element the print stylesheet keeps: everything else on the page is hidden on paper. */
const CARD_ID = 'app-code-card';
const QR_SIZE = 180;

/**
 * What the card's QR code holds: the app reads the hospital's url code and the child's app code
 * from it, as if typed (docs/product.md § The patients' app).
 */
const cardPayload = (card: Pick<Card, 'url_code' | 'app_code'>): string =>
  `lantern://sign-in?hospital=${encodeURIComponent(card.url_code)}&code=${encodeURIComponent(card.app_code)}`;

/** On paper, the card alone, at the top of the page. */
const printOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${CARD_ID}, #${CARD_ID} *`]: { visibility: 'visible' },
        [`#${CARD_ID}`]: { position: 'absolute', insetInlineStart: 0, top: 0 },
      },
    }}
  />
);

function QrCode({ card, alt }: { card: Card; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // The QR code library loads only when a card is shown.
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(cardPayload(card), { margin: 1, width: QR_SIZE }))
      .then((url) => current && setSrc(url))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [card]);
  return src ? (
    <img src={src} width={QR_SIZE} height={QR_SIZE} alt={alt} />
  ) : (
    <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
  );
}

function CardText({ card }: { card: Card }) {
  const t = useT();
  return (
    <Box
      id={CARD_ID}
      lang={card.language}
      dir={card.language === 'ar' ? 'rtl' : 'ltr'}
      sx={{ border: 2, borderColor: 'divider', borderRadius: 2, p: 3, textAlign: 'start' }}
    >
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t('appCodeCard.card.greeting', { name: card.first_name })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <bdi>{card.organisation_name}</bdi>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <QrCode card={card} alt={t('appCodeCard.card.qrAlt')} />
        <Box component="dl" sx={{ m: 0 }}>
          <Typography component="dt" color="text.secondary">
            {t('appCodeCard.card.hospitalCode')}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, mb: 1 }}>
            <bdi>{card.url_code}</bdi>
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('appCodeCard.card.appCode')}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700, letterSpacing: 2 }}>
            <bdi>{formatAppCode(card.app_code)}</bdi>
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ mt: 2 }}>{t('appCodeCard.card.how')}</Typography>
    </Box>
  );
}

function InLanguage({ card }: { card: Card }) {
  const { timeZone } = useIntl();
  const messages = use(loadMessages(card.language));
  return (
    <IntlProvider locale={card.language} defaultLocale="en" messages={messages} timeZone={timeZone}>
      <CardText card={card} />
    </IntlProvider>
  );
}

/** The printable card of a child's new app code, in the child's language whatever the admin reads. */
export function AppCodeCard({ card }: { card: Card }) {
  return (
    <>
      {printOnly}
      <Suspense fallback={<Skeleton variant="rounded" height={QR_SIZE + 120} />}>
        <InLanguage card={card} />
      </Suspense>
    </>
  );
}
