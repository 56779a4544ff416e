import { PageContainer, useDocumentTitle } from '@quoteway/ui';
import type { ReactNode } from 'react';

/** A page with a title (also the document title) and content. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PageContainer>
      <h1>{title}</h1>
      {children}
    </PageContainer>
  );
}
