/** The server secret of test apps: their tokens, and the seal of the demo staff's TOTP secret in the seeded template. */
export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
