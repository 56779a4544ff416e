import { EMBED_PROTOCOL_VERSION, type EmbedMessage } from '@quoteway/contracts';

/** Post one protocol message to the page that frames this widget (if any). */
function postToHost(message: EmbedMessage): void {
  if (window.parent === window) return;
  // The host's origin is unknown (any site may embed us) and the payload holds nothing private.
  window.parent.postMessage(message, '*');
}

/** Tell the host our height whenever it changes, so the iframe never shows a scrollbar. */
export function reportHeight(element: HTMLElement): () => void {
  // Very old browsers lack ResizeObserver: the host then keeps its own iframe height.
  if (typeof ResizeObserver === 'undefined') return () => {};
  let last = -1;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    postToHost({
      source: 'quoteway',
      version: EMBED_PROTOCOL_VERSION,
      widget: new URLSearchParams(window.location.search).get('widget') ?? '',
      type: 'resize',
      height,
    });
  });
  observer.observe(element);
  return () => observer.disconnect();
}
