import { useLingui } from '@lingui/react/macro';
import { Card, Spinner } from '@quoteway/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import type { WidgetAddress } from './address';
import { reportHeight } from './hostMessages';
import * as css from './frame.css';

// The first load is only the frame; what a widget shows (the wizard, the businesses) and what
// it needs (the API client, the query cache) arrive as lazily loaded chunks.
const loadContent = () => import('./widgetContent');
const JobWidgetContent = lazy(async () => ({
  default: (await loadContent()).JobWidgetContent,
}));
const BusinessWidgetContent = lazy(async () => ({
  default: (await loadContent()).BusinessWidgetContent,
}));

/** Start fetching what the widget shows (main.tsx: beside the catalog, not after it). */
export function preloadWidget(): void {
  void loadContent();
}

/**
 * The widget's card, whose height the host page is told whenever it changes. It is the
 * iframe's main landmark: everything a screen reader finds in the frame is inside it.
 */
function WidgetFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? reportHeight(ref.current) : undefined), []);
  return (
    <main ref={ref} className={css.frame}>
      <Card>
        <Suspense fallback={<Spinner label={t`Loading`} />}>{children}</Suspense>
      </Card>
    </main>
  );
}

/** /jobiframe: the job wizard, with the address's trade and place filled in. */
export function JobWidget(props: WidgetAddress) {
  return (
    <WidgetFrame>
      <JobWidgetContent {...props} />
    </WidgetFrame>
  );
}

/**
 * /businessiframe: the best-ranked businesses of the address's trade and place, or with
 * `?business=` one business's card, its latest reviews and "Request a quote".
 */
export function BusinessWidget(props: WidgetAddress) {
  return (
    <WidgetFrame>
      <BusinessWidgetContent {...props} />
    </WidgetFrame>
  );
}
