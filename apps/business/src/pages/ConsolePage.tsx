import { PageContainer, useDocumentTitle } from '@quoteway/ui';
import type { ReactNode } from 'react';
import { useConsoleRealtime } from '../useConsoleRealtime';

/** A console page: title (also the document title) and content, kept live by realtime events. */
export function ConsolePage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  useConsoleRealtime();
  return (
    <PageContainer>
      <h1>{title}</h1>
      {children}
    </PageContainer>
  );
}
