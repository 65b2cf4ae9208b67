import { REVIEW_NOTICE_DAYS } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import type { ScheduledChangeNotice } from '../../jobs/failures.ts';
import type { AssentRepository } from './assent-repository.ts';

/**
 * The review reminders: each active link whose review date falls within REVIEW_NOTICE_DAYS (or has
 * passed) is told to the organisation's admins once per review date, marked in the same transaction
 * as the e-mails, so a run repeated tells no one twice.
 */
export function createReviewReminders(deps: {
  assents: Pick<AssentRepository, 'reviewsDue' | 'markReminded'>;
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  noticeScheduledChange: (notice: ScheduledChangeNotice, tx: Db) => Promise<void>;
}) {
  return {
    async run(): Promise<number> {
      const due = await deps.assents.reviewsDue(REVIEW_NOTICE_DAYS);
      for (const link of due) {
        if (!link.reviewOn) continue;
        const reviewOn = link.reviewOn;
        await deps.transaction(async (tx) => {
          await deps.noticeScheduledChange(
            {
              organisationId: link.organisationId,
              kind: 'reviewDue',
              subject: `${link.guardianFirst} ${link.guardianSurname} (${reviewOn})`,
            },
            tx,
          );
          await deps.assents.markReminded(link.id, reviewOn, tx);
        });
      }
      return due.length;
    },
  };
}
