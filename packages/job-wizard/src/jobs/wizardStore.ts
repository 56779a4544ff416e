import type { CountryCode, Locality } from '@quoteway/api-client';
import { siteCallingCodes, siteCountryOfHost } from '@quoteway/domain';
import { create } from 'zustand';
import type { CallingCode } from '@quoteway/account-forms/fields';
import { type AnswerDraft, emptyAnswer } from './answerDraft';

/** A code texted to `mobile`; `verified` once the customer typed it back. */
interface PhoneVerification {
  verificationId: string;
  /** The number the code went to, as the API takes it ("+64 21 123 4567"). */
  mobile: string;
  verified: boolean;
}

/** A photo chosen for the job: sent once the job is posted (it then has an owner). */
export interface WizardPhoto {
  id: string;
  file: File;
  /** An object URL of the file, for its preview (revoked when it is removed). */
  previewUrl: string;
}

interface WizardData {
  step: number;
  profession: { slug: string; name: string } | null;
  answers: Record<string, AnswerDraft>;
  description: string;
  /**
   * The summary of the answers last offered as the description (`answersSummary`): while the
   * description still is that text, the customer has not written their own, and it follows
   * the answers.
   */
  descriptionSummary: string;
  /** At most JOB_MAX_PHOTOS, in the order chosen. */
  photos: WizardPhoto[];
  locality: Locality | null;
  userName: string;
  email: string;
  callingCode: CallingCode;
  mobile: string;
  phone: PhoneVerification | null;
  /**
   * The business whose "Request a quote" started this job: it gets the job as a direct lead,
   * and no other business does unless the customer ticks `openToOthers`.
   */
  businessId: string | null;
  openToOthers: boolean;
  /**
   * Whether the customer is offered `openToOthers` at all: a business's own job widget that
   * keeps its visitors to itself (the default of /leads/widget) does not offer it.
   */
  othersOffered: boolean;
  /** The landing page ("service|locations|business") whose prefill was applied, so it runs once. */
  prefilled: string | null;
  /**
   * The customer went on from the home page's search (trade and place) into the wizard's
   * steps; until then the home page shows the search.
   */
  started: boolean;
}

interface WizardState extends WizardData {
  setStep(step: number): void;
  /** Choose the trade; another trade's answers no longer apply and are dropped. */
  chooseProfession(profession: { slug: string; name: string }): void;
  updateAnswer(questionId: string, change: Partial<AnswerDraft>): void;
  /** Add chosen photos (the caller has checked their type, size and count). */
  addPhotos(files: readonly File[]): void;
  removePhoto(id: string): void;
  update(
    change: Partial<
      Pick<
        WizardData,
        | 'description'
        | 'descriptionSummary'
        | 'locality'
        | 'userName'
        | 'email'
        | 'callingCode'
        | 'mobile'
        | 'phone'
        | 'businessId'
        | 'openToOthers'
        | 'othersOffered'
        | 'prefilled'
        | 'started'
      >
    >,
  ): void;
  /** Start again (after a job is posted). */
  reset(): void;
}

/** The country of the regional site the visitor is on (the wizard searches its places). */
export function siteCountry(): CountryCode {
  return siteCountryOfHost(window.location.hostname);
}

const initial = (): WizardData => ({
  step: 0,
  profession: null,
  answers: {},
  description: '',
  descriptionSummary: '',
  photos: [],
  locality: null,
  userName: '',
  email: '',
  callingCode: siteCallingCodes[siteCountry()],
  mobile: '',
  phone: null,
  businessId: null,
  openToOthers: false,
  othersOffered: true,
  prefilled: null,
  started: false,
});

let photoCount = 0;

/**
 * The job wizard's answers. A store rather than component state so that going back and
 * forth between steps, or leaving /home and coming back (say, to sign in), keeps them.
 */
export const useWizard = create<WizardState>()((set) => ({
  ...initial(),
  setStep: (step) => set({ step }),
  chooseProfession: (profession) =>
    set((state) =>
      state.profession?.slug === profession.slug ? { profession } : { profession, answers: {} },
    ),
  updateAnswer: (questionId, change) =>
    set((state) => ({
      answers: {
        ...state.answers,
        [questionId]: { ...emptyAnswer, ...state.answers[questionId], ...change },
      },
    })),
  addPhotos: (files) =>
    set((state) => ({
      photos: [
        ...state.photos,
        ...files.map((file) => ({
          id: `${Date.now()}-${(photoCount += 1)}`,
          file,
          previewUrl: URL.createObjectURL(file),
        })),
      ],
    })),
  removePhoto: (id) =>
    set((state) => {
      const gone = state.photos.find((photo) => photo.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return { photos: state.photos.filter((photo) => photo.id !== id) };
    }),
  update: (change) => set(change),
  reset: () =>
    set((state) => {
      for (const photo of state.photos) URL.revokeObjectURL(photo.previewUrl);
      return initial();
    }),
}));
