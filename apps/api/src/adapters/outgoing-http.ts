/**
 * The bounds of every call the server makes to another service (decision 048). A processor's answer is read as a
 * stream and given up past MAX_ANSWER_BYTES: the connection is closed there, and the caller treats it as the
 * service being unreachable (its job retries). Time is bounded by each adapter's AbortSignal, which covers the
 * connection, the answer's head and its whole body; Node's fetch also gives up a connection not made in 10 s.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** An answer longer than its cap: not read further, its connection closed. */
export class AnswerTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`answer over ${maxBytes} bytes: not read further`);
    this.name = 'AnswerTooLarge';
  }
}

/**
 * An answer's body as UTF-8 text, read chunk by chunk up to `maxBytes`: an answer that says it is longer, or grows
 * longer, is cancelled (its connection closed) and AnswerTooLarge thrown, so memory never holds more than the cap.
 */
export async function readCappedText(response: Response, maxBytes = MAX_ANSWER_BYTES): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLarge(maxBytes);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); chunk.done !== true; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AnswerTooLarge(maxBytes);
    }
    chunks.push(chunk.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Whether a processor's HTTP status refuses what we sent (a bad number, an amount…): a 4xx, except our own faults
 * and its pace (401/403 credentials or scope, 404/405 a call it does not have, 408, 429). A refusal ends the payment
 * with a §8 code; anything else is retried by the job and, failing for good, leaves the payment to its deadline
 * rather than refusing the customer for our mistake.
 */
export function refusesWhatWeSent(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 404, 405, 408, 429].includes(status);
}
