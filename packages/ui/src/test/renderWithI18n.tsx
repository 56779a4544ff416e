import { I18nProvider, i18n } from '@quoteway/i18n';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// Tests read the source (English) messages straight from the macros: no compiled catalog.
i18n.loadAndActivate({ locale: 'en', messages: {} });

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's render inside the Lingui provider the components' own strings need. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
