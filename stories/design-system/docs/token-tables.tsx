import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { contrastRatio, tokens } from '../../../src/design-system/index.ts';
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

function Head({ columns }: { columns: string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell key={c}>{c}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** The colour tokens with a swatch, and each one's contrast with white and with the primary text colour. */
export function ColourTokens() {
  return (
    <DocsFrame>
      <Table size="small" aria-label="Colour tokens">
        <Head columns={['Token', 'Swatch', 'Value', 'Against white', 'Against text.primary']} />
        <TableBody>
          {colourEntries(tokens.color).map(([path, value]) => (
            <TableRow key={path}>
              <TableCell>
                <code>color.{path}</code>
              </TableCell>
              <TableCell>
                <Box
                  sx={{
                    width: 48,
                    height: 24,
                    bgcolor: value,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                />
              </TableCell>
              <TableCell>
                <code>{value}</code>
              </TableCell>
              <TableCell>{ratio(value, tokens.color.white)}</TableCell>
              <TableCell>{ratio(value, tokens.color.text.primary)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DocsFrame>
  );
}

/** The type scale as the theme draws it, each variant with its size, line height and weight. */
export function TypeScale() {
  return (
    <DocsFrame>
      <Table size="small" aria-label="Type scale">
        <Head columns={['Variant', 'Sample', 'Size', 'Line height', 'Weight']} />
        <TableBody>
          {Object.entries(tokens.type).map(([variant, style]) => (
            <TableRow key={variant}>
              <TableCell>
                <code>{variant}</code>
              </TableCell>
              <TableCell>
                <Typography variant={variant as 'body1'} component="span">
                  Lantern لانترن
                </Typography>
              </TableCell>
              <TableCell>{style.fontSize}</TableCell>
              <TableCell>{'lineHeight' in style ? style.lineHeight : '—'}</TableCell>
              <TableCell>{'fontWeight' in style ? style.fontWeight : 400}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Latin: <code>{tokens.font.latin}</code>. Arabic (signed-in portal): <code>{tokens.font.arabic}</code>.
      </Typography>
    </DocsFrame>
  );
}

function SpacingRows() {
  const theme = useTheme();
  return (
    <TableBody>
      {[0.5, 1, 1.5, 2, 3, 4, 6].map((n) => (
        <TableRow key={n}>
          <TableCell>
            <code>theme.spacing({n})</code>
          </TableCell>
          <TableCell>{theme.spacing(n)}</TableCell>
          <TableCell>
            <Box sx={{ width: theme.spacing(n), height: 16, bgcolor: 'primary.main' }} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}

/** Spacing in theme units (one unit is tokens.spacingUnit pixels) and the corner radii. */
export function SpacingScale() {
  return (
    <DocsFrame>
      <Table size="small" aria-label="Spacing">
        <Head columns={['In code', 'Pixels', 'Size']} />
        <SpacingRows />
      </Table>
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
      <Table size="small" aria-label="Layers" sx={{ mt: 2 }}>
        <Head columns={['Layer (zIndex)', 'Value']} />
        <TableBody>
          {Object.entries(tokens.zIndex)
            .sort(([, a], [, b]) => a - b)
            .map(([name, value]) => (
              <TableRow key={name}>
                <TableCell>
                  <code>zIndex.{name}</code>
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label="Breakpoints" sx={{ mt: 2 }}>
        <Head columns={['Breakpoint', 'From (px)']} />
        <TableBody>
          {Object.entries(tokens.breakpoints).map(([name, value]) => (
            <TableRow key={name}>
              <TableCell>
                <code>{name}</code>
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DocsFrame>
  );
}
