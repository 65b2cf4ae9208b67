import { lazy, Suspense, useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTheme } from '@mui/material/styles';
import { fittingCount } from './fit.ts';
import { loadMenus, useMenuButton } from './load-menus.ts';

const MoreMenu = lazy(() => loadMenus().then((m) => ({ default: m.MoreMenu })));

/** One link of the row: a route of the portal, or an address of another site. */
export interface InlineLink {
  key: string;
  label: string;
  path?: string;
  href?: string;
  /** Shown after the label (a count badge), in the row and in the More menu alike. */
  extra?: ReactNode;
}

export interface InlineNavigationProps {
  links: InlineLink[];
  activePath?: string;
  linkComponent: ElementType;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Text of the button that opens the links that do not fit. */
  moreLabel: string;
  /** What always shows at the row's end (log out, or sign in). */
  end: ReactNode;
}

const noWrap = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/**
 * The wide screen's menu on one line, whatever the width and the language: the links that do not
 * fit move, last first, into a "More" menu. Their widths are measured from an invisible copy of the
 * row, again whenever the room or the text changes (a window resized, the Arabic font loaded).
 */
export function InlineNavigation({
  links,
  activePath,
  linkComponent,
  label,
  moreLabel,
  end,
}: InlineNavigationProps) {
  const gap = parseFloat(useTheme().spacing(0.5));
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(links.length);
  const menu = useMenuButton();
  // Measured again when the text changes, not on every render of a new but equal list.
  const labels = links.map((l) => l.label).join('\n');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    const endBox = endRef.current;
    if (!nav || !measure || !endBox) return;
    const width = (el: Element) => Math.ceil(el.getBoundingClientRect().width);
    const fit = () => {
      const widths = [...measure.children].map(width);
      const more = widths.pop() ?? 0;
      setCount(fittingCount(widths, nav.clientWidth, [width(endBox)], more, gap));
    };
    fit();
    const observer = new ResizeObserver(fit);
    for (const el of [nav, measure, endBox]) observer.observe(el);
    return () => observer.disconnect();
  }, [labels, gap]);

  const target = (link: InlineLink) =>
    link.href
      ? { component: 'a', href: link.href, target: '_blank', rel: 'noopener' }
      : { component: linkComponent, ...(linkComponent === 'a' ? { href: link.path } : { to: link.path }) };
  const shown = links.slice(0, count);
  const moved = links.slice(count);
  const activeMoved = moved.some((l) => l.path && l.path === activePath);

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={label}
      sx={{
        position: 'relative',
        flex: '1 1 auto',
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 0.5,
        flexWrap: 'nowrap',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          visibility: 'hidden',
          pointerEvents: 'none',
        }}
      >
        <Box ref={measureRef} sx={{ display: 'flex', width: 'max-content' }}>
          {links.map((l) => (
            <Button
              key={l.key}
              component="span"
              tabIndex={-1}
              color="inherit"
              sx={{ ...noWrap, fontWeight: 700 }}
            >
              {l.label}
              {l.extra}
            </Button>
          ))}
          <Button component="span" tabIndex={-1} color="inherit" endIcon={<ExpandMoreIcon />} sx={noWrap}>
            {moreLabel}
          </Button>
        </Box>
      </Box>
      {shown.map((l) => (
        <Button
          key={l.key}
          {...target(l)}
          color="inherit"
          aria-current={l.path && activePath === l.path ? 'page' : undefined}
          sx={{ ...noWrap, fontWeight: l.path && activePath === l.path ? 700 : 500 }}
        >
          {l.label}
          {l.extra}
        </Button>
      ))}
      {moved.length > 0 ? (
        <>
          <Button
            color="inherit"
            endIcon={<ExpandMoreIcon />}
            aria-haspopup="menu"
            {...menu.buttonProps}
            sx={{ ...noWrap, fontWeight: activeMoved ? 700 : 500 }}
          >
            {moreLabel}
          </Button>
          {menu.opened ? (
            <Suspense fallback={null}>
              <MoreMenu
                id={menu.id}
                anchor={menu.anchor}
                onClose={menu.close}
                links={moved}
                activePath={activePath}
                target={target}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
      <Box ref={endRef} sx={{ ...noWrap, display: 'flex' }}>
        {end}
      </Box>
    </Box>
  );
}
