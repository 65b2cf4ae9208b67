import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import type { ContentItemsResponse, UserArea } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { useToast } from '../../../design-system/index.ts';
import { useChooseContent } from '../api/user-areas.ts';
import type { CarouselType } from '../carousels.ts';
import { useT } from '../../../lib/index.ts';
import { ContentAreaFormActions } from './content-area-form-parts.tsx';
import { toggled } from '../toggled.ts';

type Item = ContentItemsResponse['content_categories'][number]['content_items'][number];

export interface ChoiceFormProps {
  membership: UserArea;
  type: CarouselType;
  /** The carousel's items the area shows. */
  offered: Item[];
}

/** The checkable list of one carousel; saving keeps what the user chose in the other carousels. */
export function ChoiceForm({ membership, type, offered }: ChoiceFormProps) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger: choose } = useChooseContent();
  const offeredIds = new Set(offered.map((item) => item.id));
  const { control, handleSubmit, formState, setError } = useForm<{ ids: string[] }>({
    defaultValues: { ids: membership.content_item_ids.filter((id) => offeredIds.has(id)) },
  });

  const submit = handleSubmit(async ({ ids }) => {
    const otherCarousels = membership.content_item_ids.filter((id) => !offeredIds.has(id));
    try {
      await choose({
        organisationAreaId: membership.organisation_area_id,
        contentItemIds: [...otherCarousels, ...ids],
      });
      toast.success(t('contentAreas.choiceSaved', { area: membership.name }));
      void navigate('/content-areas');
    } catch (e) {
      setError('root', {
        message:
          e instanceof ApiError && e.code === 'ResourceNotFound'
            ? 'contentAreas.notMember'
            : 'areas.saveFailed',
      });
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void submit(e)} sx={{ maxWidth: 720 }}>
      {formState.errors.root?.message ? (
        <Alert severity="error">{t(formState.errors.root.message)}</Alert>
      ) : null}
      <Controller
        control={control}
        name="ids"
        render={({ field }) => (
          // The page title names the list on screen; the group repeats it for screen readers.
          <FormGroup
            role="group"
            aria-label={t(`contentAreas.choiceLegend.${type}`, { area: membership.name })}
          >
            {offered.map((item) => (
              <FormControlLabel
                key={item.id}
                label={item.name}
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value.includes(item.id)}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(toggled(field.value, item.id, e.target.checked))}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      />
      <ContentAreaFormActions submitLabel={t('organisations.save')} busy={formState.isSubmitting} />
    </Stack>
  );
}
