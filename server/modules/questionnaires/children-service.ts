import type { QuestionnaireChild, Scores } from '../../../src/api/contracts/questionnaires.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { Access } from './access.ts';
import type { QuestionnairesRepository } from './repository.ts';

/** The children a questionnaire may be asked about, and one child's score over time. */
export function createChildrenService(deps: {
  repo: Pick<QuestionnairesRepository, 'linkedChildren' | 'scores' | 'respondents' | 'version'>;
  access: Access;
  audit: Pick<AuditLog, 'recordRead'>;
}) {
  const { repo, access } = deps;
  return {
    /** The children actively linked to these guardians of the organisation (others' read as none). */
    async linkedChildren(t: Tenancy, guardianIds: string[]): Promise<{ data: QuestionnaireChild[] }> {
      const organisationId = await access.managed(t);
      const rows = await repo.linkedChildren(organisationId, [...new Set(guardianIds)]);
      return {
        data: rows.map((c) => ({
          id: c.id,
          first_name: c.firstName,
          surname: c.surname,
          full_name: c.fullName,
          patient_number: c.patientNumber,
          date_of_birth: c.dateOfBirth,
          guardian_ids: c.guardianIds,
        })),
      };
    },

    /**
     * One child's scores across a questionnaire's repeats, with the current rule's threshold. The
     * questionnaire and the child must both be the organisation's; the read is audited.
     */
    async scores(
      t: Tenancy,
      q: { questionnaireId: string; patientId: string; limit: number },
    ): Promise<Scores> {
      const organisationId = await access.managed(t);
      const row = await access.questionnaireIn(organisationId, q.questionnaireId);
      const [child] = await repo.respondents(organisationId, [q.patientId]);
      if (child?.type !== 3) throw validationError('patientId', 'Not a patient of the organisation');
      const version = await repo.version(row.id, row.currentVersion);
      const rule = version?.definition.dutyOfCare;
      const { rows, total } = await repo.scores(organisationId, q.questionnaireId, q.patientId, q.limit);
      await deps.audit.recordRead(t, {
        action: 'read.answers',
        organisationId,
        subject: { kind: 'questionnaire', id: q.questionnaireId },
        rows: rows.length,
        detail: { patient_id: q.patientId, view: 'scores' },
      });
      return {
        data: rows.map((r) => ({
          response_id: r.responseId,
          answered_at: (r.answeredAt as Date).toISOString(),
          score: r.score as number,
        })),
        total,
        threshold: rule?.kind === 'score' ? (rule.threshold ?? null) : null,
      };
    },
  };
}
export type ChildrenService = ReturnType<typeof createChildrenService>;
