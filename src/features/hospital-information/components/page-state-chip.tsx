import type { CmsPageState } from '../../../api/contracts/hospital-information.ts';
import { StatusChip, type StatusTone } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

const TONE: Record<CmsPageState, StatusTone> = { draft: 'neutral', published: 'success', changed: 'warning' };

/** Draft, published, or changed since publishing (the draft differs from what guardians see). */
export function PageStateChip({ state }: { state: CmsPageState }) {
  const t = useT();
  return <StatusChip tone={TONE[state]} label={t(`hospitalInformation.state.${state}`)} />;
}
