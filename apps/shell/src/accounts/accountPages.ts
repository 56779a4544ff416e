// The sign-up and password screens, loaded when one is opened: none is part of a first visit's
// page (sign-in is, and stays in the entry).
export { ForgotPasswordPage, ResetPasswordPage, SetPasswordPage } from './PasswordPages';
export { SignUpBusinessPage } from './SignUpBusinessPage';
export { SignUpPage } from './SignUpPage';
