import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Header, PageHeader, StatusChip } from '../../../../design-system/index.ts';
import { useT } from '../../../../lib/index.ts';

/** The organisation's images the sample screens show: the logo on light pages, the white logo in the header. */
export interface SampleLogos {
  name: string;
  logo: string | null;
  whiteLogo: string | null;
}

/** Static sample data: the preview makes no request. */
const CHILDREN = ['Amara', 'Tobi'] as const;
const PEOPLE = [
  { first: 'Grace', surname: 'Okafor', email: 'grace@example.org', active: true },
  { first: 'Omar', surname: 'Shah', email: 'omar@example.org', active: true },
  { first: 'Lucía', surname: 'Ruiz', email: 'lucia@example.org', active: false },
] as const;

function SampleHeader({ logos }: { logos: SampleLogos }) {
  const t = useT();
  return (
    <Header
      productName={t('app.name')}
      organisationLogo={logos.whiteLogo ? { url: logos.whiteLogo, name: logos.name } : null}
      menu={
        <Button color="inherit" size="small">
          {t('nav.logout')}
        </Button>
      }
    />
  );
}

/** The public sign-in page, as AuthCard draws it. */
export function SignInSample({ logos }: { logos: SampleLogos }) {
  const t = useT();
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        {logos.logo ? (
          <Box component="img" src={logos.logo} alt="" sx={{ height: 40, maxWidth: 200, mb: 1 }} />
        ) : null}
        <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          {t('auth.signIn.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.signIn.subtitle')}
        </Typography>
        <TextField label={t('auth.signIn.email')} fullWidth margin="dense" focused />
        <TextField label={t('auth.signIn.password')} fullWidth margin="dense" type="password" />
        <Button variant="contained" fullWidth sx={{ mt: 2, mb: 1 }}>
          {t('auth.signIn.submit')}
        </Button>
        <Link component="span">{t('auth.signIn.forgot')}</Link>
      </Paper>
    </Box>
  );
}

/** A guardian's dashboard: the header, a welcome and a card per child. */
export function DashboardSample({ logos }: { logos: SampleLogos }) {
  const t = useT();
  return (
    <Box sx={{ height: '100%', bgcolor: 'background.default' }}>
      <SampleHeader logos={logos} />
      <Box sx={{ p: 3 }}>
        <Typography variant="h4" component="p" sx={{ mb: 2 }}>
          {t('dashboard.welcome', { name: PEOPLE[0].first })}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          {CHILDREN.map((child) => (
            <Card key={child} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="p" color="primary">
                  {child}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {t('dashboard.notifications.description')}
                </Typography>
                <Button variant="outlined" size="small">
                  {t('nav.items.familyQuestionnaires')}
                </Button>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** An admin's list: the header, the page's title and action, and a table of app users. */
export function AdminListSample({ logos }: { logos: SampleLogos }) {
  const t = useT();
  return (
    <Box sx={{ height: '100%', bgcolor: 'background.default' }}>
      <SampleHeader logos={logos} />
      <Box sx={{ p: 3 }}>
        <PageHeader
          title={t('appUsers.title')}
          actions={<Button variant="contained">{t('organisations.brand.sampleAction')}</Button>}
        />
        <Table size="small" sx={{ bgcolor: 'background.paper' }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('appUsers.columns.firstName')}</TableCell>
              <TableCell>{t('appUsers.columns.surname')}</TableCell>
              <TableCell>{t('appUsers.columns.email')}</TableCell>
              <TableCell>{t('appUsers.columns.activated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PEOPLE.map((person) => (
              <TableRow key={person.email} selected={person === PEOPLE[0]}>
                <TableCell>
                  <Link component="span">{person.first}</Link>
                </TableCell>
                <TableCell>{person.surname}</TableCell>
                <TableCell>{person.email}</TableCell>
                <TableCell>
                  <StatusChip
                    tone={person.active ? 'success' : 'neutral'}
                    label={t(person.active ? 'organisations.brand.active' : 'organisations.brand.inactive')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
