import { describe, expect, it } from 'vitest';
import { type EmbedWidget, embedWidgetUrl } from './embeds';

const frame = { id: 'quoteway-1', host: 'https://plumbers.example' };
const query = '?widget=quoteway-1&host=https%3A%2F%2Fplumbers.example';

describe('embedWidgetUrl', () => {
  it.each<[EmbedWidget, string | null]>([
    [
      { kind: 'job', service: 'plumber', location: 'Auckland', lang: 'en', theme: 'light' },
      `https://q.example/jobiframe/plumber/Auckland${query}&lang=en&theme=light`,
    ],
    [
      { kind: 'job', service: 'plumber', location: 'Lower Hutt', lang: 'ar', theme: 'dark' },
      `https://q.example/jobiframe/plumber/Lower%20Hutt${query}&lang=ar&theme=dark`,
    ],
    [
      { kind: 'job', lang: 'en', theme: 'light' },
      `https://q.example/jobiframe${query}&lang=en&theme=light`,
    ],
    // A place needs a trade before it: the path has no slot for it alone.
    [
      { kind: 'job', location: 'Auckland', lang: 'en', theme: 'light' },
      `https://q.example/jobiframe${query}&lang=en&theme=light`,
    ],
    [
      { kind: 'businesses', service: 'electrician', lang: 'zh', theme: 'semi-dark' },
      `https://q.example/businessiframe/electrician${query}&lang=zh&theme=semi-dark`,
    ],
    [
      { kind: 'business', business: 'b/42', service: 'plumber', lang: 'fr', theme: 'light' },
      `https://q.example/businessiframe?business=b%2F42&${query.slice(1)}&lang=fr&theme=light`,
    ],
    // A business's own job form asks it alone; `others` lets the visitor ask others too.
    [
      { kind: 'job', service: 'plumber', business: 'b-42', lang: 'en', theme: 'light' },
      `https://q.example/jobiframe/plumber?business=b-42&${query.slice(1)}&lang=en&theme=light`,
    ],
    [
      { kind: 'job', business: 'b-42', others: true, lang: 'en', theme: 'light' },
      `https://q.example/jobiframe?business=b-42&others=1&${query.slice(1)}&lang=en&theme=light`,
    ],
    [{ kind: 'business', lang: 'en', theme: 'light' }, null],
  ])('%o', (widget, expected) => {
    expect(embedWidgetUrl(widget, 'https://q.example', frame)).toBe(expected);
  });
});
