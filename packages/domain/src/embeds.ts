// Embeds: the address of a widget's iframe, built the same way by /embed.js on a host page and
// by the business console's preview of the snippet.

/** The widgets a host page may show: a job wizard, a list of businesses, one business's card. */
export const embedWidgetKinds = ['job', 'businesses', 'business'] as const;
export type EmbedWidgetKind = (typeof embedWidgetKinds)[number];

/**
 * The design system's theme choices, as a widget's `?theme=` names them: `system` (the
 * default) follows the visitor's device.
 */
export const embedThemes = ['system', 'light', 'dark', 'semi-dark'] as const;
export type EmbedTheme = (typeof embedThemes)[number];

/** One widget as its element describes it (`data-quoteway`, `data-service`, ...). */
export interface EmbedWidget {
  kind: EmbedWidgetKind;
  /** A profession slug ('plumber'); job and businesses widgets. */
  service?: string | undefined;
  /** A place name ('Lower Hutt'); only with a service (the path has no slot for it alone). */
  location?: string | undefined;
  /**
   * The business's id: the business card, or a job widget asking that business alone (a
   * business's own job form).
   */
  business?: string | undefined;
  /**
   * A job widget with `business`: the visitor may also let other local businesses quote
   * (`data-others="true"`). Without it the job goes to that business alone.
   */
  others?: boolean | undefined;
  /** A supported locale ('en', 'ar', ...). */
  lang: string;
  theme: string;
}

/** Who frames the widget: its id on the host page and the host page's origin. */
export interface EmbedFrame {
  id: string;
  host: string;
}

/**
 * The address of `widget`'s iframe on the Quoteway `origin`:
 * `/jobiframe/:service?/:locations?` (with `business=<id>` and `others=1` for a business's own
 * job form), `/businessiframe/:service?/:locations?` or `/businessiframe?business=<id>`, with
 * `widget`, `host`, `lang` and `theme` in the query.
 * Null for a business card that names no business.
 */
export function embedWidgetUrl(
  widget: EmbedWidget,
  origin: string,
  frame: EmbedFrame,
): string | null {
  let path = widget.kind === 'job' ? '/jobiframe' : '/businessiframe';
  const query: Array<[string, string]> = [];
  if (widget.kind === 'business') {
    if (!widget.business) return null;
    query.push(['business', widget.business]);
  } else if (widget.service) {
    path += `/${encodeURIComponent(widget.service)}`;
    if (widget.location) path += `/${encodeURIComponent(widget.location)}`;
  }
  if (widget.kind === 'job' && widget.business) {
    query.push(['business', widget.business]);
    if (widget.others) query.push(['others', '1']);
  }
  query.push(
    ['widget', frame.id],
    ['host', frame.host],
    ['lang', widget.lang],
    ['theme', widget.theme],
  );
  const search = query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${origin.replace(/\/+$/, '')}${path}?${search}`;
}
