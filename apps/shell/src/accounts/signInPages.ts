// The sign-in pages, one chunk loaded when one of them opens (a link, the guard's redirect):
// the home page's first load does without them.
export { SignInPage } from './SignInPage';
export { SocialSignInPage } from './SocialSignInPage';
