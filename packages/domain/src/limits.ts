// Field limits, in characters: the contracts' schemas enforce them and the forms that fill
// those fields (the job wizard, the quote form, a review's reply) stop typing there.

/** Fewest characters of a job's description (after trimming). */
export const JOB_DESCRIPTION_MIN_LENGTH = 10;
/** Most characters of a job's description. */
export const JOB_DESCRIPTION_MAX_LENGTH = 5000;
/** Most characters of a job's timing ('As soon as possible', a date, or the customer's words). */
export const JOB_TIMING_MAX_LENGTH = 200;
/** Most characters of an answer's text ('Other (Please specify)', or a text question). */
export const ANSWER_TEXT_MAX_LENGTH = 2000;
/** Fewest characters of a person's name on an account (after trimming). */
export const USER_NAME_MIN_LENGTH = 2;
/** Most characters of a person's name on an account. */
export const USER_NAME_MAX_LENGTH = 80;
/** Most characters of a quote's comment (sent or saved as a draft). */
export const QUOTE_COMMENT_MAX_LENGTH = 5000;
/** Fewest characters of a review's text (after trimming). */
export const REVIEW_MIN_LENGTH = 20;
/** Most characters of a review's text. */
export const REVIEW_MAX_LENGTH = 4000;
/** Photos a review may carry. */
export const REVIEW_MAX_PHOTOS = 5;
/** Photos a customer may add to a job (issue 29: Thumbtack, hipages and Airtasker take them). */
export const JOB_MAX_PHOTOS = 5;
/** A review may be written within this many days of the job's completion. */
export const REVIEW_WINDOW_DAYS = 60;
/** A review may be edited for this many hours (and only until the business replies). */
export const REVIEW_EDIT_HOURS = 48;
/** Most characters of a business's public reply to a review. */
export const REPLY_MAX_LENGTH = 2000;
/** Most characters of what someone adds to a report of a review ("Tell us more"). */
export const REPORT_DETAIL_MAX_LENGTH = 1000;
/** Most characters of a business's description on its public page. */
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 2000;
/** Photos of past work a business may show on its public page. */
export const GALLERY_MAX_PHOTOS = 20;
