import type { EmbedWidget } from '@quoteway/domain';

/** What a business chooses for a widget; `lang: ''` follows the language of its website. */
export type WidgetChoice = Omit<EmbedWidget, 'lang'> & { lang: EmbedWidget['lang'] | '' };

/** An attribute value, escaped for HTML (names and places may hold any character). */
function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The HTML a business pastes into its website to show `widget`: the host script from
 * `origin` and the element it turns into the widget (`data-quoteway` and its options).
 */
export function embedSnippet(origin: string, widget: WidgetChoice): string {
  const attributes: Array<[string, string | undefined]> = [
    ['data-quoteway', widget.kind],
    // The card always names its business; a job form names it to keep the jobs to itself.
    ['data-business', widget.kind === 'businesses' ? undefined : widget.business],
    ['data-others', widget.kind === 'job' && widget.business && widget.others ? 'true' : undefined],
    ['data-service', widget.kind === 'business' ? undefined : widget.service],
    ['data-location', widget.kind === 'business' || !widget.service ? undefined : widget.location],
    ['data-lang', widget.lang || undefined],
    // `system` (the visitor's device) is what the host script does without the attribute.
    ['data-theme', widget.theme === 'system' ? undefined : widget.theme],
  ];
  const element = attributes
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}="${attribute(value)}"`)
    .join(' ');
  return [
    `<script src="${attribute(origin.replace(/\/+$/, ''))}/embed.js" async></script>`,
    `<div ${element}></div>`,
  ].join('\n');
}
