import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { BASE_COLOURS } from '../../../src/api/contracts/colour.ts';
import { AA_CONTRAST, brandReport, type BrandReport } from '../../../src/design-system/index.ts';
import { DocsFrame } from './docs-frame.tsx';

const DEMO_BRANDS = ['#1f5fa8', '#ffeb3b', '#ff0000', '#7fdbff', '#e91e63', '#4caf50', '#808080', '#0b1f44'];
// Each through the same report the organisation dialog and the Storybook toolbar show.
const DEMO_REPORTS = DEMO_BRANDS.map(brandReport).filter((report) => report !== null);

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

/** A ratio as the portal's AA report states it (rounded down, so a ratio shown as passing passes). */
function Ratio({ value }: { value: number }) {
  return (
    <span>
      {value.toFixed(2)}:1 {value >= AA_CONTRAST ? '✓ AA' : '✗ below AA'}
    </span>
  );
}

function BrandRow({ report }: { report: BrandReport }) {
  const { entered, used } = report;
  return (
    <TableRow>
      <TableCell>
        <Swatch colour={entered.colour} />
      </TableCell>
      <TableCell>
        <Ratio value={entered.onWhite} />
      </TableCell>
      <TableCell>
        <Swatch colour={used.colour} />
      </TableCell>
      <TableCell>
        <Ratio value={used.onWhite} />
      </TableCell>
      <TableCell>
        <Ratio value={used.onSurface} />
      </TableCell>
      <TableCell>
        <Box
          component="span"
          sx={{
            bgcolor: used.colour,
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
 * Demo brand colours and the colour the portal draws for each, with the contrast ratios: brandReport, which
 * reads the theme's own brandPalette (readableBrandColour, as the server's web app manifest uses too).
 */
export function BrandContrast() {
  const [own, setOwn] = useState('#ffc107');
  const ownReport = brandReport(own.trim());
  const valid = ownReport !== null;
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
            {ownReport ? <BrandRow report={ownReport} /> : null}
            {DEMO_REPORTS.map((report) => (
              <BrandRow key={report.entered.colour} report={report} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </DocsFrame>
  );
}
