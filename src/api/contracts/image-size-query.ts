import { z } from 'zod';
import { IMAGE_QUALITIES, IMAGE_SMALL_WIDTHS, IMAGE_WIDTHS } from './image-sizes.ts';

const WIDTHS: readonly number[] = [...IMAGE_SMALL_WIDTHS, ...IMAGE_WIDTHS];
const WIDTH_MESSAGE = `must be one of ${WIDTHS.join(', ')}`;
const QUALITIES: readonly number[] = IMAGE_QUALITIES;
const QUALITY_MESSAGE = `must be one of ${QUALITIES.join(', ')}`;

/**
 * `?w=&q=` of every image address: one of the spec's widths (any other would let a caller make the
 * server resize and cache without bound) and one of a few qualities (likewise). Query values arrive as text.
 */
export const imageSizeQuery = {
  w: z.coerce
    .number({ message: WIDTH_MESSAGE })
    .int({ message: WIDTH_MESSAGE })
    .max(Math.max(...WIDTHS), { message: WIDTH_MESSAGE })
    .refine((w) => WIDTHS.includes(w), { message: WIDTH_MESSAGE })
    .optional(),
  q: z.coerce
    .number({ message: QUALITY_MESSAGE })
    .int({ message: QUALITY_MESSAGE })
    .max(Math.max(...QUALITIES), { message: QUALITY_MESSAGE })
    .refine((q) => QUALITIES.includes(q), { message: QUALITY_MESSAGE })
    .optional(),
};
