import { I18nProvider, i18n } from '@quoteway/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlansPage } from './PlansPage';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('PlansPage', () => {
  it('shows the four plans of the spec, priced in dollars', () => {
    render(
      <I18nProvider i18n={i18n}>
        <PlansPage />
      </I18nProvider>,
    );
    const prices = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(prices).toEqual(['$20', '$50', '$100', '$200']);
    expect(screen.getByText('50 credits + 10 bonus')).toBeTruthy();
    expect(screen.getByText('500 credits + 100 bonus')).toBeTruthy();
    expect(screen.getAllByText('Valid for 90 days')).toHaveLength(4);
  });
});
