import { useEffect } from 'react';

/** Set the document title to "{title} · {siteName}" while the calling page is shown. */
export function useDocumentTitle(title: string, siteName = 'Quoteway'): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
