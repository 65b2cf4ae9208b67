import {
  APP_SIGN_IN_CODE_HOURS,
  readerLanguage,
  type AppSignInCode,
  type AppSignInCodeStatus,
  type Language,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../auth/index.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { GuessLimits } from '../app/index.ts';
import type { AppSignInCodesRepository } from './repository.ts';
import { hashOfWords, newWords } from './words.ts';

const LIFETIME_MS = APP_SIGN_IN_CODE_HOURS * 3_600_000;
/** A new code's hash may equal a spent one's (the index keeps them all): draw again, a few times at most. */
const ATTEMPTS = 5;

/**
 * A guardian's three-word codes for their children: made (or remade, voiding the old one) for an
 * actively linked child whose guardian's link sees every part today, and asked about without the
 * words. The permission check has checked the link (server/http/targets.ts, `opensApp`).
 */
export function createAppSignInCodesService(deps: {
  repo: AppSignInCodesRepository;
  audit: Pick<AuditLog, 'recordFor'>;
  limits: Pick<GuessLimits, 'madeFrom' | 'making'>;
  now: () => number;
}) {
  const { repo, audit, limits, now } = deps;

  /** The guardian's link to the child (revoked since the permission check: 404, as for a missing child). */
  async function linkOf(t: Tenancy, patientId: string) {
    const link = await repo.activeLink(t.principal.sub, patientId);
    if (!link) throw notFound('Child');
    return link;
  }

  return {
    async status(t: Tenancy, patientId: string): Promise<AppSignInCodeStatus> {
      const link = await linkOf(t, patientId);
      const code = await repo.live(link.id, new Date(now()));
      return {
        live: code !== undefined,
        language: code?.language ?? null,
        created_at: code?.createdAt.toISOString() ?? null,
        expires_at: code?.expiresAt.toISOString() ?? null,
      };
    },

    async create(
      t: Tenancy,
      patientId: string,
      asked: Language | undefined,
      client: string,
    ): Promise<AppSignInCode> {
      await limits.making(t.principal.sub);
      const reader = await repo.readerOf(t.principal.sub);
      const language: Language =
        asked ??
        (reader
          ? readerLanguage(
              reader,
              reader.organisationLanguage === null
                ? null
                : {
                    language: reader.organisationLanguage,
                    family_languages: reader.familyLanguages ?? undefined,
                  },
            )
          : 'en');
      for (let attempt = 1; ; attempt += 1) {
        const words = newWords(language);
        const codeHash = hashOfWords(words);
        const createdAt = new Date(now());
        const expiresAt = new Date(createdAt.getTime() + LIFETIME_MS);
        try {
          await repo.transaction(async (tx) => {
            // Again inside the transaction, the link locked: a revocation in between wins.
            const link = await repo.activeLink(t.principal.sub, patientId, tx);
            if (!link) throw notFound('Child');
            const replaced = await repo.voidUnused(link.id, tx);
            await repo.insert(
              {
                linkId: link.id,
                organisationId: link.organisationId,
                patientId,
                codeHash,
                language,
                createdAt,
                expiresAt,
              },
              tx,
            );
            await audit.recordFor(
              t,
              {
                organisationId: link.organisationId,
                action: 'family.app-sign-in-code.create',
                subject: patientId,
                detail: { language, replaced },
              },
              tx,
            );
          });
        } catch (error) {
          if (attempt < ATTEMPTS && isUniqueViolation(error)) continue;
          throw error;
        }
        await limits.madeFrom(codeHash, client, LIFETIME_MS);
        return {
          words,
          language,
          created_at: createdAt.toISOString(),
          expires_at: expiresAt.toISOString(),
        };
      }
    },
  };
}
export type AppSignInCodesService = ReturnType<typeof createAppSignInCodesService>;
