import { activateLocale, I18nProvider, i18n } from '@quoteway/i18n';
import { adoptStyleNonce, applyThemeChoice } from '@quoteway/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readEmbedAddress } from './address';
import { BusinessWidget, JobWidget, preloadWidget } from './widgets';

// The widgets' own entry: no router, just the path's two optional segments and the query.
const { kind, address, locale, theme } = readEmbedAddress(
  window.location.pathname,
  window.location.search,
  navigator.languages,
);

// The server wrote ?theme= into the HTML already (no flash before this script runs); the
// widget's theme is the host page's to choose, never remembered.
applyThemeChoice(theme);
// The dialogs' scroll lock adds a style element: it carries the page's CSP nonce.
adoptStyleNonce();
// What the widget shows comes beside its words rather than after the first render.
preloadWidget();
// Sets lang and dir on <html>: Arabic lays the widget out right to left.
await activateLocale('embed', locale);
const Widget = kind === 'business' ? BusinessWidget : JobWidget;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Widget {...address} />
    </I18nProvider>
  </StrictMode>,
);
