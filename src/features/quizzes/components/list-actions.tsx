import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { ConfirmDialog, useToast } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { AreasDialog } from './areas-dialog.tsx';

/** A row's icon button, named by its tooltip's words. */
export function RowAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

interface ListActionsOptions<T> {
  /** The locale namespace: quizzes and missions name the same messages alike. */
  prefix: 'quizzes' | 'missions';
  title: (row: T) => string;
  remove: (id: string) => Promise<unknown>;
  setAreas: (change: { id: string; areaIds: string[] }) => Promise<unknown>;
}

/**
 * What the quiz and mission lists share: offering a row in areas and deleting it after a
 * confirmation, each said in a toast. `dialogs` is rendered once by the list.
 */
export function useListActions<T extends { id: string; area_ids: string[] }>({
  prefix,
  title,
  remove,
  setAreas,
}: ListActionsOptions<T>) {
  const t = useT();
  const toast = useToast();
  const [offering, setOffering] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      toast.success(t(`${prefix}.deleted`, { title: title(deleting) }));
    } catch {
      toast.error(t(`${prefix}.deleteFailed`));
    } finally {
      setDeleting(null);
    }
  };
  const saveAreas = async (areaIds: string[]) => {
    if (!offering) return;
    try {
      await setAreas({ id: offering.id, areaIds });
      toast.success(t(`${prefix}.areas.saved`, { title: title(offering) }));
      setOffering(null);
    } catch {
      toast.error(t(`${prefix}.areas.saveFailed`));
    }
  };

  const dialogs = (
    <>
      <AreasDialog
        title={offering ? title(offering) : null}
        selected={offering?.area_ids ?? []}
        onSave={saveAreas}
        onClose={() => setOffering(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t(`${prefix}.deleteTitle`, { title: deleting ? title(deleting) : '' })}
        message={t(`${prefix}.deleteMessage`)}
        confirmLabel={t(`${prefix}.delete`)}
        cancelLabel={t(`${prefix}.cancel`)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
  return { offer: setOffering, askToDelete: setDeleting, dialogs };
}
