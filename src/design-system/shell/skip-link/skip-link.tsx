import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

/** The id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  label?: string;
}

/**
 * The first focusable element of every page (WCAG 2.4.1): hidden until it has focus, then shown over the
 * header; it moves focus to <main> so that the next Tab continues inside the content, not in the menu.
 */
export function SkipLink({ label = 'Skip to main content' }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    // A landmark is not focusable by itself; -1 lets it take focus without entering the Tab order.
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 700,
        borderRadius: 1,
        // Off screen (not display:none, which would take it out of the Tab order) until focused.
        '&:not(:focus)': {
          clip: 'rect(0 0 0 0)',
          clipPath: 'inset(50%)',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          p: 0,
        },
      }}
    >
      {label}
    </Box>
  );
}
