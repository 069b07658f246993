/** `state`: the history state the page opened gets (the sign-in page's `from`). */
type Navigate = (to: string, options?: { state?: unknown }) => void;

/** Lets code outside React (the API client) move the router; main.tsx plugs the router in. */
let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { state?: unknown }): void {
  navigateImpl(to, options);
}

export const LOGIN_PATH = '/login';
export const APP_HOME_PATH = '/app';
export const APP_NOT_FOUND_PATH = '/app/pages/not-found';
/** Where a person whose profile requires two-factor sign-in is sent until it is on. */
export const TWO_FACTOR_SETUP_PATH = '/app/my-profile?twoFactor=setup';
