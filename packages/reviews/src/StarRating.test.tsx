import { I18nProvider, i18n } from '@quoteway/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderIt(node: React.ReactNode) {
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

/** How many tenths of each star are filled, read from the drawn stars. */
function fills(stars: HTMLElement): string[] {
  return Array.from(stars.children).map((star) => star.children[1]?.className ?? '');
}

describe('StarRating', () => {
  it('is one image named "4.8 out of 5 stars"', () => {
    renderIt(<StarRating value={4.8} />);
    const stars = screen.getByRole('img', { name: '4.8 out of 5 stars' });
    expect(stars.children).toHaveLength(5);
    // Four full stars and one filled to eight tenths: the last star's class differs.
    const classes = fills(stars);
    expect(new Set(classes.slice(0, 4)).size).toBe(1);
    expect(classes[4]).not.toBe(classes[0]);
  });

  it('names whole ratings without a decimal and takes a label of the caller', () => {
    renderIt(
      <>
        <StarRating value={3} size="sm" />
        <StarRating value={4.25} label="Quality: 4.3 out of 5" />
      </>,
    );
    const three = screen.getByRole('img', { name: '3 out of 5 stars' });
    const classes = fills(three);
    expect(classes[2]).toBe(classes[0]);
    expect(classes[3]).toBe(classes[4]);
    expect(classes[3]).not.toBe(classes[2]);
    expect(screen.getByRole('img', { name: 'Quality: 4.3 out of 5' })).toBeTruthy();
  });
});
