import type { Config } from '../../config';
import type { Clock } from '../clock';
import { type PaymentGateway, sandboxGateway } from './gateway';
import { stripeGateway } from './stripeGateway';

/** The card processor the configuration asks for: Stripe with a secret key, else the sandbox. */
export function paymentGateway(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
  clock: Clock,
): PaymentGateway {
  return config.STRIPE_SECRET_KEY
    ? stripeGateway({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
    : sandboxGateway(clock);
}
