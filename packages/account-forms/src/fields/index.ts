// @quoteway/account-forms/fields: the fields and form feedback (the wizard's, the sign-in and
// sign-up forms', the settings', the console's) and how the fields that read the API get
// their services. The home page's search and the job wizard's first step import it in the
// shell's first load, so it carries nothing of the settings or the sign-in forms.
import * as formStyles from './forms.css';

export { FieldServicesProvider } from '../services';
export type { ApiRead, FieldServices, UseApiRead } from '../services';
export { formStyles };
export { EmailField } from './EmailField';
export { NameField } from './NameField';
export { FormStatus } from './FormStatus';
export type { FormStatusValue } from './FormStatus';
export { useFormFeedback } from './useFormFeedback';
export { usePhoneMessages } from './usePhoneMessages';
export { internationalPhone, PhoneField, shownPhone } from './PhoneField';
export type { CallingCode } from './PhoneField';
export { LocalityField } from './LocalityField';
export { localityLabel, useLocalitySearch } from './useLocalitySearch';
export { useDebouncedValue } from './useDebouncedValue';
export { TextedCodeField, useTextedCode } from './TextedCodeField';
