import { type AuthUser, countryCodes, interfaceLocales } from '@quoteway/contracts';
import type { BusinessRow, UserRow } from './repository';

/** The wire shape of a user (spec section 3). */
export function presentUser(
  user: UserRow,
  business: BusinessRow | undefined,
  credits: number,
  pendingEmail: string | null,
): AuthUser {
  return {
    _id: user.id,
    email: user.email,
    userName: user.userName,
    userType: user.userType,
    imageUrl: user.imageUrl,
    switchedToCustomerView: user.switchedToCustomerView,
    customerView: user.userType === 'Customer User' || user.switchedToCustomerView,
    credits,
    openingHours: user.openingHours ?? null,
    businessAlwaysOpen: user.businessAlwaysOpen,
    hasPassword: user.passwordHash !== null,
    emailVerified: user.verifiedAt !== null,
    verifiedMobile: user.mobileVerifiedAt && user.mobile ? user.mobile : null,
    mobile: user.mobile,
    locale: interfaceLocales.find((l) => l === user.locale) ?? 'en',
    theme: user.theme,
    pendingEmail,
    business: business
      ? {
          businessName: business.businessName,
          businessUrl: business.businessUrl,
          professionSlug: business.professionSlug,
          country: countryCodes.find((c) => c === business.country) ?? 'NZ',
          businessNumber: business.businessNumber,
          businessNumberKind: business.businessNumberKind,
          businessNumberStatus: business.businessNumberStatus,
          designation: business.designation,
          mobile: business.mobile,
          localityId: business.localityId,
        }
      : null,
  };
}
