import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BASE_COLOURS, readableBrandColour } from '../../../src/api/contracts/colour.ts';
import { AA_CONTRAST, contrastRatio } from '../../../src/design-system/index.ts';
import { DocsFrame } from './docs-frame.tsx';

const DEMO_BRANDS = ['#1f5fa8', '#ffeb3b', '#ff0000', '#7fdbff', '#e91e63', '#4caf50', '#808080', '#0b1f44'];

function Swatch({ colour }: { colour: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{ width: 40, height: 24, bgcolor: colour, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <code>{colour}</code>
    </Box>
  );
}

function Ratio({ a, b }: { a: string; b: string }) {
  const value = contrastRatio(a, b);
  const passes = value >= AA_CONTRAST;
  return (
    <span>
      {value.toFixed(2)}:1 {passes ? '✓ AA' : '✗ below AA'}
    </span>
  );
}

function BrandRow({ brand }: { brand: string }) {
  const { requested, main } = readableBrandColour(brand);
  return (
    <TableRow>
      <TableCell>
        <Swatch colour={requested} />
      </TableCell>
      <TableCell>
        <Ratio a={requested} b={BASE_COLOURS.white} />
      </TableCell>
      <TableCell>
        <Swatch colour={main} />
      </TableCell>
      <TableCell>
        <Ratio a={main} b={BASE_COLOURS.white} />
      </TableCell>
      <TableCell>
        <Ratio a={main} b={BASE_COLOURS.sunken} />
      </TableCell>
      <TableCell>
        <Box
          component="span"
          sx={{
            bgcolor: main,
            color: BASE_COLOURS.white,
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            fontWeight: 600,
          }}
        >
          Save
        </Box>
      </TableCell>
    </TableRow>
  );
}

/**
 * Demo brand colours and the colour the portal draws for each, computed by readableBrandColour — the helper
 * the theme (through brandPalette) and the server's web app manifest use — with the contrast ratios.
 */
export function BrandContrast() {
  const [own, setOwn] = useState('#ffc107');
  const valid = /^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(own.trim());
  return (
    <DocsFrame>
      <TextField
        size="small"
        label="Try a brand colour (hex)"
        value={own}
        onChange={(event) => setOwn(event.target.value)}
        helperText={valid ? 'Its row is the first of the table.' : 'A hex colour such as #ffc107.'}
        error={!valid}
        sx={{ mb: 2 }}
      />
      <Box sx={{ overflowX: 'auto' }} role="group" aria-label="Brand colours" tabIndex={0}>
        <Table size="small" aria-label="Brand colours and the colour drawn">
          <TableHead>
            <TableRow>
              <TableCell>Brand colour asked for</TableCell>
              <TableCell>It against white</TableCell>
              <TableCell>Colour drawn (primary.main)</TableCell>
              <TableCell>Against white</TableCell>
              <TableCell>Against the sunken surface</TableCell>
              <TableCell>White text on it</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {valid ? <BrandRow brand={own.trim()} /> : null}
            {DEMO_BRANDS.map((brand) => (
              <BrandRow key={brand} brand={brand} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </DocsFrame>
  );
}
