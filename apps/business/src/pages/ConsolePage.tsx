import { PageContainer, useDocumentTitle } from '@quoteway/ui';
import { type ReactNode, useEffect } from 'react';
import { registerConsoleWorkerAfterLoad } from '../alerts/serviceWorker';
import { useConsoleRealtime } from '../useConsoleRealtime';

/**
 * A console page: title (also the document title) and content, kept live by realtime events;
 * it registers the console's service worker once the page has loaded.
 */
export function ConsolePage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  useConsoleRealtime();
  // The installed console's worker: offline starts and lead alerts (apps/shell/public/sw.js).
  useEffect(registerConsoleWorkerAfterLoad, []);
  return (
    <PageContainer>
      <h1>{title}</h1>
      {children}
    </PageContainer>
  );
}
