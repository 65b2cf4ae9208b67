/**
 * The one layout of every e-mail (react-email's primitives rendered to static HTML, in Node and in the
 * browser alike): the organisation's logo or name, its brand colour darkened until white text on it reaches
 * AA (the portal's rule, src/api/contracts/contrast.ts), the texts, one action button, and a footer saying
 * why the reader got it. Arabic mirrors the whole layout. The plain-text part comes from the same content.
 * React escapes every text and attribute: names are user data.
 */
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { darkenUntilReadable, isHexColour, PRODUCT_COLOUR } from '../../src/api/contracts/contrast.ts';
import type { MailLanguage, MailT } from './catalogue.ts';
import type { MailMessage } from './mailer.ts';

/** Who sends it: the organisation's name, brand colour and logo (an absolute address), when known. */
export interface MailBrand {
  name: string;
  colour: string | null;
  logoUrl: string | null;
}

/**
 * An organisation's look from its row: the logo's address made absolute on the portal's public address
 * (an uploaded logo is served at /api/organisations/{id}/assets/logo).
 */
export function brandOf(
  row: { name: string; brandColor: string | null; logoUrl: string | null } | null | undefined,
  publicUrl: string,
): MailBrand | null {
  return row ? { name: row.name, colour: row.brandColor, logoUrl: absolute(row.logoUrl, publicUrl) } : null;
}

function absolute(url: string | null, publicUrl: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, publicUrl);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}

/** Why the reader got the e-mail, said in its footer. */
export type MailWhy = 'account' | 'staff' | 'address';

export interface MailContent {
  language: MailLanguage;
  t: MailT;
  to: string;
  subject: string;
  greeting: string;
  lines: readonly string[];
  action: string;
  link: string;
  why: MailWhy;
  brand?: MailBrand | null | undefined;
}

const WHITE = '#ffffff';
/** White text on the bar and the button: AA (4.5) with the portal's headroom. */
const TARGET = 4.6;

/** The brand colour as the e-mail paints it: the organisation's (darkened to AA), else the product's. */
export const mailColour = (brand: MailBrand | null | undefined) =>
  darkenUntilReadable(
    brand?.colour && isHexColour(brand.colour) ? brand.colour : PRODUCT_COLOUR,
    [WHITE],
    TARGET,
  );

export function renderMail(c: MailContent): MailMessage {
  const rtl = c.language === 'ar';
  const colour = mailColour(c.brand);
  const sender = c.brand?.name || c.t('layout.signature');
  const why = c.t(`layout.why.${c.why}`, { organisation: sender });
  const signature = c.t('layout.signature');
  const align: CSSProperties = { textAlign: rtl ? 'right' : 'left', direction: rtl ? 'rtl' : 'ltr' };
  const text = (children: ReactNode, style: CSSProperties = {}) =>
    h(
      Text,
      { style: { ...align, fontSize: '16px', lineHeight: '24px', color: '#1a1a1a', ...style } },
      children,
    );

  const logo = c.brand?.logoUrl
    ? h(Img, { src: c.brand.logoUrl, alt: sender, height: 48, style: { height: '48px', width: 'auto' } })
    : text(sender, { fontSize: '20px', fontWeight: 700, color: colour, margin: 0 });

  const tree = h(
    Html,
    { lang: c.language, dir: rtl ? 'rtl' : 'ltr' },
    h(Head, null, h('title', null, c.subject)),
    h(Preview, null, c.lines[0] ?? c.subject),
    h(
      Body,
      {
        dir: rtl ? 'rtl' : 'ltr',
        style: { backgroundColor: '#f6f8fb', fontFamily: 'Arial, sans-serif', margin: 0 },
      },
      h(
        Container,
        { dir: rtl ? 'rtl' : 'ltr', style: { backgroundColor: WHITE, maxWidth: '600px', ...align } },
        h(Section, { style: { padding: '24px 24px 16px', ...align } }, logo),
        h(Section, {
          className: 'brand-bar',
          style: { backgroundColor: colour, height: '6px', lineHeight: '6px' },
        }),
        h(
          Section,
          { style: { padding: '8px 24px 24px', ...align } },
          text(c.greeting),
          ...c.lines.map((line) => text(line)),
          h(
            Button,
            {
              href: c.link,
              style: {
                backgroundColor: colour,
                color: WHITE,
                padding: '12px 20px',
                borderRadius: '6px',
                fontSize: '16px',
                fontWeight: 700,
              },
            },
            c.action,
          ),
          text(c.t('layout.linkHint'), { fontSize: '14px', color: '#4a4a4a', marginTop: '24px' }),
          text(h(Link, { href: c.link, style: { color: colour, wordBreak: 'break-all' } }, c.link), {
            fontSize: '14px',
            direction: 'ltr',
          }),
          text(signature),
        ),
        h(Hr, { style: { borderColor: '#dde3ea', margin: 0 } }),
        h(
          Section,
          { style: { padding: '16px 24px', ...align } },
          text(why, { fontSize: '13px', color: '#4a4a4a' }),
        ),
      ),
    ),
  );
  const html = `<!DOCTYPE html>${renderToStaticMarkup(tree)}`;
  const plain = [c.greeting, '', ...c.lines, '', `${c.action}: ${c.link}`, '', signature, '', '--', why];
  return { to: c.to, subject: c.subject, text: plain.join('\n'), html, link: c.link };
}
