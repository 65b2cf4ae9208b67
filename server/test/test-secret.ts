/** The server secret of test apps: their tokens, and the seal of the demo staff's TOTP secret in the seeded template. */
export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/**
 * The operators' METRICS_TOKEN of the test apps that serve /metrics: the generated suites (access
 * matrix, fuzz, private by default) switch the metrics on so that the route is walked with the rest.
 */
export const TEST_METRICS_TOKEN = 'test-metrics-token-that-is-at-least-32-characters';
