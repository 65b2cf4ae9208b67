import type { ReactNode } from 'react';

/** A phone's width (360 CSS pixels) around a screen: what a guardian on a phone sees. */
export const phone = (Story: () => ReactNode) => (
  <div style={{ width: 360, maxWidth: '100%' }}>{Story()}</div>
);
