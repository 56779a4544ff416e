import { faq } from '@quoteway/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../test/renderApp';

beforeEach(() => {
  document.cookie = 'regionalPopupDismissed=1';
});

describe('information pages (text shared with the server)', () => {
  it('shows every FAQ question and answer on /policy/2', async () => {
    renderAt('/policy/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeTruthy();
    for (const entry of faq) {
      expect(screen.getByRole('heading', { level: 2, name: entry.question.message })).toBeTruthy();
      expect(screen.getByText(entry.answer.message)).toBeTruthy();
    }
  });

  it('shows no FAQ on the other policies', async () => {
    renderAt('/policy/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('credits GeoNames with a link on /about', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Quoteway' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe(
      'https://www.geonames.org/',
    );
  });

  it('numbers the steps on /how-it-works', async () => {
    renderAt('/how-it-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'How It Works' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });
});
