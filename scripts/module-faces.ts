/**
 * The files of a server module that other modules may import past its face (index.ts, schema.ts),
 * each with why; docs/architecture.md § Module faces says the same. Read by eslint.config.js and
 * scripts/module-faces.test.ts, which holds it to at most ten.
 */
export const FACE_EXCEPTIONS: Record<string, string> = {};
