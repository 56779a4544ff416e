import type { EmbedMessage, embedEventNames } from '@quoteway/contracts';
import {
  type EmbedWidgetKind,
  embedThemes,
  embedWidgetKinds,
  embedWidgetUrl,
} from '@quoteway/domain';
import type { Locale } from '@quoteway/i18n';

// Runs on other people's pages: nothing at run time but the widget address rule (zod or the
// i18n catalogs alone would be many times the budget), no globals but `window.Quoteway`.

/**
 * The iframe's accessible name per language and kind of widget. The widget's own text comes
 * from the embed catalogs; these few names live here so the host script loads nothing else.
 * They all start with "Quoteway" so a host can find its widgets by title.
 */
const TITLES: Record<Locale, Record<EmbedWidgetKind, string>> = {
  en: {
    job: 'get quotes from local trades',
    businesses: 'local businesses',
    business: 'business card',
  },
  zh: { job: '获取本地商家的报价', businesses: '本地商家', business: '商家名片' },
  es: {
    job: 'pide presupuestos a profesionales locales',
    businesses: 'empresas locales',
    business: 'ficha de empresa',
  },
  fr: {
    job: 'devis d’artisans locaux',
    businesses: 'entreprises locales',
    business: 'fiche d’entreprise',
  },
  it: {
    job: 'preventivi da professionisti locali',
    businesses: 'aziende locali',
    business: 'scheda dell’azienda',
  },
  ar: {
    job: 'احصل على عروض أسعار من حرفيين محليين',
    businesses: 'شركات محلية',
    business: 'بطاقة الشركة',
  },
};

/** The height an iframe starts at, before its widget reports its own. */
const STARTING_HEIGHT = 480;

interface Widget {
  element: Element;
  frame: HTMLIFrameElement;
}

const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && Object.hasOwn(TITLES, value);

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

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

/**
 * What an element asks for: its kind, trade, place or business from its data attributes; its
 * language from `data-lang`, else the page's own, else English; its theme from `data-theme`,
 * else `system` (the visitor's device). Null for an element that names no widget.
 */
function widgetOf(element: Element, pageLanguage: string) {
  const data = (name: string) => element.getAttribute(`data-${name}`)?.trim() || '';
  const kind = data('quoteway');
  if (!oneOf(embedWidgetKinds, kind)) return null;
  const requested = data('lang').toLowerCase();
  const page = pageLanguage.toLowerCase().split('-')[0];
  const theme = data('theme');
  return {
    kind,
    service: data('service'),
    location: data('location'),
    business: data('business'),
    others: data('others').toLowerCase() === 'true',
    lang: isLocale(requested) ? requested : isLocale(page) ? page : 'en',
    theme: oneOf(embedThemes, theme) ? theme : 'system',
  } satisfies Parameters<typeof embedWidgetUrl>[0];
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
    const widget = widgetOf(element, doc.documentElement.lang);
    const src = widget && embedWidgetUrl(widget, origin, { id, host: win.location.origin });
    // An element that names no widget yet may get its attributes later.
    if (!widget || !src) return;
    done.add(element);
    count += 1;
    const frame = doc.createElement('iframe');
    frame.title = `Quoteway: ${TITLES[widget.lang][widget.kind]}`;
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
