import ArrowBack from '@mui/icons-material/ArrowBack';
import Logout from '@mui/icons-material/Logout';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Language } from '../../../src/api/contracts/index.ts';
import { UserText } from '../../../src/design-system/index.ts';
import { useDates } from '../../../src/lib/index.ts';
import { DocsFrame } from './docs-frame.tsx';

const TEXT = {
  en: { back: 'Back', search: 'Search', signOut: 'Sign out', saved: 'Saved', next: 'Next appointment' },
  ar: { back: 'رجوع', search: 'بحث', signOut: 'تسجيل الخروج', saved: 'تم حفظ', next: 'الموعد التالي' },
} as const;

/** An icon that points the way of reading: mirrored in right to left, as the portal does for its arrows. */
function DirectionalBack() {
  return <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />;
}

function Sample({ language }: { language: 'en' | 'ar' }) {
  const t = TEXT[language];
  const dates = useDates();
  const theme = useTheme();
  return (
    <Stack
      spacing={1.5}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 280, flex: 1 }}
    >
      <Typography variant="overline" component="p">
        {language === 'ar' ? 'العربية' : 'English'} — dir: {theme.direction}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<DirectionalBack />}>
          {t.back}
        </Button>
        <Button size="small" variant="outlined" startIcon={<Search />}>
          {t.search}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Logout sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />}
        >
          {t.signOut}
        </Button>
      </Stack>
      <Typography>
        {t.saved} <UserText>Coping with hospital stays</UserText>.
      </Typography>
      <Typography component="div">
        {t.next}: {dates.dateTime('2026-11-27T10:30:00Z')} · <Chip size="small" label="40213" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-end', height: 56 }} aria-hidden>
        {[12, 24, 36, 48].map((h, i) => (
          <Box key={i} sx={{ width: 24, height: h, bgcolor: 'primary.main', borderRadius: 0.5 }} />
        ))}
      </Box>
    </Stack>
  );
}

/** The same small screen in English and Arabic, side by side, in the portal's theme and right-to-left styles. */
export function RtlSideBySide() {
  const languages: ('en' | 'ar')[] = ['en', 'ar'];
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {languages.map((language: Language & ('en' | 'ar')) => (
        <DocsFrame key={language} language={language}>
          <Sample language={language} />
        </DocsFrame>
      ))}
    </Box>
  );
}
