// The API's origin ('' for the page's own), which the API client and the first reads share;
// a module of its own so that neither imports the other (tests point both at a local server).

let origin: string = import.meta.env.VITE_API_BASE_URL || '';

/** The API's origin now ('' for the page's own origin). */
export function apiOrigin(): string {
  return origin;
}

/** Point the shell's calls at another API origin (`connectApi`). */
export function setApiOrigin(next: string): void {
  origin = next;
}
