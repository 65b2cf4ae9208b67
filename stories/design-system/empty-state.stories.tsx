import Button from '@mui/material/Button';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { EmptyState } from '../../src/design-system/index.ts';

/** The empty video library as a feature would show it, in the story's language. */
function NoVideos() {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `ds.emptyState.${key}` });
  return (
    <EmptyState
      title={t('title')}
      description={t('description')}
      icon={<VideoLibraryOutlined />}
      action={<Button variant="contained">{t('action')}</Button>}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: { title: 'Nothing to show yet' },
});

export const TitleOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to show yet' })).toBeVisible();
  },
});

export const WithDescriptionAndAction = meta.story({
  render: () => <NoVideos />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No videos yet' })).toBeVisible();
    await expect(canvas.getByText(/first video/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload a video' })).toBeEnabled();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  render: () => <NoVideos />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد مقاطع فيديو بعد' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'رفع مقطع فيديو' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#ff0000' } },
  render: () => <NoVideos />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload a video' })).toBeVisible();
  },
});
