import { I18nProvider, i18n } from '@quoteway/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedBadge } from './VerifiedBadge';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderIt(node: React.ReactNode) {
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

describe('VerifiedBadge', () => {
  it('names the register that confirmed the number', () => {
    renderIt(
      <>
        <VerifiedBadge register="NZBN" />
        <VerifiedBadge size="sm" />
      </>,
    );
    expect(screen.getByText('NZBN verified')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
  });
});
