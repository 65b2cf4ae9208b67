import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { StatusChip, type StatusTone } from '../../src/design-system/index.ts';

/** The account statuses as the app-users feature maps them onto tones, labelled through ds.statusChip. */
const examples: { tone: StatusTone; key: string }[] = [
  { tone: 'dark', key: 'requestApproval' },
  { tone: 'neutral', key: 'pending' },
  { tone: 'danger', key: 'pendingAccountActivation' },
  { tone: 'success', key: 'active' },
  { tone: 'warning', key: 'pendingAppActivation' },
];

function EveryTone() {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ p: 3, flexWrap: 'wrap' }}>
      {examples.map(({ tone, key }) => (
        <StatusChip key={tone} tone={tone} label={intl.formatMessage({ id: `ds.statusChip.${key}` })} />
      ))}
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Design system/StatusChip',
  component: StatusChip,
  args: { tone: 'success' as StatusTone, label: 'Active Account' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active Account')).toBeVisible();
  },
});

export const EveryStatus = meta.story({
  render: () => <EveryTone />,
  play: async ({ canvas, canvasElement }) => {
    for (const label of [
      'Request Approval',
      'Pending',
      'Registered, pending account activation',
      'Active Account',
      'Registered, pending app activation',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    const background = (tone: StatusTone) =>
      getComputedStyle(canvasElement.querySelector(`[data-tone="${tone}"]`) as Element).backgroundColor;
    // black, grey, red, green, orange
    await expect(background('dark')).toBe('rgb(27, 27, 27)');
    await expect(background('neutral')).toBe('rgb(95, 99, 104)');
    await expect(background('danger')).toBe('rgb(179, 38, 30)');
    await expect(background('success')).toBe('rgb(30, 123, 52)');
    await expect(background('warning')).toBe('rgb(168, 79, 0)');
  },
});

export const MediumSize = meta.story({
  args: { tone: 'neutral', label: 'Awaiting review', size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting review')).toBeVisible();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  render: () => <EveryTone />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('حساب نشط')).toBeVisible();
    await expect(canvas.getByText('مسجّل، بانتظار تفعيل التطبيق')).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  render: () => <EveryTone />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cuenta activa')).toBeVisible();
  },
});

/** Status colours are semantic, not the brand's: a branded theme leaves them unchanged. */
export const Branded = meta.story({
  parameters: { branding: { primary: '#ffeb3b' } },
  render: () => <EveryTone />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Request Approval')).toBeVisible();
    await expect(
      getComputedStyle(canvasElement.querySelector('[data-tone="success"]') as Element).backgroundColor,
    ).toBe('rgb(30, 123, 52)');
  },
});
