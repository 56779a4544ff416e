import { EMBED_PROTOCOL_VERSION, type EmbedMessage } from '@quoteway/contracts';

/** The longest widget id the protocol carries (contracts' `EmbedMessage`). */
const WIDGET_ID_MAX_LENGTH = 64;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A message without its envelope (source, version, widget), which `postToHost` adds. */
export type HostMessage = DistributiveOmit<EmbedMessage, 'source' | 'version' | 'widget'>;

/**
 * Where this widget's messages may go, from `?host=`: that origin when it is an http(s)
 * origin, '*' when the parameter is absent (the widget was framed by hand), and null when it
 * is something else (then nothing is posted: a message meant for one site never goes to any).
 */
export function hostTarget(search: string): string | null {
  const host = new URLSearchParams(search).get('host');
  if (host === null) return '*';
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    return null;
  }
  const isOrigin =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    // "https://plumber.example" or with its slash; never a path that only starts so.
    (host === url.origin || host === `${url.origin}/`);
  return isOrigin ? url.origin : null;
}

/** The widget's id on the host page (`?widget=`), or '' when there is none or it is too long. */
export function widgetId(search: string): string {
  const id = new URLSearchParams(search).get('widget') ?? '';
  return id.length <= WIDGET_ID_MAX_LENGTH ? id : '';
}

/** Post one protocol message to the page that frames this widget (if any, and if allowed). */
export function postToHost(message: HostMessage): void {
  if (window.parent === window) return;
  const { search } = window.location;
  const target = hostTarget(search);
  if (target === null) return;
  const envelope = {
    source: 'quoteway',
    version: EMBED_PROTOCOL_VERSION,
    widget: widgetId(search),
  } as const;
  window.parent.postMessage({ ...envelope, ...message } satisfies EmbedMessage, target);
}

/**
 * Tell the host our height: `ready` once the widget has first drawn, then `resize` whenever
 * it changes, so the iframe always fits and never shows a scrollbar.
 */
export function reportHeight(element: HTMLElement): () => void {
  // Very old browsers lack ResizeObserver: the host then keeps its own iframe height.
  if (typeof ResizeObserver === 'undefined') {
    postToHost({ type: 'ready', height: Math.ceil(element.getBoundingClientRect().height) });
    return () => {};
  }
  let last = -1;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    postToHost({ type: last === -1 ? 'ready' : 'resize', height });
    last = height;
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** A visitor posted a job in the widget (`direct`: to the one business they asked). */
export function reportJobPosted(jobId: string, direct: boolean): void {
  postToHost({ type: 'job-posted', jobId, direct });
}
