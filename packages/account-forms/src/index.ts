// Public face of @quoteway/account-forms: the forms of a person's account and the fields
// they are built of, shared by the shell, the business console, the embed's widgets and the
// job wizard.
import * as formStyles from './fields/forms.css';

export { AccountServicesProvider, FieldServicesProvider, useAccountServices } from './services';
export type { AccountServices, ApiRead, FieldServices, UseApiRead } from './services';

// Fields and form feedback (the wizard's, the sign-in and sign-up forms', the settings')
export { formStyles };
export { EmailField } from './fields/EmailField';
export { NameField } from './fields/NameField';
export { FormStatus } from './fields/FormStatus';
export type { FormStatusValue } from './fields/FormStatus';
export { useFormFeedback } from './fields/useFormFeedback';
export { usePhoneMessages } from './fields/usePhoneMessages';
export { internationalPhone, PhoneField, shownPhone } from './fields/PhoneField';
export type { CallingCode } from './fields/PhoneField';
export { LocalityField } from './fields/LocalityField';
export { localityLabel, useLocalitySearch } from './fields/useLocalitySearch';
export { useDebouncedValue } from './fields/useDebouncedValue';
export { TextedCodeField, useTextedCode } from './fields/TextedCodeField';

// Signing in (the shell's page, the embed's job widget)
export { SignInFields } from './signIn/SignInFields';
export { useSignIn } from './signIn/useSignIn';
export type { DeactivatedAccount } from './signIn/useSignIn';

// The person's own account: settings (the console's /leads/settings, the shell's /settings),
// the profile picture, and the password rules sign-up shows too.
export { AccountSettings } from './settings/AccountSettings';
export { PasswordRules } from './settings/PasswordRules';
export { ProfilePictureCard } from './settings/ProfilePictureField';
export { resizeImage } from './settings/resizeImage';
