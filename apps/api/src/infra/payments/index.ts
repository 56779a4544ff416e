export { cardMessages, cardProblems, sandboxGateway } from './gateway';
export type {
  ChargeFailure,
  PaymentGateway,
  PaymentSource,
  TokenisedCard,
} from './gateway';
export { paymentGateway } from './paymentGateway';
export {
  type PaymentEvent,
  stripePaymentEvent,
  stripeSignatureHeader,
  stripeSignatureProblem,
} from './stripeWebhook';
