/**
 * The PI-SPI QR code's text (decision 067): the BCEAO's interoperable QR code is an EMVCo merchant-presented QR,
 * a run of TLV fields (two-digit tag, two-digit length, value) closed by a CRC. Its fields, as the BCEAO's
 * « Spécifications techniques du QR Code PI-SPI » and its published worked example lay them out:
 *   00 "01"                      payload format indicator
 *   36 { 00 "int.bceao.pi", 01 alias }   the payee's PI-SPI alias (an issued payment address)
 *   52 "0000"                    merchant category code (unused)
 *   53 "952"                     currency: XOF (ISO 4217 numeric)
 *   54 amount                    in whole francs, digits only (absent: the payer types it)
 *   58 country                   the payee's UEMOA country (ISO 3166-1 alpha-2)
 *   59 "X", 60 "X"               merchant name and city (not used by PI-SPI: a placeholder)
 *   62 { 05 reference, 11 channel }      our reference, and the payment's category (000 static, 400 dynamic,
 *                                500 on site, 521 e-commerce)
 *   63 CRC                       CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of everything before
 *                                it, "6304" included, in four upper-case hex digits
 * Pure: no I/O, so the status screen (or the server) can draw it.
 */

/** The eight UEMOA countries PI-SPI links (Gabon, in the CEMAC, is not one). */
export const PISPI_COUNTRIES = ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'] as const;

/** The payment categories a QR's channel field carries, as the API Business's `categorie` lists them. */
export const PISPI_QR_CHANNELS = ['000', '400', '500', '521'] as const;

export type PispiQrInput = {
  /** The payee's alias: for a payment request, ours (PISPI_ALIAS). */
  alias: string;
  country: string;
  /** Whole XOF francs; undefined for a QR whose payer types the amount. */
  amount?: bigint | undefined;
  /** What the payment is for: our reference (25 characters at most). */
  reference: string;
  /** 400 (a dynamic QR, one payment: the default), 000 (static), 500 (on site), 521 (e-commerce). */
  channel?: (typeof PISPI_QR_CHANNELS)[number];
};

const MAX_REFERENCE = 25;
const MAX_AMOUNT_DIGITS = 13;

/** One TLV field: the value's length in two digits. */
function field(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`QR PI-SPI : champ ${tag} trop long (${value.length} > 99)`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE of the text's bytes (EMVCo's checksum), four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The QR code's text for a payment to `alias`. Throws RangeError on a value the format cannot carry. */
export function pispiQrPayload(input: PispiQrInput): string {
  const country = input.country.toUpperCase();
  if (!(PISPI_COUNTRIES as readonly string[]).includes(country))
    throw new RangeError(`QR PI-SPI : ${input.country} n’est pas un pays de l’UEMOA`);
  if (input.alias.trim() === '') throw new RangeError('QR PI-SPI : alias manquant');
  if (input.reference === '' || input.reference.length > MAX_REFERENCE)
    throw new RangeError(`QR PI-SPI : la référence doit compter de 1 à ${MAX_REFERENCE} caractères`);
  const channel = input.channel ?? '400';
  if (!(PISPI_QR_CHANNELS as readonly string[]).includes(channel))
    throw new RangeError(`QR PI-SPI : canal ${channel} inconnu`);
  let amount = '';
  if (input.amount !== undefined) {
    if (input.amount <= 0n) throw new RangeError('QR PI-SPI : le montant doit être positif');
    amount = input.amount.toString();
    if (amount.length > MAX_AMOUNT_DIGITS)
      throw new RangeError(`QR PI-SPI : le montant dépasse ${MAX_AMOUNT_DIGITS} chiffres`);
  }
  const body = [
    field('00', '01'),
    field('36', field('00', 'int.bceao.pi') + field('01', input.alias)),
    field('52', '0000'),
    field('53', '952'),
    amount === '' ? '' : field('54', amount),
    field('58', country),
    field('59', 'X'),
    field('60', 'X'),
    field('62', field('05', input.reference) + field('11', channel)),
  ].join('');
  const withCrcTag = `${body}6304`;
  return `${withCrcTag}${crc16Ccitt(withCrcTag)}`;
}

/** The top-level TLV fields of a QR text (tag → value), or undefined if it does not parse; for the tests' checks. */
export function pispiQrFields(text: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(length)) return undefined;
    const end = at + 4 + Number(length);
    if (end > text.length) return undefined;
    fields.set(tag, text.slice(at + 4, end));
    at = end;
  }
  return fields;
}

/** Whether a QR text ends in the right CRC over everything before its value. */
export function pispiQrCrcHolds(text: string): boolean {
  return text.length > 8 && text.slice(-8, -4) === '6304' && crc16Ccitt(text.slice(0, -4)) === text.slice(-4);
}
