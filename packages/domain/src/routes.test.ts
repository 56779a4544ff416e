import { describe, expect, it } from 'vitest';
import { landingFor, redirectFor, safeReturnPath, signInReasonFor, type Viewer } from './routes';

const visitor: Viewer = { loggedIn: false };
const customer: Viewer = { loggedIn: true, userType: 'Customer User' };
const business: Viewer = { loggedIn: true, userType: 'Business User' };
const businessAsCustomer: Viewer = { ...business, switchedToCustomerView: true };

describe('redirectFor', () => {
  it.each([
    ['/', visitor, '/home'],
    ['', customer, '/home'],
    ['/home', visitor, null],
    ['/about', visitor, null],
    ['/policy/1', visitor, null],
    ['/jobiframe/plumber/auckland', visitor, null],
    ['/no-such-page', visitor, null],
    // Login required.
    ['/my-jobs', visitor, '/home'],
    ['/my-jobs/1/abc', visitor, '/home'],
    ['/review/abc', visitor, '/home'],
    ['/leads/tab', visitor, '/home'],
    ['/leads/tab/2', visitor, '/home'],
    ['/leads/settings', visitor, '/home'],
    ['/plans', visitor, '/home'],
    ['/plans/job-1', visitor, '/home'],
    ['/settings', visitor, '/home'],
    ['/leads/my-business-profile', visitor, '/home'],
    ['/leads/reviews', visitor, '/home'],
    ['/leads/widget', visitor, '/home'],
    ['/inbox', visitor, '/home'],
    ['/inbox/', visitor, '/home'],
    ['/chat/a/b/c', visitor, '/home'],
    ['/my-jobs', customer, null],
    ['/review/abc', customer, null],
    ['/inbox', business, null],
    // Business only.
    ['/lead-details/42', visitor, '/home'],
    ['/lead-details/42', customer, '/home'],
    ['/lead-details/42/u1', business, null],
    // A logged-in customer is kept away from these.
    ['/signin', customer, '/my-jobs'],
    ['/signup', customer, '/my-jobs'],
    ['/forgot-password', customer, '/my-jobs'],
    ['/leads/tab', customer, '/my-jobs'],
    ['/leads/my-business-profile', customer, '/my-jobs'],
    ['/leads/reviews', customer, '/my-jobs'],
    ['/leads/reviews', business, null],
    ['/leads/reviews', businessAsCustomer, null],
    ['/leads/widget', customer, '/my-jobs'],
    ['/lead-details/:id', customer, '/my-jobs'],
    ['/signin', business, null],
    ['/signup-business', customer, null],
    ['/leads/tab', businessAsCustomer, null],
  ])('%s for %o -> %s', (path, viewer, expected) => {
    expect(redirectFor(path, viewer)).toBe(expected);
  });
});

describe('landingFor', () => {
  it.each([
    [{ ...customer, userType: 'Customer User' as const }, '/my-jobs'],
    [{ ...business, userType: 'Business User' as const }, '/leads/tab'],
    [{ ...businessAsCustomer, userType: 'Business User' as const }, '/my-jobs'],
  ])('%o lands on %s', (viewer, expected) => {
    expect(landingFor(viewer)).toBe(expected);
  });
});

describe('signInReasonFor', () => {
  it.each([
    ['/lead-details/j1', 'lead'],
    ['/my-jobs/0/j1', 'job'],
    ['/chat/a/b/j1', 'conversation'],
    ['/inbox', 'conversation'],
    ['/review/j1', 'review'],
    ['/leads/tab', 'leads'],
    ['/plans', 'credits'],
    ['/settings', 'settings'],
    ['/leads/widget', 'page'],
  ] as const)('%s asks to sign in to see a %s', (path, reason) => {
    expect(signInReasonFor(path)).toBe(reason);
  });

  it.each(['/home', '/signin', '/business-details/b1', '/no-such-page'])(
    '%s needs no sign-in',
    (path) => {
      expect(signInReasonFor(path)).toBeNull();
    },
  );
});

describe('safeReturnPath', () => {
  it('keeps a private page of this site with its query', () => {
    expect(safeReturnPath('/lead-details/j1?tab=chat')).toBe('/lead-details/j1?tab=chat');
    expect(safeReturnPath('/inbox?conversation=c1')).toBe('/inbox?conversation=c1');
    expect(safeReturnPath('/settings?tab=devices#top')).toBe('/settings?tab=devices');
  });

  it.each([
    '//evil.example/inbox',
    '/\\evil.example',
    'https://evil.example/inbox',
    'javascript:alert(1)',
    '/inbox\n',
    '/lead-details/../home',
    '/settings/./x',
    'inbox',
    '/home',
    '/no-such-page',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});
