export {
  breakpointNames,
  breakpoints,
  CACHE_TTL_MS,
  CHAT_PAGE_SIZE,
  DEFAULT_QUOTE_TYPE,
  END_OF_LIST_DEBOUNCE_MS,
  JOB_LIST_PAGE_SIZE,
  LEAD_FILTER_BUDGET_RANGE,
  LEAD_FILTER_DEFAULT_AGE_DAYS,
  LEAD_LIST_PAGE_SIZE,
  LOGOUT_DELAY_MS,
  MAX_QUOTES_PER_JOB,
  QUOTE_ACTIVITY_PAGE_SIZE,
  quoteTypes,
  REDIRECT_DELAY_MS,
  REGIONAL_POPUP_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_MINI_WIDTH,
  SIDEBAR_WIDTH,
  TOAST_DURATION_MS,
  WIZARD_HOURLY_RATE_ANSWER,
  WIZARD_OTHER_ANSWER,
  WIZARD_SPECIFIC_DATE_ANSWER,
  WIZARD_TOTAL_ANSWER,
} from './constants';
export type { BreakpointName, QuoteType } from './constants';
export { businessPagePath, businessSlug, COVER_SIZE } from './businesses';
export { embedThemes, embedWidgetKinds, embedWidgetUrl } from './embeds';
export type { EmbedFrame, EmbedTheme, EmbedWidget, EmbedWidgetKind } from './embeds';
export { answerParts, answerProblem, checkAnswers, optionLabel, questionKinds } from './answers';
export { JOB_TITLE_SEPARATOR, jobTitleParts, jobTitleText } from './jobTitle';
export type {
  AnswerInput,
  AnswerParts,
  AnswerProblem,
  AnswerQuestion,
  AnswersCheck,
  AnswersProblem,
  QuestionKind,
} from './answers';
export {
  cardDigits,
  cardProblems,
  expiryProblem,
  isValidCardNumber,
  isValidCvc,
  luhnValid,
  readExpiry,
} from './cards';
export type { CardInput, CardProblems } from './cards';
export {
  CREDIT_EXPIRY_DAYS,
  CUSTOM_BONUS_DIVISOR,
  CUSTOM_MAX_CREDITS,
  CUSTOM_MIN_CREDITS,
  CUSTOM_STEP_CREDITS,
  creditOffer,
  creditPlanIds,
  creditPlans,
  creditValueCents,
  customPriceBands,
  customPricePerCreditCents,
  customPurchaseErrors,
  customPurchaseMessages,
  customPurchaseQuote,
  findCreditPlan,
  sitePlans,
  specPricing,
} from './credits';
export type {
  CreditOffer,
  CreditPlan,
  CreditPlanId,
  PriceBand,
  SitePricing,
  CustomPurchaseError,
  CustomPurchaseQuote,
} from './credits';
export {
  leadBudgetBands,
  leadBudgetBandsByCurrency,
  leadCreditCost,
  leadPriceReason,
  leadSizeFactor,
  UNKNOWN_BUDGET_FACTOR,
} from './leadCost';
export type { LeadBudgetBand, LeadPriceReason } from './leadCost';
export { leadBudgetBounds, leadBudgetRange, leadBudgetStepCents } from './leadBudgetFilter';
export type { LeadBudgetBounds, LeadBudgetRange } from './leadBudgetFilter';
export {
  ANSWER_TEXT_MAX_LENGTH,
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  GALLERY_MAX_PHOTOS,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_LENGTH,
  JOB_TIMING_MAX_LENGTH,
  QUOTE_COMMENT_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  REPORT_DETAIL_MAX_LENGTH,
  REVIEW_EDIT_HOURS,
  REVIEW_MAX_LENGTH,
  REVIEW_MAX_PHOTOS,
  JOB_MAX_PHOTOS,
  REVIEW_MIN_LENGTH,
  REVIEW_WINDOW_DAYS,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
} from './limits';
export {
  currencyCodes,
  dollarsToCents,
  formatAmount,
  formatDecimal,
  formatDollars,
  formatLocalMoney,
  formatMoney,
  MAX_AMOUNT_CENTS,
  maxAmountCents,
  parseDollars,
} from './money';
export type { CurrencyCode } from './money';
export { formatSiteDate, formatSiteMoney, siteLocaleTag } from './localeFormat';
export { firstName, headerNameLimit, MENU_NAME_LIMIT, NAME_ELLIPSIS, truncateName } from './names';

export {
  currencyOfCountry,
  REGIONAL_POPUP_COOKIE,
  regionalSites,
  regionalSuggestion,
  siteOfHost,
} from './regions';
export type { RegionalPopupInput, RegionalSite } from './regions';
export {
  gstOfInclusive,
  taxDocumentKinds,
  taxDocumentNumber,
  taxDocumentSeries,
} from './taxInvoices';
export type { TaxDocumentKind } from './taxInvoices';
export {
  countryOfTimeZone,
  siteCallingCodes,
  siteCountries,
  siteCountryOfHost,
  isSiteHost,
} from './siteHosts';
export type { SiteCountry } from './siteHosts';
export { landingFor, redirectFor, safeReturnPath, signInReasonFor } from './routes';
export {
  appPages,
  bestLocality,
  findTrade,
  matchPage,
  matchPath,
  namedPlace,
  placeQuery,
  professionPath,
  sameName,
} from './pages';
export type { AppPage, PageAudience, PageMatch } from './pages';
export {
  acceptedLanguages,
  contentLanguageFor,
  contentLanguages,
  contentPageAt,
  contentPagePath,
  contentPages,
  isContentLanguage,
  isContentPage,
  policyPages,
  popularTrades,
} from './siteContent';
export type { ContentLanguage, ContentPageId } from './siteContent';
export type { SignInReason, Viewer } from './routes';
export { ratingAverage, reviewerName } from './ratings';
export {
  accountThemes,
  businessTopics,
  CREDITS_EXPIRING_NOTICE_DAYS,
  CREDITS_EXPIRY_REMINDER_DAYS,
  customerTopics,
  defaultNotificationPreferences,
  notificationKinds,
  notificationTopics,
  readNotificationPreferences,
  smsTopics,
} from './notifications';
export type {
  AccountTheme,
  NotificationKind,
  NotificationPreferences,
  NotificationTopic,
  TopicPreference,
} from './notifications';
export { timeSince } from './timeSince';
export {
  ADJUSTMENT_MAX_CREDITS,
  PEOPLE_SEARCH_MIN_LENGTH,
  SUPPORT_ADJUSTMENT_MAX_CREDITS,
} from './support';
