import { useId } from 'react';
import { useAtom } from 'jotai';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { videosCaptionsEndpoints } from '../../../api/contracts/captions.ts';
import type { ApiClient } from '../../../api/index.ts';
import { useT, useWrite } from '../../../lib/index.ts';

import { sessionAtom } from '../../session/index.ts';

const setRequired = (client: ApiClient, required: boolean) =>
  client.call(videosCaptionsEndpoints.settings, { body: { require_captions: required } });

/**
 * The organisation admin's own switch of "publish a video only with captions in the organisation's
 * language" (the super admin also has it in the organisation dialog). The session's organisation holds
 * the setting, so the answer is written back there.
 */
export function CaptionsPolicySwitch() {
  const t = useT();
  const helpId = useId();
  const [session, setSession] = useAtom(sessionAtom);
  const { trigger, isMutating, error } = useWrite('videos:caption-settings', setRequired);
  const organisation = session?.organisation;
  if (!organisation) return null;
  return (
    <FormGroup sx={{ mb: 2 }}>
      <FormControlLabel
        label={t('captions.require')}
        control={
          // Not disabled while saving: a switch disabled under the keyboard's focus drops it to the page.
          <Switch
            checked={organisation.require_captions}
            onChange={(event) => {
              if (isMutating) return;
              void trigger(event.target.checked).then(
                ({ require_captions }) =>
                  setSession((current) =>
                    current?.organisation
                      ? { ...current, organisation: { ...current.organisation, require_captions } }
                      : current,
                  ),
                () => undefined, // the error below says so; the switch stays where it was
              );
            }}
            slotProps={{ input: { 'aria-describedby': helpId, 'aria-busy': isMutating } }}
          />
        }
      />
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ? t('captions.requireFailed') : t('captions.requireHelp')}
      </FormHelperText>
    </FormGroup>
  );
}
