/** User-facing texts of spec §8, one definition for API and web; each feature adds its own when it arrives. */
export const AUTH_MESSAGES = {
  passwordAlreadyUsed: 'This password has already been used.',
  accountDisabled: 'You account is disable.',
  invalidCredentials: 'Your username or password are invalid.',
  emailNotRegistered: 'The informed e-mail is not registered in our portal.',
  noAccountForEmail: 'There is no account associated with this email.',
  samePassword: 'The password must not be the same as the previous one.',
  userNotFound: 'User cannot be found.',
  couldNotAuthenticate: "User couldn't authenticate",
  couldNotConnect: "Sorry. We couldn't connect",
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  emailAlreadyRegistered: 'This e-mail is already registered.',
  publishedPassword: 'This password is published with the demo. Choose another one.',
  registrationClosed:
    'Registration is closed. Ask HR for an account, or sign in with your company account.',
  registrationDomainRefused: 'Register with your company e-mail address.',
} as const;

export const SUCCESS_MESSAGES = {
  passwordChanged: 'Password changed with success!',
  passwordReset: 'Your password has changed!',
  resetLinkSent: 'We sent you an e-mail with instructions to reset your password.',
  registered: 'Your account was created. HR will activate it before you can sign in.',
  profileEdited: 'Profile was edited with success.',
  profilePictureEdited: 'Profile picture edited with success.',
  profilePictureDeleted: 'Profile picture deleted with success.',
} as const;

/** Spec §8: what a failed call reads when its answer carries no detail of its own. */
export const FAILURE_MESSAGES = {
  serverWithoutDetail: 'Something went wrong with the server!',
} as const;

/** Spec §4/§8: the generic table's notifications. */
export const TABLE_MESSAGES = {
  saved: 'Data has been saved',
  updated: 'Data has been updated',
  removed: 'Item has been removed',
} as const;
