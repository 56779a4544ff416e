import { afterEach, describe, expect, it } from 'vitest';
import { businessUser, customerUser } from '../test/fixtures';
import { afterSignIn, forgetReturn, peekReturn, rememberReturn, takeReturn } from './signInReturn';

afterEach(() => localStorage.clear());

describe('the page waiting for a sign-in', () => {
  it('is kept with its query and names why the visitor must sign in', () => {
    expect(rememberReturn('/lead-details/job-7?from=email', 1000)).toBe('lead');
    expect(peekReturn(1000)).toBe('/lead-details/job-7?from=email');
    // Taken once: the next sign-in lands by the spec's rule.
    expect(takeReturn(1000)).toBe('/lead-details/job-7?from=email');
    expect(takeReturn(1000)).toBeNull();
  });

  it('is never a public page or another site (no open redirect)', () => {
    expect(rememberReturn('/home', 1000)).toBeNull();
    expect(rememberReturn('//evil.example/inbox', 1000)).toBeNull();
    expect(peekReturn(1000)).toBeNull();
    // Something else wrote the key: it is read back through the same check.
    localStorage.setItem('signInReturn', JSON.stringify({ path: '//evil.example', at: 1000 }));
    expect(takeReturn(1000)).toBeNull();
  });

  it('is given up after an hour, or when the visitor closes the dialog', () => {
    rememberReturn('/settings', 0);
    expect(peekReturn(60 * 60 * 1000 + 1)).toBeNull();
    rememberReturn('/settings', 0);
    forgetReturn();
    expect(peekReturn(0)).toBeNull();
  });
});

describe('afterSignIn', () => {
  it('returns to the page that waited, query kept', () => {
    rememberReturn('/my-jobs/0/job-7?quote=q1');
    expect(afterSignIn(customerUser())).toEqual({
      to: '/my-jobs/0/job-7?quote=q1',
      refused: false,
    });
  });

  it('without a page waiting, lands by the spec’s rule', () => {
    expect(afterSignIn(businessUser())).toEqual({ to: '/leads/tab', refused: false });
  });

  it('does not return a customer to a business’s page, and says it refused', () => {
    rememberReturn('/lead-details/job-7');
    expect(afterSignIn(customerUser())).toEqual({ to: '/my-jobs', refused: true });
    rememberReturn('/lead-details/job-7');
    expect(afterSignIn(businessUser())).toEqual({ to: '/lead-details/job-7', refused: false });
  });
});
