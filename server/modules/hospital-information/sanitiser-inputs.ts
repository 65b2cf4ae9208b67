/**
 * Generated hostile HTML for the sanitiser suite: random trees of allowed and dangerous elements
 * (HTML, SVG, MathML, raw-text and template elements), handlers, script addresses in every
 * spelling a browser still follows, broken quoting, comments and truncation, mixed with classic
 * mutation-XSS shapes. Seeded, so a failure names an input that can be made again.
 */
import { seeded } from '../../test/fuzz-inputs.ts';

const IMAGE =
  '/api/organisation-cms/images/123e4567-e89b-42d3-a456-426614174000?v=0123456789abcdef0123456789abcdef';

const TAGS = [
  'p',
  'h2',
  'strong',
  'em',
  'ul',
  'li',
  'a',
  'img',
  'table',
  'tr',
  'td',
  'th',
  'span',
  'div',
  'blockquote',
  'pre',
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'template',
  'noscript',
  'noembed',
  'xmp',
  'title',
  'base',
  'meta',
  'link',
  'video',
  'audio',
  'source',
  'details',
  'marquee',
  'image',
  'animate',
  'set',
  'foreignObject',
  'mglyph',
  'malignmark',
  'mtext',
  'desc',
  'use',
  'frameset',
  'body',
  'html',
  'head',
  'annotation-xml',
  'listing',
  'plaintext',
  'dialog',
  'slot',
  'portal',
];

const ATTRIBUTES = [
  'onclick',
  'onerror',
  'onload',
  'ONMOUSEOVER',
  'onfocus',
  'onbegin',
  'onanimationstart',
  'autofocus',
  'href',
  'src',
  'xlink:href',
  'srcset',
  'srcdoc',
  'formaction',
  'action',
  'style',
  'background',
  'poster',
  'data',
  'dir',
  'target',
  'rel',
  'title',
  'alt',
  'class',
  'id',
  'name',
  'colspan',
  'width',
  'data-x',
  'is',
  'contenteditable',
  'attributeName',
  'values',
  'to',
  'from',
  'encoding',
  'xmlns',
  'lang',
  'ping',
  'content',
  'http-equiv',
];

const VALUES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java&#x09;script:alert(1)',
  '&#106;avascript:alert(1)',
  'jav&#x61;script&colon;alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'https://example.org/',
  IMAGE,
  '//evil.test/x',
  '#top',
  'mailto:a@b.test',
  'tel:+441234',
  'x" onerror="alert(1)',
  "x' onerror='alert(1)",
  'alert(1)',
  'rtl',
  'ltr',
  'bogus',
  '_blank',
  '_self',
  '_top',
  'expression(alert(1))',
  'url(javascript:alert(1))',
  '</p><script>alert(1)</script>',
  '</style><img src=x onerror=alert(1)>',
  'text/html',
  'refresh',
  '0;url=javascript:alert(1)',
  'http://www.w3.org/1999/xhtml',
  'x><svg onload=alert(1)>',
];

const TEXTS = [
  'Hello',
  'مرحبا بكم في الجناح',
  'Hola & adiós',
  '<',
  '>',
  '&amp;',
  '&lt;script&gt;',
  '"\'',
  'javascript:alert(1)',
  '\u202eevil',
  '&#x3C;script&#x3E;alert(1)&#x3C;/script&#x3E;',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '</',
  '<?xml ?>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '\u0001',
];

/** Shapes that have broken sanitisers before: namespace confusion, raw-text elements, re-parsing. */
const CLASSICS = [
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><g/onload=alert(1)//<p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<style><img src=x onerror=alert(1)></style>',
  '<table><td><a href=javascript:alert(1)>x',
  '<img src="' + IMAGE + '" onerror="alert(1)">',
  '<img src="' + IMAGE + '&x=1">',
  '<a href="/ok" target="_parent" rel="opener">x</a>',
  '<div dir="rtl" style="background:url(javascript:alert(1))">x</div>',
  '<svg><animate attributeName=href values=javascript:alert(1) /><a><text>x</text></a></svg>',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:/"><a href="x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<a href=" &#14;javascript:alert(1)">x</a>',
  '<p>unclosed <b>bold <i>both</p>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<svg><foreignObject><iframe src=javascript:alert(1)></iframe></foreignObject></svg>',
];

/** `count` hostile inputs, the classics first. */
export function hostileInputs(count: number, seed = 20261123): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const attribute = () => {
    const value = pick(VALUES);
    const quote = pick(['"', "'", '', '"']);
    return ` ${pick(ATTRIBUTES)}=${quote}${quote === '"' && random() < 0.7 ? value.replaceAll('"', '&quot;') : value}${quote}`;
  };
  const node = (depth: number): string => {
    const r = random();
    if (r < 0.25 || depth > 3) return pick(TEXTS);
    if (r < 0.32) return pick(CLASSICS);
    const tag = pick(TAGS);
    const attributes = Array.from({ length: Math.floor(random() * 4) }, attribute).join('');
    const children = Array.from({ length: Math.floor(random() * 3) }, () => node(depth + 1)).join('');
    const close = random() < 0.85 ? `</${random() < 0.1 ? tag.toUpperCase() : tag}>` : '';
    return `<${tag}${attributes}${random() < 0.1 ? '/' : ''}>${children}${close}`;
  };
  const out = [...CLASSICS];
  while (out.length < count) {
    let html = Array.from({ length: 1 + Math.floor(random() * 3) }, () => node(0)).join('');
    // Some inputs end mid-tag or mid-attribute, as a pasted fragment can.
    if (random() < 0.15) html = html.slice(0, Math.floor(random() * html.length));
    out.push(html);
  }
  return out.slice(0, count);
}
