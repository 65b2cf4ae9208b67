/** Spec §9: the structured data of the public pages names the organisation and its founding year. */
export const ORGANIZATION_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Lantern',
  foundingDate: '2017',
  description: "The portal of children's hospitals and the families of their young patients.",
} as const;

/**
 * The JSON-LD as a data block. The browser never runs a script of type application/ld+json, so
 * the Content-Security-Policy needs no 'unsafe-inline' for it; `<` is escaped so the text cannot
 * close the element.
 */
export function OrganizationJsonLd({ url }: { url: string }) {
  const json = JSON.stringify({ ...ORGANIZATION_JSON_LD, url }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
