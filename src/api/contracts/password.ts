import { text } from './text.ts';

/**
 * Password policy of docs/product.md § Constants, as a list of rules so that forms can show each one live. The
 * message of each rule is a locale key (password.rules.<id>).
 */
export const passwordRules = [
  { id: 'length', test: (p: string) => p.length >= 8 },
  { id: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const PASSWORD_MAX_LENGTH = 256;

/** The same schema checks the server and the forms. */
export const passwordSchema = text()
  .max(PASSWORD_MAX_LENGTH, { message: 'password.rules.tooLong' })
  .superRefine((value, ctx) => {
    for (const rule of passwordRules) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: `password.rules.${rule.id}` });
    }
  });
