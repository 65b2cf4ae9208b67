import { use, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { pushKindsFor, type PushKind } from '../../../api/contracts/push.ts';
import { useToast } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useRole } from '../../session/index.ts';
import { usePushSubscriptions, useRemovePush, useSubscribePush, useUpdatePush } from '../api/push.ts';
import { PushDeviceContext } from '../push/device.ts';

/**
 * "Notifications on this device": whether this browser can push, what its owner allowed, a switch
 * to turn push on or off here, and the kinds of news this device is told of.
 */
export function PushPanel() {
  const t = useT();
  const toast = useToast();
  const device = use(PushDeviceContext);
  const kinds = pushKindsFor(useRole());
  const supported = device.supported();
  const [permission, setPermission] = useState(() => (supported ? device.permission() : 'default'));
  // This device's endpoint: undefined while it is asked, null when push is off here.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(supported ? undefined : null);
  const [failed, setFailed] = useState(false);
  const list = usePushSubscriptions();
  const subscribe = useSubscribePush();
  const update = useUpdatePush();
  const remove = useRemovePush();
  useEffect(() => {
    if (!supported) return;
    let live = true;
    device
      .current()
      .then((s) => live && setEndpoint(s?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [device, supported]);

  const mine = endpoint ? list.data?.data.find((s) => s.endpoint === endpoint) : undefined;
  const busy = subscribe.isMutating || update.isMutating || remove.isMutating;
  // `work` answers false when nothing changed (the browser's permission was refused).
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    setFailed(false);
    try {
      if ((await work()) !== false) toast.success(t(done));
    } catch {
      setFailed(true);
    }
  };
  const turnOn = () =>
    attempt(async () => {
      const allowed = await device.requestPermission();
      setPermission(allowed);
      if (allowed !== 'granted') return false;
      const created = await subscribe.trigger({ device: (key) => device.subscribe(key), kinds: [...kinds] });
      setEndpoint(created.endpoint);
    }, 'notifications.push.turnedOn');
  const turnOff = () =>
    attempt(async () => {
      if (mine) await remove.trigger(mine.id);
      await device.unsubscribe();
      setEndpoint(null);
    }, 'notifications.push.turnedOff');
  const choose = (kind: PushKind, on: boolean) => {
    if (!mine) return;
    const chosen = kinds.filter((k) => (k === kind ? on : mine.kinds.includes(k)));
    void attempt(() => update.trigger({ id: mine.id, kinds: chosen }), 'notifications.push.saved');
  };

  let body;
  if (!supported) body = <Alert severity="info">{t('notifications.push.unsupported')}</Alert>;
  else if (permission === 'denied') body = <Alert severity="warning">{t('notifications.push.denied')}</Alert>;
  else if (list.error)
    body = (
      <LoadError
        title="notifications.push.saveFailed"
        error={list.error}
        onRetry={() => void list.mutate()}
      />
    );
  else if (endpoint === undefined || !list.data)
    body = <Loading heights={[40]} label="notifications.push.loading" />;
  else
    body = (
      <Stack spacing={1}>
        <FormControlLabel
          label={t('notifications.push.switch')}
          control={
            // Not disabled while saving: a switch disabled under the keyboard's focus drops it to the page.
            <Switch
              checked={Boolean(mine)}
              slotProps={{ input: { 'aria-busy': busy } }}
              onChange={(e) => {
                if (!busy) void (e.target.checked ? turnOn() : turnOff());
              }}
            />
          }
        />
        {mine ? (
          <FormGroup>
            <FormLabel component="legend">{t('notifications.push.kinds')}</FormLabel>
            {kinds.map((kind) => (
              <FormControlLabel
                key={kind}
                label={t(`notifications.push.kind.${kind}`)}
                control={
                  <Checkbox
                    checked={mine.kinds.includes(kind)}
                    slotProps={{ input: { 'aria-busy': busy } }}
                    onChange={(e) => {
                      if (!busy) choose(kind, e.target.checked);
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
        ) : null}
      </Stack>
    );

  return (
    <Card component="section" variant="outlined" aria-labelledby="push-panel-title" sx={{ mb: 3 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="push-panel-title" component="h2" variant="h6">
            {t('notifications.push.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.push.description')} {t('notifications.push.privacy')}
          </Typography>
          {failed ? <Alert severity="error">{t('notifications.push.saveFailed')}</Alert> : null}
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
