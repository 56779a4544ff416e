import { I18nProvider, i18n } from '@quoteway/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessWidget, JobWidget } from './widgets';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const inI18n = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('embed widgets', () => {
  it.each([
    [{ service: 'plumber', locations: 'Wellington' }, 'Get quotes from a Plumber in Wellington'],
    [{ service: 'gib-stopper' }, 'Get quotes from a Gib stopper'],
    [{}, 'Get quotes from local trades'],
  ])('the job widget for %o says "%s"', (props, heading) => {
    inI18n(<JobWidget {...props} />);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  });

  it('links the job widget to the landing page in a new tab', () => {
    inI18n(<JobWidget service="plumber" locations="Te Aro" />);
    const link = screen.getByRole('link', { name: 'Post a job' });
    expect(link.getAttribute('href')).toBe(
      `${window.location.origin}/landing-page/plumber/Te%20Aro`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('links the business widget to the profession listing', () => {
    inI18n(<BusinessWidget service="electrician" locations="Napier" />);
    expect(screen.getByRole('heading', { name: 'Find a trusted Electrician' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See businesses' }).getAttribute('href')).toBe(
      `${window.location.origin}/profession/electrician/Napier`,
    );
  });
});
