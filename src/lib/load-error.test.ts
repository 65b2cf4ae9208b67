import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/index.ts';
import { loadErrorMessageId } from './load-error.ts';

describe('the message of a load error', () => {
  it.each([
    [new ApiError(403, 'Forbidden', 'Select an organisation first'), 'loadError.forbidden'],
    [new ApiError(404, 'ResourceNotFound', 'User not found'), 'loadError.notFound'],
    [new ApiError(409, 'Conflict', 'Changed'), 'loadError.conflict'],
    [new ApiError(401, 'Unauthorized', 'Sign in'), 'loadError.signedOut'],
    [new ApiError(429, 'TooManyRequests', 'Slow down'), 'loadError.tooMany'],
    [new ApiError(400, 'ValidationError', 'Bad query'), 'loadError.refused'],
  ])('says the real cause of %s', (error, id) => {
    expect(loadErrorMessageId(error)).toBe(id);
  });

  it.each([
    [new ApiError(0, 'NonApiError', 'Failed to fetch')],
    [new ApiError(502, 'NonApiError', 'Bad Gateway')],
    [new ApiError(500, 'InteralServerError', 'Something went wrong')],
    [new TypeError('boom')],
  ])('asks to check the connection only when the API gave no answer of its own (%s)', (error) => {
    expect(loadErrorMessageId(error)).toBe('loadError.connection');
  });
});
