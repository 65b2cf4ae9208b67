import { useMemo } from 'react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonAddTable,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  TableBubbleMenu,
  TableImproved,
} from 'mui-tiptap';
import type { CmsLanguage } from '../languages.ts';
import { useT } from '../../../lib/index.ts';

export interface CmsEditorProps {
  /** The language being edited: Arabic is edited right-to-left (TipTap's `textDirection`). */
  language: CmsLanguage;
  /** The HTML the editor starts from; later changes of this prop are ignored (remount with a key). */
  initialHtml: string;
  /** Accessible name of the editable area. */
  label: string;
  onChange: (html: string) => void;
  /** Uploads one image to the server and answers the address it is served from. */
  uploadImage: (file: File) => Promise<string>;
  onUploadFailed: () => void;
}

/**
 * The rich-text editor of a page body (its own chunk: only /hospital-information loads it). Offers
 * only what the server's allow-list keeps: headings, lists, links, tables and uploaded images.
 */
export default function CmsEditor({
  language,
  initialHtml,
  label,
  onChange,
  uploadImage,
  onUploadFailed,
}: CmsEditorProps) {
  const t = useT();
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        // The server forces rel on every link; the editor keeps the links it makes the same.
        link: { openOnClick: false, HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
      LinkBubbleMenuHandler,
      Image,
      TableImproved.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    [],
  );
  const dir = language === 'ar' ? 'rtl' : 'ltr';

  return (
    <RichTextEditor
      extensions={extensions}
      content={initialHtml}
      textDirection={dir}
      immediatelyRender={false}
      editorProps={{
        attributes: { 'aria-label': label, lang: language, role: 'textbox', 'aria-multiline': 'true' },
      }}
      onUpdate={({ editor }) => onChange(editor.getHTML())}
      RichTextFieldProps={{ variant: 'outlined' }}
      sx={{ '& .ProseMirror': { minHeight: '30vh' } }}
      renderControls={() => (
        <MenuControlsContainer>
          <MenuSelectHeading
            aria-label={t('cms.editor.textStyle')}
            labels={{
              paragraph: t('cms.editor.paragraph'),
              heading2: t('cms.editor.heading', { level: 2 }),
              heading3: t('cms.editor.heading', { level: 3 }),
              heading4: t('cms.editor.heading', { level: 4 }),
              empty: t('cms.editor.changeTo'),
            }}
          />
          <MenuDivider />
          <MenuButtonBold tooltipLabel={t('cms.editor.bold')} aria-label={t('cms.editor.bold')} />
          <MenuButtonItalic tooltipLabel={t('cms.editor.italic')} aria-label={t('cms.editor.italic')} />
          <MenuDivider />
          <MenuButtonBulletedList
            tooltipLabel={t('cms.editor.bulletList')}
            aria-label={t('cms.editor.bulletList')}
          />
          <MenuButtonOrderedList
            tooltipLabel={t('cms.editor.orderedList')}
            aria-label={t('cms.editor.orderedList')}
          />
          <MenuDivider />
          <MenuButtonEditLink tooltipLabel={t('cms.editor.link')} aria-label={t('cms.editor.link')} />
          <MenuButtonAddTable tooltipLabel={t('cms.editor.table')} aria-label={t('cms.editor.table')} />
          <MenuButtonImageUpload
            tooltipLabel={t('cms.editor.image')}
            aria-label={t('cms.editor.image')}
            inputProps={{
              accept: 'image/png,image/jpeg,image/webp,image/gif',
              'aria-label': t('cms.editor.image'),
            }}
            onUploadFiles={async (files) => {
              const uploaded = await Promise.allSettled(files.map((file) => uploadImage(file)));
              if (uploaded.some((u) => u.status === 'rejected')) onUploadFailed();
              return uploaded.flatMap((u, i) =>
                u.status === 'fulfilled' ? [{ src: u.value, alt: files[i]?.name ?? '' }] : [],
              );
            }}
          />
          <MenuDivider />
          <MenuButtonUndo tooltipLabel={t('cms.editor.undo')} aria-label={t('cms.editor.undo')} />
          <MenuButtonRedo tooltipLabel={t('cms.editor.redo')} aria-label={t('cms.editor.redo')} />
        </MenuControlsContainer>
      )}
    >
      {() => (
        <>
          <LinkBubbleMenu
            labels={{
              viewLinkEditButtonLabel: t('cms.editor.linkEdit'),
              viewLinkRemoveButtonLabel: t('cms.editor.linkRemove'),
              editLinkAddTitle: t('cms.editor.linkAdd'),
              editLinkEditTitle: t('cms.editor.linkEdit'),
              editLinkCancelButtonLabel: t('cms.cancel'),
              editLinkTextInputLabel: t('cms.editor.linkText'),
              editLinkHrefInputLabel: t('cms.editor.linkHref'),
              editLinkSaveButtonLabel: t('cms.save'),
            }}
          />
          <TableBubbleMenu
            labels={{
              insertColumnBefore: t('cms.editor.columnBefore'),
              insertColumnAfter: t('cms.editor.columnAfter'),
              deleteColumn: t('cms.editor.deleteColumn'),
              insertRowAbove: t('cms.editor.rowAbove'),
              insertRowBelow: t('cms.editor.rowBelow'),
              deleteRow: t('cms.editor.deleteRow'),
              mergeCells: t('cms.editor.mergeCells'),
              splitCell: t('cms.editor.splitCell'),
              toggleHeaderRow: t('cms.editor.headerRow'),
              toggleHeaderColumn: t('cms.editor.headerColumn'),
              toggleHeaderCell: t('cms.editor.headerCell'),
              deleteTable: t('cms.editor.deleteTable'),
            }}
          />
        </>
      )}
    </RichTextEditor>
  );
}
