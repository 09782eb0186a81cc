import type { Config } from '../../config.ts';
import { fedapayProcessor } from './fedapay.ts';
import { pispiProcessor } from './pispi.ts';
import type { PaymentProcessor } from './processor.ts';
import { type Processors, processorsOf } from './processors.ts';
import { sandboxProcessor } from './sandbox.ts';

/**
 * The processor PAYMENT_PROCESSOR names, built from its configuration. `warn` hears what an operator should know
 * of (a status FedaPay sent that we do not know: the payment stays pending).
 */
export function configuredProcessor(
  config: Config,
  fetchImpl?: typeof fetch,
  warn: (line: string) => void = console.warn,
): PaymentProcessor {
  if (config.paymentProcessor === 'fedapay' && config.fedapay !== undefined) {
    return fedapayProcessor({
      ...config.fedapay,
      callbackUrl: `${config.publicUrl}/`,
      onUnknownStatus: (status, id) =>
        warn(
          `FedaPay: statut inconnu « ${status} » pour la transaction ${id} ; le paiement reste en attente.`,
        ),
      ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
    });
  }
  return sandboxProcessor(config.sandboxStepMs, config.publicUrl);
}

/**
 * Every rail's processor from configuration: mobile money is PAYMENT_PROCESSOR's; bank transfers are PI-SPI's when
 * its PISPI_* settings are given (decision 069), else not offered; cards are the sandbox's card page (decision 068).
 */
export function configuredProcessors(
  config: Config,
  fetchImpl?: typeof fetch,
  warn: (line: string) => void = console.warn,
): Processors {
  const mobileMoney = configuredProcessor(config, fetchImpl, warn);
  return processorsOf({
    mobileMoney,
    // Cards on the same processor's page: the sandbox's card page, or FedaPay's hosted page (decision 068).
    card: mobileMoney,
    bank: config.pispi === undefined ? undefined : pispiProcessor(config.pispi),
  });
}
