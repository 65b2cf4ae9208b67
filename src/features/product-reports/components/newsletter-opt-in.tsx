import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { useNewsletterOptIn, useSetNewsletter } from '../api/product-reports.ts';

/** A guardian's newsletter opt-in on their account page (the super admin's newsletter report lists them). */
export function NewsletterOptIn() {
  const t = useT();
  const toast = useToast();
  const { data, error } = useNewsletterOptIn();
  const { trigger, isMutating } = useSetNewsletter();
  const change = async (subscribed: boolean) => {
    try {
      await trigger(subscribed);
      toast.success(
        t(
          subscribed
            ? 'productReports.newsletterOptIn.subscribed'
            : 'productReports.newsletterOptIn.unsubscribed',
        ),
      );
    } catch {
      toast.error(t('productReports.newsletterOptIn.failed'));
    }
  };
  return (
    <Paper sx={{ p: 3, mt: 2 }}>
      <Typography variant="h6" component="h2">
        {t('productReports.newsletterOptIn.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('productReports.newsletterOptIn.description')}
      </Typography>
      {error ? (
        <Alert severity="error">{t('productReports.newsletterOptIn.loadFailed')}</Alert>
      ) : (
        <FormControlLabel
          label={t('productReports.newsletterOptIn.label')}
          control={
            // Not disabled while saving: a switch disabled under the keyboard's focus drops it to the page.
            <Switch
              checked={data?.subscribed ?? false}
              disabled={!data}
              slotProps={{ input: { 'aria-busy': isMutating } }}
              onChange={(e) => {
                if (!isMutating) void change(e.target.checked);
              }}
            />
          }
        />
      )}
    </Paper>
  );
}
