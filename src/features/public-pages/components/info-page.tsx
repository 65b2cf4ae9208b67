import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';
import { PublicPage } from './public-page.tsx';

/**
 * A section's body as the locale files hold it: one paragraph a line, and lines that start with
 * "- " as a bulleted list.
 */
function Body({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (!items.length) return;
    blocks.push(
      <Box component="ul" key={`ul${blocks.length}`} sx={{ my: 1, ps: 3 }}>
        {items.map((item) => (
          <Typography component="li" key={item} sx={{ mb: 0.5 }}>
            {item}
          </Typography>
        ))}
      </Box>,
    );
    items = [];
  };
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    if (line.startsWith('- ')) {
      items.push(line.slice(2));
      continue;
    }
    flush();
    blocks.push(
      <Typography key={`p${blocks.length}`} sx={{ mb: 1.5 }}>
        {line}
      </Typography>,
    );
  }
  flush();
  return <>{blocks}</>;
}

export interface InfoPageProps {
  /** The locale prefix of the page, e.g. `privacyPages.appPrivacy`: `.title`, `.intro` and `.sections.<id>.title|body`. */
  prefix: string;
  sections: readonly string[];
  /** Shown after the sections (a form, a link). */
  children?: ReactNode;
}

/** A plain-language page of headed sections, from the locale files. */
export function InfoPage({ prefix, sections, children }: InfoPageProps) {
  const t = useT();
  const anchor = prefix.replace(/\./g, '-');
  return (
    <PublicPage>
      <PageHeader title={t(`${prefix}.title`)} description={t(`${prefix}.intro`)} />
      {sections.map((id) => (
        <Box component="section" key={id} aria-labelledby={`${anchor}-${id}`} sx={{ mb: 3 }}>
          <Typography id={`${anchor}-${id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`${prefix}.sections.${id}.title`)}
          </Typography>
          <Body text={t(`${prefix}.sections.${id}.body`)} />
        </Box>
      ))}
      {children}
    </PublicPage>
  );
}
