import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IssueReply } from '../../../api/contracts/index.ts';
import { useDates, useT } from '../../../lib/index.ts';

/** How the report and each reply say when they were written: one style on the whole page (5 Dec 2026, 11:06). */
export const THREAD_DATE = { dateStyle: 'medium', timeStyle: 'short' } as const;

export interface ReportThreadProps {
  replies: IssueReply[];
  /** Whose side the reader is on: their own bubbles sit at the end of the line. */
  reader: IssueReply['author_role'];
}

/** A report's conversation, oldest first: the family's and the hospital's replies as bubbles. */
export function ReportThread({ replies, reader }: ReportThreadProps) {
  const t = useT();
  const dates = useDates();
  if (replies.length === 0)
    return (
      <Typography color="text.secondary">
        {t(reader === 'family' ? 'issueReports.thread.emptyFamily' : 'issueReports.thread.empty')}
      </Typography>
    );
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {replies.map((reply) => {
        const own = reply.author_role === reader;
        const side =
          own && reader === 'family'
            ? t('issueReports.thread.you')
            : t(`issueReports.thread.${reply.author_role}`);
        const name = reply.author ? `${reply.author.first_name} ${reply.author.surname}`.trim() : '';
        return (
          <Box
            component="li"
            key={reply.id}
            sx={{
              alignSelf: own ? 'flex-end' : 'flex-start',
              maxWidth: { xs: '90%', sm: '75%' },
              px: 2,
              py: 1.5,
              borderRadius: 2,
              bgcolor: own ? 'surface.sunken' : 'surface.raised',
              border: 1,
              borderColor: 'border.subtle',
            }}
          >
            <Typography variant="subtitle2" component="p">
              {name && reader === 'hospital' ? t('issueReports.thread.byline', { side, name }) : side}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', my: 0.5 }}>
              {reply.body}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              <time dateTime={reply.created_at}>{dates.format(reply.created_at, THREAD_DATE)}</time>
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
