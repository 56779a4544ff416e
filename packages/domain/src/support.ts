// Limits of the operator console's support tools (the contracts validate by them; the console
// says them).

/** The shortest people search (shorter ones match too much to be useful). */
export const PEOPLE_SEARCH_MIN_LENGTH = 3;

/** The largest credit adjustment either way (admins). */
export const ADJUSTMENT_MAX_CREDITS = 10_000;

/**
 * The largest adjustment a support operator may make: the everyday goodwill credit or
 * correction. Anything larger moves real money's worth, so it needs an admin.
 */
export const SUPPORT_ADJUSTMENT_MAX_CREDITS = 100;
