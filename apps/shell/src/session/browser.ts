/**
 * Full-page navigations, in one object so tests can observe them (jsdom cannot navigate).
 * Router navigation is the rule; these are for the spec's reloads and hard redirects.
 */
export const browser = {
  /** Reload the page (spec: a 400 on the session check, a token removed in another tab). */
  reload(): void {
    window.location.reload();
  },
  /** Leave the single-page app for `url` (spec: the hard redirect after social sign-in). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
