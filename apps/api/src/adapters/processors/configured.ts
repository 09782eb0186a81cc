import type { Config } from '../../config.ts';
import { fedapayProcessor } from './fedapay.ts';
import type { PaymentProcessor } from './processor.ts';
import { sandboxProcessor } from './sandbox.ts';

/** The processor PAYMENT_PROCESSOR names, built from its configuration. */
export function configuredProcessor(config: Config, fetchImpl?: typeof fetch): PaymentProcessor {
  if (config.paymentProcessor === 'fedapay' && config.fedapay !== undefined) {
    return fedapayProcessor({
      ...config.fedapay,
      callbackUrl: `${config.publicUrl}/`,
      ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
    });
  }
  return sandboxProcessor(config.sandboxStepMs);
}
