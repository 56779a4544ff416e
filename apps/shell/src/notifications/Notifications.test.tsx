import { I18nProvider, i18n } from '@quoteway/i18n';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notifications } from './Notifications';
import { useNotifications } from './notificationStore';

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => act(() => useNotifications.getState().reset()));

describe('Notifications', () => {
  it('shows a success message even when there is no error (the old defect)', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Notifications />
      </I18nProvider>,
    );
    act(() => useNotifications.getState().showMessage('Job saved as draft'));
    expect(screen.getByText('Job saved as draft')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces errors as alerts and shows the busy indicator while loading', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Notifications />
      </I18nProvider>,
    );
    act(() => {
      useNotifications.getState().showError('Something went wrong');
      useNotifications.getState().setLoading(true);
    });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
  });

  it('shows one toast at a time: an action’s later notice replaces the earlier ones', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Notifications />
      </I18nProvider>,
    );
    act(() => {
      // What an action's handlers might each say (a mutation's error, a global handler, a
      // success): only the last is on screen.
      useNotifications.getState().showError('Something went wrong');
      useNotifications.getState().showWarning('Login session is expired !');
      useNotifications.getState().showMessage('Login successfully!');
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.textContent).toContain('Login successfully!');
    expect(region.textContent).not.toContain('Something went wrong');
    expect(region.textContent).not.toContain('Login session is expired !');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
