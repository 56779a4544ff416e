import type { useFormFeedback } from '@quoteway/account-forms/fields';

/**
 * The wizard's field errors and focus targets, shared by all its steps. Keys: 'profession',
 * 'q.<questionId>' (and '.text', '.date', '.amount'), 'description', 'photos', 'budget', 'timing',
 * 'locality', 'userName', 'email', 'mobile', 'code'.
 */
export type WizardFeedback = ReturnType<typeof useFormFeedback<string>>;
