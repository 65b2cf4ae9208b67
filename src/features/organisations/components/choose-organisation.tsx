import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Organisation } from '../../../api/contracts/index.ts';
import { PageHeader } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useOrganisationPage } from '../api/organisations.ts';

/** Chooses with `?oid=` on this very address: the selection the portal already keeps (spec §2). */
export function ChooseOrganisation() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const page = useOrganisationPage({ page: 1, size: 20, search });
  const choose = (organisation: Organisation | null) => {
    if (organisation) void navigate(`${pathname}?oid=${encodeURIComponent(organisation.id)}`);
  };
  return (
    <>
      <PageHeader
        title={t('organisations.choose.title')}
        description={t('organisations.choose.description')}
      />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <Stack spacing={2}>
          <Autocomplete<Organisation>
            options={page.data?.data ?? []}
            loading={page.isLoading}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            onInputChange={(_e, value, reason) => reason === 'input' && setSearch(value)}
            onChange={(_e, value) => choose(value)}
            loadingText={t('organisations.choose.loading')}
            noOptionsText={t(page.error ? 'organisations.choose.failed' : 'organisations.choose.none')}
            renderInput={(params) => <TextField {...params} label={t('organisations.choose.label')} />}
          />
          <Typography variant="body2">
            <Link component={RouterLink} to="/organisations">
              {t('organisations.choose.all')}
            </Link>
          </Typography>
        </Stack>
      </Paper>
    </>
  );
}
