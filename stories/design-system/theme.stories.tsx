import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AA_CONTRAST, brandPalette, contrastRatio, tokens } from '../../src/design-system/index.ts';

const brands: [string, string | null][] = [
  ['Product colour', null],
  ['Very light yellow', '#fff9c4'],
  ['Bright yellow', '#ffeb3b'],
  ['Mid grey', '#808080'],
  ['Dark navy', '#0b1f44'],
  ['Saturated red', '#ff0000'],
  ['Light cyan', '#7fdbff'],
];

/** Each brand colour next to the primary palette the theme derives from it, with the contrast of its text. */
function BrandPalettes() {
  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        Organisation branding
      </Typography>
      {brands.map(([name, brand]) => {
        const p = brandPalette(brand);
        const ratio = contrastRatio(p.main, p.contrastText);
        return (
          <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-brand={name}>
            <Typography sx={{ width: 160 }}>{name}</Typography>
            <Box
              title={`requested ${p.brand}`}
              sx={{
                width: 48,
                height: 32,
                bgcolor: p.brand,
                borderRadius: 1,
                border: 1,
                borderColor: 'border.subtle',
              }}
            />
            {(['main', 'dark', 'light'] as const).map((shade) => (
              <Box
                key={shade}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  bgcolor: p[shade],
                  color: shade === 'light' ? 'text.primary' : p.contrastText,
                  borderRadius: 1,
                  minWidth: 96,
                }}
              >
                {shade} {p[shade]}
              </Box>
            ))}
            <Typography data-testid="ratio">{ratio.toFixed(2)}:1</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Surfaces, text and status tokens as the theme exposes them (palette.surface.*, palette.statusTone.*). */
function Tokens() {
  const swatches: [string, string][] = [
    ...Object.entries(tokens.color.surface).map(([k, v]) => [`surface.${k}`, v] as [string, string]),
    ...Object.entries(tokens.color.status).map(([k, v]) => [`status.${k}`, v] as [string, string]),
    ...Object.entries(tokens.color.statusTone).map(([k, v]) => [`statusTone.${k}`, v] as [string, string]),
  ];
  return (
    <Stack spacing={3} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        Tokens
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5 }}>
        {swatches.map(([name, value]) => (
          <Box
            key={name}
            sx={{
              border: 1,
              borderColor: 'border.subtle',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'surface.raised',
            }}
          >
            <Box sx={{ height: 40, bgcolor: value }} />
            <Typography variant="caption" component="p" sx={{ p: 1 }}>
              {name} {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack spacing={1}>
        {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'body1', 'body2', 'caption'] as const).map((variant) => (
          <Typography key={variant} variant={variant} component="p">
            {variant} — Lantern
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Contained</Button>
        <Button variant="outlined">Outlined</Button>
        <Button>Text</Button>
      </Stack>
    </Stack>
  );
}

const meta = preview.meta({ title: 'Design system/Theme', component: Tokens });

export const TokenSet = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`surface.raised ${tokens.color.surface.raised}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contained' })).toBeVisible();
  },
});

export const RTL = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { name: 'Tokens' })).direction).toBe('rtl');
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#ffeb3b' } },
  play: async ({ canvas }) => {
    const ratio = contrastRatio(
      getComputedStyle(canvas.getByRole('button', { name: 'Contained' })).backgroundColor.replace(
        /rgb\((\d+), (\d+), (\d+)\)/,
        (_m, r: string, g: string, b: string) =>
          `#${[r, g, b].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`,
      ),
      '#ffffff',
    );
    await expect(ratio).toBeGreaterThanOrEqual(AA_CONTRAST);
  },
});

export const BrandPalettesAtAA = meta.story({
  render: () => <BrandPalettes />,
  play: async ({ canvas }) => {
    const ratios = canvas.getAllByTestId('ratio').map((el) => Number.parseFloat(el.textContent ?? '0'));
    await expect(ratios).toHaveLength(brands.length);
    for (const ratio of ratios) await expect(ratio).toBeGreaterThanOrEqual(AA_CONTRAST);
  },
});
