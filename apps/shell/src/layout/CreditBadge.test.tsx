import { I18nProvider, i18n } from '@quoteway/i18n';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditBadge } from './CreditBadge';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** What the badge shows, and what a screen reader hears instead. */
function badge(credits: number) {
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <CreditBadge credits={credits} />
    </I18nProvider>,
  );
  const shown = container.querySelector('[aria-hidden="true"]')?.textContent;
  const heard = container.textContent?.replace(shown ?? '', '');
  unmount();
  return { shown, heard };
}

describe('CreditBadge', () => {
  it.each([
    [252, '252 credits · ≈ $100.80', '252 credits, worth about $100.80'],
    [1, '1 credit · ≈ $0.40', '1 credit, worth about $0.40'],
    [0, '0 credits · ≈ $0', '0 credits, worth about $0'],
  ])('shows %d credits as credits, and what they are worth', (credits, shown, heard) => {
    // jsdom's page is on localhost: the New Zealand site, 40 cents a credit at list price.
    expect(badge(credits)).toEqual({ shown, heard });
  });
});
