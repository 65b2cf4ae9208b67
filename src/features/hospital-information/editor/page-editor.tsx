import { useMemo, useState } from 'react';
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
import { ImageAltDialog } from './image-alt-dialog.tsx';
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
  // The description the author is being asked for, one image at a time.
  const [asking, setAsking] = useState<((alt: string | null) => void) | null>(null);
  const describe = () => new Promise<string | null>((resolve) => setAsking(() => resolve));
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
    <>
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
              aria-label={t('hospitalInformation.editor.textStyle')}
              labels={{
                paragraph: t('hospitalInformation.editor.paragraph'),
                heading2: t('hospitalInformation.editor.heading', { level: 2 }),
                heading3: t('hospitalInformation.editor.heading', { level: 3 }),
                heading4: t('hospitalInformation.editor.heading', { level: 4 }),
                empty: t('hospitalInformation.editor.changeTo'),
              }}
            />
            <MenuDivider />
            <MenuButtonBold
              tooltipLabel={t('hospitalInformation.editor.bold')}
              aria-label={t('hospitalInformation.editor.bold')}
            />
            <MenuButtonItalic
              tooltipLabel={t('hospitalInformation.editor.italic')}
              aria-label={t('hospitalInformation.editor.italic')}
            />
            <MenuDivider />
            <MenuButtonBulletedList
              tooltipLabel={t('hospitalInformation.editor.bulletList')}
              aria-label={t('hospitalInformation.editor.bulletList')}
            />
            <MenuButtonOrderedList
              tooltipLabel={t('hospitalInformation.editor.orderedList')}
              aria-label={t('hospitalInformation.editor.orderedList')}
            />
            <MenuDivider />
            <MenuButtonEditLink
              tooltipLabel={t('hospitalInformation.editor.link')}
              aria-label={t('hospitalInformation.editor.link')}
            />
            <MenuButtonAddTable
              tooltipLabel={t('hospitalInformation.editor.table')}
              aria-label={t('hospitalInformation.editor.table')}
            />
            <MenuButtonImageUpload
              tooltipLabel={t('hospitalInformation.editor.image')}
              aria-label={t('hospitalInformation.editor.image')}
              inputProps={{
                accept: 'image/png,image/jpeg,image/webp,image/gif',
                'aria-label': t('hospitalInformation.editor.image'),
              }}
              onUploadFiles={async (files) => {
                const uploaded = await Promise.allSettled(files.map((file) => uploadImage(file)));
                if (uploaded.some((u) => u.status === 'rejected')) onUploadFailed();
                // Each image goes in with its description in this language, or not at all.
                const described: { src: string; alt: string }[] = [];
                for (const u of uploaded) {
                  if (u.status !== 'fulfilled') continue;
                  const alt = await describe();
                  if (alt) described.push({ src: u.value, alt });
                }
                return described;
              }}
            />
            <MenuDivider />
            <MenuButtonUndo
              tooltipLabel={t('hospitalInformation.editor.undo')}
              aria-label={t('hospitalInformation.editor.undo')}
            />
            <MenuButtonRedo
              tooltipLabel={t('hospitalInformation.editor.redo')}
              aria-label={t('hospitalInformation.editor.redo')}
            />
          </MenuControlsContainer>
        )}
      >
        {() => (
          <>
            <LinkBubbleMenu
              labels={{
                viewLinkEditButtonLabel: t('hospitalInformation.editor.linkEdit'),
                viewLinkRemoveButtonLabel: t('hospitalInformation.editor.linkRemove'),
                editLinkAddTitle: t('hospitalInformation.editor.linkAdd'),
                editLinkEditTitle: t('hospitalInformation.editor.linkEdit'),
                editLinkCancelButtonLabel: t('hospitalInformation.cancel'),
                editLinkTextInputLabel: t('hospitalInformation.editor.linkText'),
                editLinkHrefInputLabel: t('hospitalInformation.editor.linkHref'),
                editLinkSaveButtonLabel: t('hospitalInformation.save'),
              }}
            />
            <TableBubbleMenu
              labels={{
                insertColumnBefore: t('hospitalInformation.editor.columnBefore'),
                insertColumnAfter: t('hospitalInformation.editor.columnAfter'),
                deleteColumn: t('hospitalInformation.editor.deleteColumn'),
                insertRowAbove: t('hospitalInformation.editor.rowAbove'),
                insertRowBelow: t('hospitalInformation.editor.rowBelow'),
                deleteRow: t('hospitalInformation.editor.deleteRow'),
                mergeCells: t('hospitalInformation.editor.mergeCells'),
                splitCell: t('hospitalInformation.editor.splitCell'),
                toggleHeaderRow: t('hospitalInformation.editor.headerRow'),
                toggleHeaderColumn: t('hospitalInformation.editor.headerColumn'),
                toggleHeaderCell: t('hospitalInformation.editor.headerCell'),
                deleteTable: t('hospitalInformation.editor.deleteTable'),
              }}
            />
          </>
        )}
      </RichTextEditor>
      {asking ? (
        <ImageAltDialog
          language={language}
          onDone={(alt) => {
            asking(alt);
            setAsking(null);
          }}
        />
      ) : null}
    </>
  );
}
