import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SafetyNet } from '../../../api/contracts/questionnaires.ts';
import { PageHeader, useToast } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useMyQuestionnaire, useSubmitAnswers } from '../api/my-questionnaires.ts';
import { AnswerForm } from './answer-form.tsx';
import { AnsweredView } from './answered-view.tsx';
import { SafetyNetNotice } from './safety-net.tsx';
import { LIST_PATH } from './paths.ts';
import { aboutLine } from './subject-line.ts';
import { localised } from './texts.ts';

/** /questionnaires/answer/:responseId — one questionnaire to answer, or its answers once sent. */
export function AnswerPage() {
  const t = useT();
  const { locale } = useIntl();
  const toast = useToast();
  const { responseId = '' } = useParams();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { data, error, mutate } = useMyQuestionnaire(responseId);
  const { trigger } = useSubmitAnswers();
  // What the family reads at once after answers that meet a duty-of-care rule (the answer's reply).
  const [net, setNet] = useState<SafetyNet | null>(null);
  const back = (
    <Link component={RouterLink} to={LIST_PATH}>
      {t('familyQuestionnaires.allQuestionnaires')}
    </Link>
  );
  if (error)
    return (
      <LoadError title="familyQuestionnaires.oneLoadFailed" error={error} onRetry={() => void mutate()} />
    );
  if (!data) return <Loading heights={[48, 240]} />;
  const description = [aboutLine(data, t), localised(data.description, locale)].filter(Boolean).join(' · ');
  return (
    <>
      <PageHeader eyebrow={back} title={localised(data.title, locale)} description={description} />
      {net ? <SafetyNetNotice net={net} /> : null}
      {data.status === 'completed' ? (
        <AnsweredView response={data} />
      ) : (
        <AnswerForm
          key={data.response_id}
          response={data}
          oneAtATime={phone}
          onSubmit={async (answers) => {
            try {
              const answered = await trigger({ id: data.response_id, answers });
              setNet(answered.safety_net);
              toast.success(t('familyQuestionnaires.submitted'));
            } catch {
              toast.error(t('familyQuestionnaires.submitFailed'));
            }
          }}
        />
      )}
    </>
  );
}
