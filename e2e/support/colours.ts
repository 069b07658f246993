/** The orange of the sign-in and forgot-password errors (spec §8): the theme's warning.dark. */
export const SIGN_IN_ERROR_ORANGE = 'rgb(181, 71, 8)';
