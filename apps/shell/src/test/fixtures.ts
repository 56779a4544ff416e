import type { SessionUser } from '../session/sessionStore';

/** A customer as auth/me and login-user send one. */
export function customerUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'c1',
    email: 'aroha@example.nz',
    userName: 'Aroha Ngata',
    userType: 'Customer User',
    imageUrl: null,
    switchedToCustomerView: false,
    customerView: true,
    credits: 0,
    openingHours: null,
    businessAlwaysOpen: false,
    hasPassword: true,
    business: null,
    ...overrides,
  };
}

/** A business user in business view, with 70 credits. */
export function businessUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return customerUser({
    _id: 'b1',
    email: 'tane@plumbing.example.nz',
    userName: 'Tane Plumbing',
    userType: 'Business User',
    customerView: false,
    credits: 70,
    ...overrides,
  });
}
