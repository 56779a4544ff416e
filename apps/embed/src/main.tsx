import { activateLocale, I18nProvider, i18n, isLocale, matchLocale } from '@quoteway/i18n';
import { themes } from '@quoteway/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BusinessWidget, JobWidget } from './widgets';

// The widgets' own entry: no router or store, just the path's two optional segments.
const [kind, service, locations] = window.location.pathname
  .split('/')
  .filter(Boolean)
  .map((s) => decodeURIComponent(s));
const query = new URLSearchParams(window.location.search);
const requested = query.get('lang');
const locale = isLocale(requested) ? requested : matchLocale(navigator.languages);

document.documentElement.classList.add(themes.light);
await activateLocale('embed', locale);
const Widget = kind === 'businessiframe' ? BusinessWidget : JobWidget;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Widget service={service} locations={locations} />
    </I18nProvider>
  </StrictMode>,
);
