// No zod here: the browser imports these strings without the schemas.

/** The spec's exact messages (section 8), shared by server and shell. */
export const accountMessages = {
  registered: 'You have been sent a verification email. Please check you email',
  deletedUser: 'Deleted User Detected',
  spamUser: 'Spam user detected',
  invalidCredentials: 'Invalid Credentials',
  tokenInvalid: 'token is invalid',
  userIsDeleted: 'User is deleted',
  spamUserSession: 'Spam user',
  loggedOut: 'logged out',
  reactivated: 'Your account has been reactivated :)',
  accountDeleted: 'Your account is deleted',
  emailTaken: 'An account with this e-mail already exists',
  notVerified: 'Please verify your e-mail address first: we have sent you a new link',
  resetSent: 'If an account exists for this e-mail, we have sent a link to reset the password',
  passwordChanged: 'Your password has been changed. Please sign in',
  passwordSet: 'Your password has been set',
  reactivationSent: 'We have sent you an e-mail to reactivate your account',
  linkExpired: 'This link has expired or was already used',
  tooManyAttempts: 'Too many attempts. Please try again later',
} as const;

/**
 * What the phone check and job posting say about the mobile number: full sentences, shown
 * under the field as they are (the job wizard translates the ones it knows).
 */
export const phoneMessages = {
  wrongCode: 'That is not the code we sent. Check the text message and try again.',
  codeExpired: 'This code has expired. Ask for a new code.',
  tooManyGuesses: 'That code was wrong too many times. Ask for a new code.',
  unknownVerification: 'We could not find this code. Ask for a new code.',
  verifyFirst: 'Verify your mobile number with the code we text you.',
  otherNumber:
    'The code was sent to another number. Ask for a code for this number, then type it in.',
} as const;
