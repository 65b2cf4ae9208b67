import Typography from '@mui/material/Typography';
import { personDisplayName } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import type { ResponseList } from '../api/responses.ts';
import { ScoreOverTime } from '../scores/score-over-time.tsx';
import { ChildFilter } from './child-filter.tsx';

/** The score over time of the child chosen among those the answers are about. */
export function ScoresTab(props: {
  questionnaireId: string;
  subjects: ResponseList['subjects'];
  child: string;
  onChild: (childId: string) => void;
}) {
  const t = useT();
  const chosen = props.subjects.find((s) => s.id === props.child);
  return (
    <>
      <ChildFilter subjects={props.subjects} value={props.child} onChange={props.onChild} />
      {props.child ? (
        <ScoreOverTime
          questionnaireId={props.questionnaireId}
          patientId={props.child}
          headingLevel="h2"
          title={t('questionnaires.scores.title', {
            name: chosen
              ? personDisplayName(chosen, t('questionnaires.people.patientPrefix')).text
              : t('questionnaires.scores.theChild'),
          })}
        />
      ) : (
        <Typography color="text.secondary">{t('questionnaires.scores.chooseChild')}</Typography>
      )}
    </>
  );
}
