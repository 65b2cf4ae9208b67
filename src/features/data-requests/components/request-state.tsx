import Alert from '@mui/material/Alert';
import type { DataRequest } from '../../../api/contracts/data-requests.ts';
import { UserText } from '../../../design-system/index.ts';
import { useDates, useT } from '../../../lib/index.ts';

/** Where the guardian's latest request stands, in the words of its state. */
export function RequestState({ request }: { request: DataRequest }) {
  const t = useT();
  const dates = useDates();
  const values = {
    received: dates.date(request.received_at),
    due: dates.date(request.due_on),
    decided: request.decided_at ? dates.date(request.decided_at) : '',
  };
  if (request.state === 'refused')
    return (
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('dataRequests.yourData.state.refused', values)}{' '}
        {request.refusal_reason ? <UserText>{request.refusal_reason}</UserText> : null}
      </Alert>
    );
  return (
    <Alert severity={request.state === 'received' ? 'info' : 'success'} sx={{ my: 1 }}>
      {t(`dataRequests.yourData.state.${request.state}`, values)}
    </Alert>
  );
}
