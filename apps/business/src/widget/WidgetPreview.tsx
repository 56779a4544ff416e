import { type EmbedWidget, embedWidgetUrl } from '@quoteway/domain';
import { useEffect, useRef, useState } from 'react';
import * as css from './widget.css';

/** The height the preview starts at, as /embed.js starts a widget on a host page. */
const STARTING_HEIGHT = 480;

/** The height in a `ready` or `resize` message of the embed protocol (version 1), if it is one. */
function reportedHeight(data: unknown): number | null {
  const message = data as Record<string, unknown> | null;
  if (typeof message !== 'object' || message === null) return null;
  if (message.source !== 'quoteway' || message.version !== 1) return null;
  if (message.type !== 'ready' && message.type !== 'resize') return null;
  const height = message.height;
  return typeof height === 'number' && Number.isInteger(height) && height >= 0 ? height : null;
}

/**
 * The widget itself, framed from our own site as /embed.js frames it on the business's: the
 * same address, sized by the same messages.
 */
export function WidgetPreview({ widget, title }: { widget: EmbedWidget; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(STARTING_HEIGHT);
  const origin = window.location.origin;
  const src = embedWidgetUrl(widget, origin, { id: `preview-${widget.kind}`, host: origin });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const next = reportedHeight(event.data);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  if (!src) return null;
  return <iframe ref={frame} className={css.preview} title={title} src={src} height={height} />;
}
