// The person's own account settings, shown by the console (/leads/settings) and the shell
// (/settings), and the password rules the shell's sign-up shows too. A subpath of its own
// (`@quoteway/business/account`): through the package's index, which the shell's entry
// imports for the console's routes, they would land in the shell's first load.
export { AccountSettings } from './AccountSettings';
export { PasswordRules } from './PasswordRules';
