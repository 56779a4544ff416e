export { cardMessages, cardProblems, refundMessages, sandboxGateway } from './gateway';
export type {
  ChargeFailure,
  PaymentGateway,
  PaymentSource,
  RefundResult,
  TokenisedCard,
} from './gateway';
export { paymentGateway } from './paymentGateway';
export {
  type PaymentEvent,
  stripePaymentEvent,
  stripeSignatureHeader,
  stripeSignatureProblem,
} from './stripeWebhook';
