import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { contrastRatio, PlainTable, tokens } from '../../../src/design-system/index.ts';
import { DocsFrame } from './docs-frame.tsx';

const HEX = /^#[0-9a-f]{6}$/i;

/** Every colour token, by its path in tokens.color: [path, value]. */
function colourEntries(node: object, path: string[] = []): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value]]
      : colourEntries(value as object, [...path, key]),
  );
}

const ratio = (a: string, b: string) =>
  HEX.test(a) && HEX.test(b) ? `${contrastRatio(a, b).toFixed(2)}:1` : '—';

/** The colour tokens with a swatch, and each one's contrast with white and with the primary text colour. */
export function ColourTokens() {
  return (
    <DocsFrame>
      <PlainTable
        label="Colour tokens"
        columns={['Token', 'Swatch', 'Value', 'Against white', 'Against text.primary']}
        rows={colourEntries(tokens.color).map(([path, value]) => [
          <code key="token">color.{path}</code>,
          <Box
            key="swatch"
            sx={{ width: 48, height: 24, bgcolor: value, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />,
          <code key="value">{value}</code>,
          ratio(value, tokens.color.white),
          ratio(value, tokens.color.text.primary),
        ])}
      />
    </DocsFrame>
  );
}

/** The type scale as the theme draws it, each variant with its size, line height and weight. */
export function TypeScale() {
  return (
    <DocsFrame>
      <PlainTable
        label="Type scale"
        columns={['Variant', 'Sample', 'Size', 'Line height', 'Weight']}
        rows={Object.entries(tokens.type).map(([variant, style]) => [
          <code key="variant">{variant}</code>,
          <Typography key="sample" variant={variant as 'body1'} component="span">
            Lantern لانترن
          </Typography>,
          style.fontSize,
          'lineHeight' in style ? style.lineHeight : '—',
          'fontWeight' in style ? style.fontWeight : 400,
        ])}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Latin: <code>{tokens.font.latin}</code>. Arabic (signed-in portal): <code>{tokens.font.arabic}</code>.
      </Typography>
    </DocsFrame>
  );
}

/** Spacing in theme units (one unit is tokens.spacingUnit pixels) and the corner radii. */
export function SpacingScale() {
  const theme = useTheme();
  return (
    <DocsFrame>
      <PlainTable
        label="Spacing"
        columns={['In code', 'Pixels', 'Size']}
        rows={[0.5, 1, 1.5, 2, 3, 4, 6].map((n) => [
          <code key="code">theme.spacing({n})</code>,
          theme.spacing(n),
          <Box key="size" sx={{ width: theme.spacing(n), height: 16, bgcolor: 'primary.main' }} />,
        ])}
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        {Object.entries(tokens.radius).map(([name, radius]) => (
          <Box
            key={name}
            sx={{
              width: 96,
              height: 64,
              borderRadius: `${Math.min(radius, 32)}px`,
              border: 2,
              borderColor: 'primary.main',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <code>
              radius.{name} {radius}
            </code>
          </Box>
        ))}
      </Box>
    </DocsFrame>
  );
}

/** The elevations used on purpose, as MUI's Paper draws them in the theme. */
export function Elevations() {
  return (
    <DocsFrame>
      <Box sx={{ display: 'flex', gap: 3, p: 2, flexWrap: 'wrap', bgcolor: 'background.default' }}>
        {Object.entries(tokens.elevation).map(([name, level]) => (
          <Paper
            key={name}
            elevation={level}
            sx={{ width: 140, height: 80, display: 'grid', placeItems: 'center' }}
          >
            <code>
              {name} ({level})
            </code>
          </Paper>
        ))}
      </Box>
      <Box sx={{ mt: 2 }}>
        <PlainTable
          label="Layers"
          columns={['Layer (zIndex)', 'Value']}
          rows={Object.entries(tokens.zIndex)
            .sort(([, a], [, b]) => a - b)
            .map(([name, value]) => [<code key="layer">zIndex.{name}</code>, value])}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <PlainTable
          label="Breakpoints"
          columns={['Breakpoint', 'From (px)']}
          rows={Object.entries(tokens.breakpoints).map(([name, value]) => [
            <code key="breakpoint">{name}</code>,
            value,
          ])}
        />
      </Box>
    </DocsFrame>
  );
}
