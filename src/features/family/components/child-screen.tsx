import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { FamilyChild } from '../../../api/contracts/index.ts';
import { EmptyState } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { useFamilyChildren } from '../api/children.ts';
import { ChildPicker } from './child-picker.tsx';

/** The address keeps the chosen child, so that /usage and /calendar open on the same one. */
export const CHILD_PARAM = 'child';

/**
 * A guardian's page about one child: loads their children, offers a picker when there are several
 * (kept in `?child=`), and says how to add a child when there is none.
 */
export function ChildScreen({
  loadFailed,
  render,
}: {
  /** The message id of what could not be loaded. */
  loadFailed: string;
  render: (child: FamilyChild) => ReactNode;
}) {
  const t = useT();
  const family = useFamilyChildren();
  const [params, setParams] = useSearchParams();
  if (family.error)
    return <LoadError title={loadFailed} error={family.error} onRetry={() => void family.mutate()} />;
  if (!family.data) return <Loading heights={[48, 240]} />;
  const { children } = family.data;
  if (!children.length)
    return (
      <EmptyState
        title={t('familyPages.noChild.title')}
        description={t('familyPages.noChild.description')}
        action={
          <Button component={RouterLink} to="/account" variant="contained">
            {t('familyPages.noChild.add')}
          </Button>
        }
      />
    );
  const chosen = children.find((c) => c.id === params.get(CHILD_PARAM)) ?? (children[0] as FamilyChild);
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CHILD_PARAM, id);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      {children.length > 1 ? <ChildPicker family={children} value={chosen.id} onChange={choose} /> : null}
      {render(chosen)}
    </>
  );
}
