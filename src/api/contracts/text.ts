import { z } from 'zod';

/**
 * PostgreSQL text cannot hold a NUL character: a NUL that reached a query answered 500. Every
 * string of every contract is built from these, so it is refused as a 400 naming the field.
 */
export const NUL_MESSAGE = 'must not contain the NUL character';
export const noNul = (value: string): boolean => !value.includes('\u0000');

/** A string field (chain `.trim()`, `.min()`, `.max()`, `.regex()` as on `z.string()`). */
export const text = () => z.string().refine(noNul, { message: NUL_MESSAGE });

/** An absolute URL field. */
export const url = () => z.url().refine(noNul, { message: NUL_MESSAGE });

/** Largest value of a PostgreSQL integer (int4) column: a bigger number must not reach a query. */
export const INT4_MAX = 2_147_483_647;
