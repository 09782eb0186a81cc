import type { Config } from '../../config.ts';
import { logSms } from './log-sms.ts';
import type { SmsSender } from './sms.ts';
import { twilioSms } from './twilio.ts';

/**
 * The SMS provider SMS_PROVIDER names (decision 055): Twilio with its settings, else the log provider, which
 * config.ts allows only outside production. `print` hears the log provider's messages (the server's output).
 */
export function configuredSms(
  config: Config,
  print: (line: string) => void = (line) => void process.stdout.write(`${line}\n`),
  fetchImpl?: typeof fetch,
): SmsSender {
  if (config.sms.provider === 'twilio') {
    return twilioSms({ ...config.sms.twilio, ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }) });
  }
  return logSms(print);
}
