/**
 * Sending a text message (decision 055): one-time codes to verify a phone number, change it, or recover a
 * password. The adapter is given the number in E.164 and the text (at most 160 GSM characters: one SMS); it answers
 * what the provider said. It never throws for the provider's refusal or an outage: a code that did not leave is
 * asked for again by the customer (the resend button), so nothing here retries.
 */
export type SmsMessage = { to: string; text: string };

export type SmsOutcome =
  | { kind: 'sent'; providerId: string }
  /** The provider refused this message (a bad number, a number it cannot reach…): `reason` for the log. */
  | { kind: 'refused'; reason: string }
  /** The provider could not be reached, or failed (5xx, time-out): `reason` for the log. */
  | { kind: 'unavailable'; reason: string };

export const SMS_PROVIDERS = ['log', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export type SmsSender = {
  readonly name: SmsProviderName;
  send(message: SmsMessage): Promise<SmsOutcome>;
};
