import { I18nProvider, i18n } from '@quoteway/i18n';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreditBadge } from './CreditBadge';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const jsdomMatchMedia = window.matchMedia;

/** jsdom has no layout: answer the header's width query as a window this wide would. */
function windowWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches:
      Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= width &&
      width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

/** What the badge shows, and what a screen reader hears instead. */
function badge(credits: number, country?: 'NZ' | 'AU' | 'IN') {
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <CreditBadge credits={credits} country={country} />
    </I18nProvider>,
  );
  const shown = container.querySelector('span[aria-hidden="true"]')?.textContent;
  const heard = container.textContent?.replace(shown ?? '', '');
  unmount();
  return { shown, heard };
}

describe('CreditBadge', () => {
  // jsdom's page is on localhost: the New Zealand site, 40 cents a credit at list price.
  it.each([
    [252, '252 credits · ≈ $100.80', '252 credits, worth about $100.80'],
    [1, '1 credit · ≈ $0.40', '1 credit, worth about $0.40'],
    [0, '0 credits · ≈ $0', '0 credits, worth about $0'],
  ])('shows %d credits as credits, and what they are worth', (credits, shown, heard) => {
    windowWidth(1280);
    expect(badge(credits)).toEqual({ shown, heard });
  });

  it('shows the count alone in a narrow header; screen readers still hear the worth', () => {
    windowWidth(720);
    expect(badge(252)).toEqual({ shown: '252 credits', heard: '252 credits, worth about $100.80' });
  });

  it('shows a coin and the number on a phone; screen readers still hear the words', () => {
    windowWidth(375);
    expect(badge(252)).toEqual({ shown: '252', heard: '252 credits, worth about $100.80' });
  });

  it("values an Indian business's credits in rupees on any site: it buys them there", () => {
    windowWidth(1280);
    // On localhost (the New Zealand site), at India's list price of a credit.
    expect(badge(252, 'IN').heard).toBe('252 credits, worth about ₹5,040');
  });
});
