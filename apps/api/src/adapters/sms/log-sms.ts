import type { SmsMessage, SmsOutcome, SmsSender } from './sms.ts';

/** The messages the log provider keeps, newest last: enough for a test suite, bounded for a long development run. */
export const LOG_SMS_KEPT = 500;

export type LoggedSms = SmsMessage & { id: string; at: Date };

export type LogSms = SmsSender & {
  /** What was sent, oldest first (all of it, or to one number). */
  messages(to?: string): readonly LoggedSms[];
};

/**
 * `SMS_PROVIDER=log`, development's and the tests' provider (decision 055): nothing leaves the machine. Each
 * message is kept in this process's memory (the latest LOG_SMS_KEPT) and printed with `print`, so a developer reads
 * the code in the server's output and the end-to-end suite reads it from `GET /1xpay/dev/sms`, which exists only
 * with this provider, only outside production, and only for callers on this machine.
 */
export function logSms(print: (line: string) => void = () => undefined, clock = () => new Date()): LogSms {
  const kept: LoggedSms[] = [];
  let sequence = 0;
  return {
    name: 'log',
    async send(message: SmsMessage): Promise<SmsOutcome> {
      sequence += 1;
      const id = `log-${sequence}`;
      kept.push({ ...message, id, at: clock() });
      if (kept.length > LOG_SMS_KEPT) kept.splice(0, kept.length - LOG_SMS_KEPT);
      print(`SMS (journal) à ${message.to} : ${message.text}`);
      return { kind: 'sent', providerId: id };
    },
    messages(to?: string) {
      return to === undefined ? [...kept] : kept.filter((message) => message.to === to);
    },
  };
}

/** The log provider, whose messages may be read back (the development-only route, the tests). */
export function isLogSms(sender: SmsSender): sender is LogSms {
  return sender.name === 'log' && 'messages' in sender;
}
