export { cardMessages, cardProblems, sandboxGateway } from './gateway';
export type {
  CardDetails,
  ChargeFailure,
  ChargeResult,
  ChargeState,
  PaymentGateway,
  PaymentSource,
  TokenisedCard,
} from './gateway';
export { paymentGateway } from './paymentGateway';
export { stripeGateway } from './stripeGateway';
export type { StripeGatewayOptions } from './stripeGateway';
