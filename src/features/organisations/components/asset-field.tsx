import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { useIntl } from 'react-intl';
import { ASSET_MAX_BYTES, ASSET_MEDIA_TYPES, type Organisation } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import {
  formatFileSize,
  IMAGE_SMALL_WIDTHS,
  responsiveImage,
  useToast,
} from '../../../design-system/index.ts';
import { useUploadOrganisationAsset, type AssetKind } from '../api/organisations.ts';
import { useT } from '../../../lib/index.ts';

const accepted = new Set<string>(ASSET_MEDIA_TYPES);

/**
 * One organisation image (logo or white logo): its preview and an upload button. The file is
 * checked here (PNG, JPEG or WebP, at most 1 MB) and again by the server, which stores it.
 */
export function AssetField({
  organisation,
  kind,
  onUploaded,
}: {
  organisation: Organisation;
  kind: AssetKind;
  /** The new image's address, once uploaded. */
  onUploaded?: (url: string | null) => void;
}) {
  const t = useT();
  const { locale } = useIntl();
  const toast = useToast();
  const { trigger: uploadAsset } = useUploadOrganisationAsset();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(kind === 'logo' ? organisation.logo_url : organisation.white_logo_url);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t(`organisations.assets.${kind}`);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!accepted.has(file.type)) return setProblem(t('organisations.assets.wrongType'));
    if (file.size > ASSET_MAX_BYTES)
      return setProblem(t('organisations.assets.tooLarge', { max: formatFileSize(ASSET_MAX_BYTES, locale) }));
    setBusy(true);
    try {
      const updated = await uploadAsset({ id: organisation.id, kind, file });
      const next = kind === 'logo' ? updated.logo_url : updated.white_logo_url;
      setUrl(next);
      onUploaded?.(next);
      toast.success(t('organisations.assets.uploaded', { name: label }));
    } catch (error) {
      const wrong = error instanceof ApiError && (error.status === 415 || error.status === 413);
      setProblem(t(wrong ? 'organisations.assets.wrongType' : 'organisations.assets.failed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 48,
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          // The white logo is shown on the header's colour, so preview it on a dark ground.
          bgcolor: kind === 'white_logo' ? 'primary.main' : 'background.default',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {url ? (
          <Box
            component="img"
            {...responsiveImage(url, '256px', IMAGE_SMALL_WIDTHS)}
            alt={label}
            sx={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : (
          <ImageIcon color="disabled" aria-hidden />
        )}
      </Box>
      <Stack spacing={0.5} sx={{ flex: 1 }}>
        <Typography variant="body2">{label}</Typography>
        {problem ? (
          <Typography variant="caption" color="error" role="alert">
            {problem}
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('organisations.assets.hint')}
          </Typography>
        )}
      </Stack>
      <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
        {t(url ? 'organisations.assets.replace' : 'organisations.assets.upload')}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={ASSET_MEDIA_TYPES.join(',')}
        aria-label={t('organisations.assets.choose', { name: label })}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </Stack>
  );
}
