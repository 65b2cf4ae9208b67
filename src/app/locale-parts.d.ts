// The locale files as scripts/build/locale-split.ts serves them: flat tables of react-intl ids to
// messages, parsed at build time in production (strings in dev and tests). English comes in two
// parts, so that a first visit loads only what /login shows.
declare module '*.json?first' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, string | MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?later' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, string | MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?all' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, string | MessageFormatElement[]>;
  export default messages;
}
