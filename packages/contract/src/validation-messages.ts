export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  passwordsDontMatch: 'Passwords dont match',
  minLength6: 'Minimum required length is 6 characters',
  /** The spec keeps the original wording of the maximum-length message. */
  maxLength20: 'Minimum required length is 20 characters',
  passwordRule: 'Password must contain upper and lowercase letters and a special character',
  invalidSearchTerm: 'Invalid search term! Try again',
  selectImageFirst: 'You must select an image first.',
} as const;
