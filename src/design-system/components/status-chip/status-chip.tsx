import Chip from '@mui/material/Chip';
import type { StatusTonePalette } from '../../theme/palette-augmentation.ts';

export type StatusTone = keyof StatusTonePalette;

export interface StatusChipProps {
  /** The colour: dark, neutral, danger, success or warning; the feature decides which status is which. */
  tone: StatusTone;
  /** Translated text of the status. */
  label: string;
  size?: 'small' | 'medium';
}

/** A status as a chip: black, grey, red, green or orange, always with white text at AA contrast. */
export function StatusChip({ tone, label, size = 'small' }: StatusChipProps) {
  return (
    <Chip
      label={label}
      size={size}
      data-tone={tone}
      sx={{
        bgcolor: (theme) => theme.palette.statusTone[tone],
        color: 'common.white',
        fontWeight: 600,
        maxWidth: '100%',
      }}
    />
  );
}
