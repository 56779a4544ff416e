// @quoteway/account-forms/settings: the person's own account (the console's /leads/settings,
// the shell's /settings), the profile picture, and the password rules sign-up shows too.
export { AccountServicesProvider, useAccountServices } from '../services';
export type { AccountServices } from '../services';
export { AccountSettings } from './AccountSettings';
export { PasswordRules } from './PasswordRules';
export { ProfilePictureCard } from './ProfilePictureField';
export { resizeImage } from './resizeImage';
