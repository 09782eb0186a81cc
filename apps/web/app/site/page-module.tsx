import type { ComponentType } from 'react';
import { PageText } from './intl.tsx';
import type { PageMessages } from './messages.ts';
import { type PageHead, pageMeta } from './seo.ts';

/**
 * What a page's route module exports: `meta`, its head in the visitor's language, and `Component` (the module's
 * default export), which renders `Content` with the page's catalogue on top of the shared one.
 */
export function definePage(messages: PageMessages<PageHead>, Content: ComponentType) {
  return {
    meta: pageMeta(messages),
    Component: function Page() {
      return (
        <PageText messages={messages}>
          <Content />
        </PageText>
      );
    },
  };
}
