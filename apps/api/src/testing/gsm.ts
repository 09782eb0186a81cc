/** GSM 03.38's basic alphabet: a text written only in it goes as one SMS up to 160 characters. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** Whether `text` goes as one SMS: at most 160 characters, all of GSM 03.38's basic alphabet. */
export function oneSms(text: string): boolean {
  return text.length <= 160 && [...text].every((character) => GSM_BASIC.includes(character));
}
