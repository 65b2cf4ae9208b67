import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_TYPES } from '../../../api/contracts/hospital-information.ts';
import { useApiClient } from '../../../api/index.ts';
import {
  formatFileSize,
  IMAGE_SMALL_WIDTHS,
  responsiveImage,
  useToast,
} from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { uploadCmsImage } from '../api/writes.ts';

/** The page's optional cover image: uploaded to the server at once, kept with the next save. */
export function CoverImageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const t = useT();
  const { locale } = useIntl();
  const toast = useToast();
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CMS_IMAGE_MAX_BYTES) {
      toast.error(
        t('hospitalInformation.imageTooLarge', { size: formatFileSize(CMS_IMAGE_MAX_BYTES, locale) }),
      );
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadCmsImage(client, file));
    } catch {
      toast.error(t('hospitalInformation.imageFailed'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {value ? (
        <Box
          component="img"
          // 80 px high: a wide cover is a few hundred pixels across.
          {...responsiveImage(value, '320px', IMAGE_SMALL_WIDTHS)}
          alt={t('hospitalInformation.cover.alt')}
          sx={{ height: (theme) => theme.spacing(10), borderRadius: 1, objectFit: 'cover' }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('hospitalInformation.cover.none')}
        </Typography>
      )}
      <Button variant="outlined" disabled={uploading} onClick={() => input.current?.click()}>
        {t(
          uploading
            ? 'hospitalInformation.cover.uploading'
            : value
              ? 'hospitalInformation.cover.replace'
              : 'hospitalInformation.cover.add',
        )}
      </Button>
      {value ? (
        <Button color="error" onClick={() => onChange(null)}>
          {t('hospitalInformation.cover.remove')}
        </Button>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept={CMS_IMAGE_TYPES.join(',')}
        aria-label={t('hospitalInformation.cover.add')}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </Stack>
  );
}
