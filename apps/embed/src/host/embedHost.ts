import type { EmbedMessage, embedEventNames } from '@quoteway/contracts';

// Runs on other people's pages: no dependencies (zod alone would be ten times the budget),
// no globals but `window.Quoteway`, nothing that throws into the host's own scripts.

const LANGUAGES = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const THEMES = ['light', 'dark', 'semi-dark'];
const KINDS = ['job', 'businesses', 'business'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The iframe's accessible name per kind of widget and language. The widget's own text comes
 * from the embed catalogs; these few names live here so the host script loads nothing else.
 * They all start with "Quoteway" so a host can find its widgets by title.
 */
const TITLES: Record<Language, [job: string, businesses: string, business: string]> = {
  en: ['get quotes from local trades', 'local businesses', 'business card'],
  zh: ['获取本地商家的报价', '本地商家', '商家名片'],
  es: ['pide presupuestos a profesionales locales', 'empresas locales', 'ficha de empresa'],
  fr: ['devis d’artisans locaux', 'entreprises locales', 'fiche d’entreprise'],
  it: ['preventivi da professionisti locali', 'aziende locali', 'scheda dell’azienda'],
  ar: ['احصل على عروض أسعار من حرفيين محليين', 'شركات محلية', 'بطاقة الشركة'],
};

/** The height an iframe starts at, before its widget reports its own. */
const STARTING_HEIGHT = 480;

interface Widget {
  element: Element;
  frame: HTMLIFrameElement;
}

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** A message of protocol version 1, checked by hand (the contracts' zod schema is too big). */
function isEmbedMessage(data: unknown): data is EmbedMessage {
  const m = data as Record<string, unknown> | null;
  if (typeof m !== 'object' || !m) return false;
  if (m.source !== 'quoteway' || m.version !== 1 || typeof m.widget !== 'string') return false;
  switch (m.type) {
    case 'ready':
    case 'resize':
      return Number.isInteger(m.height) && (m.height as number) >= 0;
    case 'job-posted':
      return typeof m.jobId === 'string' && typeof m.direct === 'boolean';
    case 'navigate':
      return typeof m.url === 'string';
    default:
      return false;
  }
}

/** The DOM event name of a message type (the contracts' `embedEventNames`). */
const eventName = <T extends EmbedMessage['type']>(type: T) =>
  `quoteway:${type}` as (typeof embedEventNames)[T];

/** The widget's address on the Quoteway origin, or null for an element that names none. */
function widgetUrl(
  element: Element,
  origin: string,
  id: string,
  host: string,
  pageLanguage: string,
): string | null {
  const data = (name: string) => element.getAttribute(`data-${name}`)?.trim() || '';
  const kind = data('quoteway') as Kind;
  if (!KINDS.includes(kind)) return null;
  const url = new URL(kind === 'job' ? '/jobiframe' : '/businessiframe', origin);
  if (kind === 'business') {
    const business = data('business');
    if (!business) return null;
    url.searchParams.set('business', business);
  } else {
    // The route is /:service?/:locations?: a place without a trade has no segment to go in.
    const service = data('service');
    const location = data('location');
    if (service) {
      url.pathname += `/${encodeURIComponent(service)}`;
      if (location) url.pathname += `/${encodeURIComponent(location)}`;
    }
  }
  const requested = data('lang').toLowerCase();
  const page = pageLanguage.toLowerCase().split('-')[0];
  const theme = data('theme');
  url.searchParams.set('widget', id);
  url.searchParams.set('host', host);
  url.searchParams.set('lang', isLanguage(requested) ? requested : isLanguage(page) ? page : 'en');
  url.searchParams.set('theme', THEMES.includes(theme) ? theme : 'light');
  return url.href;
}

/**
 * Turns every `[data-quoteway]` element of `document`, now and later, into an iframe of its
 * widget on `origin` (where this script was loaded from), sizes it to its content and
 * re-dispatches the widget's messages as DOM events on the element.
 */
export function startEmbeds(origin: string, win: Window = window): void {
  const doc = win.document;
  const widgets = new Map<string, Widget>();
  const done = new WeakSet<Element>();
  let count = 0;

  const mount = (element: Element) => {
    if (done.has(element)) return;
    const id = `quoteway-${count + 1}`;
    const src = widgetUrl(element, origin, id, win.location.origin, doc.documentElement.lang);
    // An element that names no widget yet may get its attributes later.
    if (!src) return;
    done.add(element);
    count += 1;
    const frame = doc.createElement('iframe');
    const language = new URL(src).searchParams.get('lang') as Language;
    const kind = KINDS.indexOf(element.getAttribute('data-quoteway')?.trim() as Kind);
    frame.title = `Quoteway: ${TITLES[language][kind]}`;
    frame.src = src;
    frame.loading = 'lazy';
    Object.assign(frame.style, {
      display: 'block',
      width: '100%',
      border: '0',
      height: `${STARTING_HEIGHT}px`,
    });
    // What the element held is the page's fallback for visitors without JavaScript.
    element.replaceChildren(frame);
    widgets.set(id, { element, frame });
  };

  const scan = (root: Element) => {
    if (root.matches('[data-quoteway]')) mount(root);
    for (const element of root.querySelectorAll('[data-quoteway]')) mount(element);
  };

  win.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (event.origin !== origin || !isEmbedMessage(message)) return;
    const widget = widgets.get(message.widget);
    // Only the widget's own window may speak for it.
    if (!widget || event.source !== widget.frame.contentWindow) return;
    if (message.type === 'ready' || message.type === 'resize') {
      widget.frame.style.height = `${message.height}px`;
    }
    const proceed = widget.element.dispatchEvent(
      new CustomEvent(eventName(message.type), {
        bubbles: true,
        composed: true,
        cancelable: message.type === 'navigate',
        detail: message,
      }),
    );
    // A host that handles `quoteway:navigate` itself cancels the event.
    if (message.type === 'navigate' && proceed) {
      let target: URL | null = null;
      try {
        target = new URL(message.url);
      } catch {
        // Not a URL: nothing to open.
      }
      if (target?.origin === origin) win.open(target.href, '_blank', 'noopener');
    }
  });

  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') scan(record.target as Element);
      for (const node of record.addedNodes) if (node.nodeType === 1) scan(node as Element);
    }
  }).observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-quoteway'],
  });
  scan(doc.documentElement);
}
