/**
 * The path of `authEndpoints.providers`, on its own: the signed-out /login asks it on its first load,
 * which carries no zod, so the page reads the path from here rather than from the definition
 * (src/features/auth/api/providers.ts checks an answer naming a provider once zod has loaded).
 */
export const AUTH_PROVIDERS_PATH = '/auth/providers';
