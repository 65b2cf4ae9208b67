import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  LINKED_CHILDREN_GUARDIANS_MAX,
  type QuestionnaireChild,
} from '../../../api/contracts/questionnaires.ts';
import { personDisplayName } from '../../../design-system/index.ts';
import { LoadError, useDates, useT } from '../../../lib/index.ts';
import { useLinkedChildren } from '../api/children.ts';

/** Whom the questions are about: the guardians themselves, each of their children, or one child (its id). */
export type About = 'self' | 'each' | (string & {});

/** The settings the server takes for a choice. */
export const aboutSettings = (about: About): { subjectPatientId?: string; eachChild?: boolean } =>
  about === 'self' ? {} : about === 'each' ? { eachChild: true } : { subjectPatientId: about };

const key = (name: string) => `questionnaires.assign.about.${name}`;

function ChildLabel({ child }: { child: QuestionnaireChild }) {
  const t = useT();
  const dates = useDates();
  // Two children of one name are told apart by their date of birth and patient number.
  const facts = [
    child.date_of_birth ? t(key('born'), { date: dates.date(`${child.date_of_birth}T12:00:00Z`) }) : null,
    child.patient_number ? t(key('number'), { number: child.patient_number }) : null,
  ].filter(Boolean);
  return (
    <span>
      <bdi>{personDisplayName(child, t('questionnaires.people.patientPrefix')).text}</bdi>
      {facts.length ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {facts.join(' · ')}
        </Typography>
      ) : null}
    </span>
  );
}

/**
 * The chosen guardians' linked children to pick the one the questions are about. A single child must
 * be linked to every chosen guardian; "each" asks every guardian about each of their own children.
 */
export function ChildPicker(props: { guardianIds: string[]; value: About; onChange: (next: About) => void }) {
  const t = useT();
  const children = useLinkedChildren(props.guardianIds);
  const tooMany = props.guardianIds.length > LINKED_CHILDREN_GUARDIANS_MAX;
  const common = (children.data ?? []).filter((c) =>
    props.guardianIds.every((id) => c.guardian_ids.includes(id)),
  );
  return (
    <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }}>
      <FormLabel component="legend">{t(key('legend'))}</FormLabel>
      <RadioGroup value={props.value} onChange={(_e, next) => props.onChange(next)}>
        <FormControlLabel value="self" control={<Radio />} label={t(key('self'))} />
        <FormControlLabel value="each" control={<Radio />} label={t(key('each'))} />
        {common.map((c) => (
          <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={<ChildLabel child={c} />} />
        ))}
      </RadioGroup>
      {tooMany ? (
        <FormHelperText>{t(key('tooMany'))}</FormHelperText>
      ) : children.error ? (
        <LoadError
          title="questionnaires.assign.about.failed"
          error={children.error}
          onRetry={() => void children.mutate()}
        />
      ) : children.data === undefined ? (
        <CircularProgress size={24} aria-label={t(key('loading'))} />
      ) : common.length === 0 ? (
        <FormHelperText>{t(key('noCommon'))}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
