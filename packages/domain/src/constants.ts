/** Messages loaded per page in a chat. */
export const CHAT_PAGE_SIZE = 20;
/** Leads per page in lead lists. */
export const LEAD_LIST_PAGE_SIZE = 5;
/** Jobs per page in the job list. */
export const JOB_LIST_PAGE_SIZE = 6;
/** Entries per page in a quote's activity. */
export const QUOTE_ACTIVITY_PAGE_SIZE = 5;

/** Default lead filter: leads posted in the last this many days. */
export const LEAD_FILTER_DEFAULT_AGE_DAYS = 10;
/** Default lead filter budget range [min, max], as the filter's slider values (spec: [0, 100]). */
export const LEAD_FILTER_BUDGET_RANGE = [0, 100] as const;

/** How a tradie prices a quote. */
export const quoteTypes = ['Flat', 'Hourly', 'Daily', 'Per item', 'To be confirmed'] as const;
export type QuoteType = (typeof quoteTypes)[number];
/** Quote type preselected on a new quote. */
export const DEFAULT_QUOTE_TYPE: QuoteType = 'Flat';
/** Most quotes a job can receive. */
export const MAX_QUOTES_PER_JOB = 5;

/** How long a toast stays visible, in milliseconds. */
export const TOAST_DURATION_MS = 3000;
/** How long cached data stays fresh, in milliseconds. */
export const CACHE_TTL_MS = 120_000;
/** Delay before logging out after the logout message, in milliseconds. */
export const LOGOUT_DELAY_MS = 2500;
/** Delay before an automatic redirect, in milliseconds. */
export const REDIRECT_DELAY_MS = 3000;
/** Debounce of the end-of-list (load more) trigger, in milliseconds. */
export const END_OF_LIST_DEBOUNCE_MS = 200;
/** Lifetime of the regional-site popup cookie, in seconds (1 hour; cookie Max-Age unit). */
export const REGIONAL_POPUP_COOKIE_MAX_AGE_SECONDS = 3600;

/** Layout breakpoint names, smallest first. */
export const breakpointNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type BreakpointName = (typeof breakpointNames)[number];
/** Minimum viewport width in pixels of each breakpoint. */
export const breakpoints: Readonly<Record<BreakpointName, number>> = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
};

/** Width of the open sidebar, in pixels. */
export const SIDEBAR_WIDTH = 304;
/** Width of the collapsed (mini) sidebar, in pixels. */
export const SIDEBAR_MINI_WIDTH = 80;

/** Job wizard answer that asks for free text. */
export const WIZARD_OTHER_ANSWER = 'Other (Please specify)';
/** Job wizard answer that asks for a date. */
export const WIZARD_SPECIFIC_DATE_ANSWER = 'Specific date';
/** Job wizard budget answer for a total price. */
export const WIZARD_TOTAL_ANSWER = 'Total';
/** Job wizard budget answer for an hourly rate. */
export const WIZARD_HOURLY_RATE_ANSWER = 'Hourly Rate';
