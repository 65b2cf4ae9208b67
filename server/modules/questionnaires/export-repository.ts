import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionnaireFlags, questionnaireResponses, questionnaireVersions } from './schema.ts';
import { users } from '../users/schema.ts';
import { person, subjectPerson, subjectUser } from './response-repository.ts';

/** Where an export's next page starts: the last row's assignment time (as text) and id. */
export interface ExportKey {
  assignedAt: string;
  id: string;
}

/** What the answers' exports read: keyset pages of completed responses and their flags. */
export function createExportQueries(db: Db) {
  return {
    /**
     * One page of an export: the completed responses after `after` (a keyset on
     * questionnaire_responses_page_idx's order, the timestamp as text so that no microsecond is lost).
     */
    exportPage(questionnaireId: string, after: ExportKey | undefined, limit: number) {
      return db
        .select({
          response: questionnaireResponses,
          user: person,
          subject: subjectPerson,
          version: questionnaireVersions.version,
          key: sql<string>`${questionnaireResponses.assignedAt}::text`,
        })
        .from(questionnaireResponses)
        .innerJoin(users, eq(users.id, questionnaireResponses.userId))
        .leftJoin(subjectUser, eq(subjectUser.id, questionnaireResponses.subjectPatientId))
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, questionnaireResponses.versionId))
        .where(
          and(
            eq(questionnaireResponses.questionnaireId, questionnaireId),
            eq(questionnaireResponses.status, 'completed'),
            after
              ? sql`(${questionnaireResponses.assignedAt}, ${questionnaireResponses.id}) > (${after.assignedAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(questionnaireResponses.assignedAt), asc(questionnaireResponses.id))
        .limit(limit);
    },
    /** The flags raised on these responses, with who acknowledged them (one query a page). */
    flagsOfResponses(responseIds: string[]) {
      if (!responseIds.length) return Promise.resolve([]);
      return db
        .select({
          responseId: questionnaireFlags.responseId,
          rule: questionnaireFlags.rule,
          raisedAt: questionnaireFlags.raisedAt,
          acknowledgedAt: questionnaireFlags.acknowledgedAt,
          acknowledgedBy: person,
        })
        .from(questionnaireFlags)
        .leftJoin(users, eq(users.id, questionnaireFlags.acknowledgedBy))
        .where(inArray(questionnaireFlags.responseId, responseIds))
        .orderBy(asc(questionnaireFlags.raisedAt), asc(questionnaireFlags.id));
    },
  };
}
