// No zod here: the browser imports these strings without the schemas.

/** The spec's exact messages (section 8), shared by server and shell. */
export const accountMessages = {
  registered: /*i18n*/ 'You have been sent a verification email. Please check you email',
  deletedUser: /*i18n*/ 'Deleted User Detected',
  spamUser: /*i18n*/ 'Spam user detected',
  invalidCredentials: /*i18n*/ 'Invalid Credentials',
  tokenInvalid: /*i18n*/ 'token is invalid',
  userIsDeleted: /*i18n*/ 'User is deleted',
  spamUserSession: /*i18n*/ 'Spam user',
  loggedOut: /*i18n*/ 'logged out',
  reactivated: /*i18n*/ 'Your account has been reactivated :)',
  accountDeleted: /*i18n*/ 'Your account is deleted',
  emailTaken: /*i18n*/ 'An account with this e-mail already exists',
  notVerified: /*i18n*/ 'Please verify your e-mail address first: we have sent you a new link',
  resetSent:
    /*i18n*/ 'If an account exists for this e-mail, we have sent a link to reset the password',
  passwordChanged: /*i18n*/ 'Your password has been changed. Please sign in',
  passwordSet: /*i18n*/ 'Your password has been set',
  reactivationSent: /*i18n*/ 'We have sent you an e-mail to reactivate your account',
  linkExpired: /*i18n*/ 'This link has expired or was already used',
  tooManyAttempts: /*i18n*/ 'Too many attempts. Please try again later',
} as const;

/**
 * What the phone check and job posting say about the mobile number: full sentences, shown
 * under the field as they are (the job wizard translates the ones it knows).
 */
export const phoneMessages = {
  wrongCode: /*i18n*/ 'That is not the code we sent. Check the text message and try again.',
  codeExpired: /*i18n*/ 'This code has expired. Ask for a new code.',
  tooManyGuesses: /*i18n*/ 'That code was wrong too many times. Ask for a new code.',
  unknownVerification: /*i18n*/ 'We could not find this code. Ask for a new code.',
  verifyFirst: /*i18n*/ 'Verify your mobile number with the code we text you.',
  otherNumber:
    /*i18n*/ 'The code was sent to another number. Ask for a code for this number, then type it in.',
} as const;
