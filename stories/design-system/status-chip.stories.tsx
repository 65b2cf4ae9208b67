import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { StatusChip, accountStatuses, type AccountStatusCode } from '../../src/design-system/index.ts';

const codes = Object.keys(accountStatuses).map(Number) as AccountStatusCode[];

/** Every status code, as a feature would render them: labels translated through the ds.statusChip keys. */
function AllStatuses({ translated }: { translated: boolean }) {
  const intl = useIntl();
  const labels = Object.fromEntries(
    codes.map((code) => [code, intl.formatMessage({ id: `ds.statusChip.${accountStatuses[code].tone}` })]),
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ p: 3, flexWrap: 'wrap' }}>
      {codes.map((code) => (
        <StatusChip key={code} status={code} labels={translated ? labels : undefined} />
      ))}
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Design system/StatusChip',
  component: StatusChip,
  args: { status: 4 },
});

export const Default = meta.story({
  args: { status: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active Account')).toBeVisible();
  },
});

export const EveryStatus = meta.story({
  render: () => <AllStatuses translated={false} />,
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
    const background = (code: number) =>
      getComputedStyle(canvasElement.querySelector(`[data-status="${code}"]`) as Element).backgroundColor;
    // black, grey, red, green, orange
    await expect(background(1)).toBe('rgb(27, 27, 27)');
    await expect(background(2)).toBe('rgb(95, 99, 104)');
    await expect(background(3)).toBe('rgb(179, 38, 30)');
    await expect(background(4)).toBe('rgb(30, 123, 52)');
    await expect(background(7)).toBe('rgb(168, 79, 0)');
  },
});

export const OverriddenLabel = meta.story({
  args: { status: 2, labels: { 2: 'Awaiting review' }, size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting review')).toBeVisible();
    await expect(canvas.queryByText('Pending')).toBeNull();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  render: () => <AllStatuses translated />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('حساب نشط')).toBeVisible();
    await expect(canvas.getByText('مسجّل، بانتظار تفعيل التطبيق')).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  render: () => <AllStatuses translated />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cuenta activa')).toBeVisible();
  },
});

/** Status colours are semantic, not the brand's: a branded theme leaves them unchanged. */
export const Branded = meta.story({
  parameters: { branding: { primary: '#ffeb3b' } },
  render: () => <AllStatuses translated={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Request Approval')).toBeVisible();
  },
});
