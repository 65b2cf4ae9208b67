import { z } from 'zod';
import { IMAGE_SMALL_WIDTHS, IMAGE_WIDTHS } from './image-sizes.ts';

const WIDTHS: readonly number[] = [...IMAGE_SMALL_WIDTHS, ...IMAGE_WIDTHS];
const WIDTH_MESSAGE = `must be one of ${WIDTHS.join(', ')}`;

/**
 * `?w=&q=` of every image address: one of the spec's widths (any other would let a caller make the
 * server resize and cache without bound) and a quality of 1–100. Query values arrive as text.
 */
export const imageSizeQuery = {
  w: z.coerce
    .number({ message: WIDTH_MESSAGE })
    .int({ message: WIDTH_MESSAGE })
    .max(Math.max(...WIDTHS), { message: WIDTH_MESSAGE })
    .refine((w) => WIDTHS.includes(w), { message: WIDTH_MESSAGE })
    .optional(),
  q: z.coerce.number({ message: 'must be a whole number from 1 to 100' }).int().min(1).max(100).optional(),
};
