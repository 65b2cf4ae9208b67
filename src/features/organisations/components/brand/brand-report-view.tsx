import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BrandReport } from '../../../../design-system/index.ts';
import { useT } from '../../../../lib/index.ts';

/**
 * The AA report of a brand colour: the colour entered and the colour the portal uses, each with white
 * text on it and as text on the page, and whether both reach WCAG AA (4.5:1).
 */
export function BrandReportView({ report }: { report: BrandReport }) {
  const t = useT();
  const ratio = (value: number) => t('organisations.brand.ratio', { ratio: value });
  const rows = [
    { key: 'entered', contrast: report.entered },
    { key: 'used', contrast: report.used },
  ] as const;
  return (
    <Box>
      <Typography id="brand-report-title" variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {t('organisations.brand.reportTitle')}
      </Typography>
      <Table
        size="small"
        aria-labelledby="brand-report-title"
        sx={{ '& th, & td': { px: 0.75, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('organisations.brand.colour')}</TableCell>
            <TableCell>{t('organisations.brand.onWhite')}</TableCell>
            <TableCell>{t('organisations.brand.onSurface')}</TableCell>
            <TableCell>{t('organisations.brand.aa')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, contrast }) => (
            <TableRow key={key} data-testid={`brand-${key}`}>
              <TableCell component="th" scope="row">
                {t(`organisations.brand.${key}`)}
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 14,
                      height: 14,
                      borderRadius: 0.5,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: contrast.colour,
                    }}
                  />
                  <span dir="ltr">{contrast.colour}</span>
                </Box>
              </TableCell>
              <TableCell>{ratio(contrast.onWhite)}</TableCell>
              <TableCell>{ratio(contrast.onSurface)}</TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ fontWeight: 700, color: contrast.passes ? 'success.dark' : 'error.main' }}
                >
                  {t(contrast.passes ? 'organisations.brand.pass' : 'organisations.brand.fail')}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t(report.adjusted ? 'organisations.brand.adjusted' : 'organisations.brand.unchanged')}
      </Typography>
    </Box>
  );
}
