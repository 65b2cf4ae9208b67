import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { PageHeader } from '../../src/design-system/index.ts';

/** The app-users page header, in the story's language. */
function AppUsersHeader() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `ds.pageHeader.${key}` });
  return (
    <PageHeader
      title={t('title')}
      description={t('description')}
      actions={
        <>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />}>
            {t('export')}
          </Button>
          <Button variant="contained" startIcon={<Add />}>
            {t('add')}
          </Button>
        </>
      }
    />
  );
}

const meta = preview.meta({
  title: 'Design system/PageHeader',
  component: PageHeader,
  args: { title: 'Organisations' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
});

export const TitleOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  },
});

export const WithDescriptionAndActions = meta.story({
  render: () => <AppUsersHeader />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'App users' })).toBeVisible();
    await expect(canvas.getByText(/Patients and guardians/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeVisible();
  },
});

export const LongTitle = meta.story({
  args: {
    title:
      'Great Ormond Street Hospital for Children NHS Foundation Trust — Cardiology and Respiratory Medicine',
    description: 'A long title wraps instead of pushing the actions off the screen.',
    actions: <Button variant="contained">Save</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  render: () => <AppUsersHeader />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'مستخدمو التطبيق' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إضافة مستخدم' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#7fdbff' } },
  render: () => <AppUsersHeader />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeVisible();
  },
});
