// @quoteway/account-forms/signIn: signing in (the shell's sign-in page, the embed's job widget).
export { SignInFields } from './SignInFields';
export { useSignIn } from './useSignIn';
export type { DeactivatedAccount } from './useSignIn';
