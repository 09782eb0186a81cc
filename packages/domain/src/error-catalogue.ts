/**
 * The error catalogue of §8, French half: one message per transaction error code, and the codes themselves.
 * The French messages are the reference (docs/product.md §8).
 * Like every catalogue (decision 013) they are ICU messages, but without arguments: each reads as its own text
 * (packages/contract's tests format them all), so the domain needs no formatter.
 */
const fr = {
  400: 'Informations de transaction invalides.',
  401: 'Informations de transaction incomplètes.',
  402: 'Votre numéro est invalide.',
  403: 'Numéro du bénéficiaire invalide.',
  404: "Vous n'avez pas approuvé le paiement.",
  406: 'Numéro non relié à un compte mobile money.',
  407: 'Validation de paiement déjà En attente sur ce compte.',
  408: 'Une transaction du même montant sur ce compte est déjà en cours.',
  409: 'Le bénéficiaire a atteint le montant maximum recevable autorisé par mois.',
  410: 'Le montant est inférieur au minimum requis.',
  411: 'Le montant est supérieur au maximum autorisé.',
  413: 'Le nombre maximal de paiements échoués est atteint ; réessayez dans 24 h.',
  414: "Cette carte bancaire ne dispose pas de l'authentification 3DS activée.",
  450: 'Annulée: vous avez annulé la transaction.',
  451: 'Expirée: le délai de paiement est dépassé.',
  452: 'Annulé par le prestataire de transfert: transfert non reçu.',
  460: 'Fonds insuffisants.',
  461: "Une erreur s'est produite lors du paiement.",
  462: 'Opérateur ou pays non pris en charge.',
  // The betting partner's refusals of a withdrawal code (decision 062): none of the codes above says which.
  470: 'Code de retrait inconnu pour ce compte de paris.',
  471: 'Ce code de retrait a déjà servi.',
  472: 'Ce code de retrait a expiré\u202f: demandez-en un nouveau sur le site de paris.',
  473: 'Le montant ne correspond pas à celui du retrait demandé.',
  505: "Erreur auprès de l'opérateur réseau.",
  528: "L'opération a échoué.",
} as const satisfies Record<number, string>;

export type ErrorCode = keyof typeof fr;

const en = {
  400: 'Invalid transaction details.',
  401: 'Incomplete transaction details.',
  402: 'Your number is invalid.',
  403: "The beneficiary's number is invalid.",
  404: 'You did not approve the payment.',
  406: 'This number is not linked to a mobile money account.',
  407: 'A payment approval is already pending on this account.',
  408: 'A transaction of the same amount is already in progress on this account.',
  409: 'The beneficiary has reached the maximum amount they may receive this month.',
  410: 'The amount is below the minimum required.',
  411: 'The amount is above the maximum allowed.',
  413: 'The maximum number of failed payments is reached; retry after 24 h.',
  414: 'This bank card does not have 3DS authentication enabled.',
  450: 'Cancelled: you cancelled the transaction.',
  451: 'Expired: the payment deadline passed.',
  452: 'Cancelled by the transfer provider: transfer not received.',
  460: 'Insufficient funds.',
  461: 'An error occurred during the payment.',
  462: 'Operator or country not supported.',
  470: 'Unknown withdrawal code for this betting account.',
  471: 'This withdrawal code has already been used.',
  472: 'This withdrawal code has expired: ask the betting site for a new one.',
  473: 'The amount does not match the withdrawal requested.',
  505: 'Error with the network operator.',
  528: 'The operation failed.',
} as const satisfies Record<ErrorCode, string>;

/** The §8 catalogue in each language the API speaks (Accept-Language); French is the reference. */
export const TRANSACTION_ERROR_MESSAGES = { fr, en } as const;

type Language = keyof typeof TRANSACTION_ERROR_MESSAGES;

/** The French half, whose keys are the codes of §8. */
export const ERROR_MESSAGES = fr;

const unsupportedFr = {
  operator: 'Opérateur non pris en charge.',
  country: 'Pays non pris en charge.',
} as const satisfies Record<string, string>;

const unsupportedEn = {
  operator: 'Operator not supported.',
  country: 'Country not supported.',
} as const satisfies Record<keyof typeof unsupportedFr, string>;

/** Code 462 covers two refusals; these are the precise messages when the cause is known. */
export const UNSUPPORTED_MESSAGES = { fr: unsupportedFr, en: unsupportedEn } as const;

/** The catalogue message of a code in French (default) or English. */
export function errorMessageIn(code: number, language: Language): string {
  return TRANSACTION_ERROR_MESSAGES[language][catalogueCode(code)];
}

/** The error code shown for any 4xx outside the catalogue. */
export const GENERIC_CLIENT_ERROR_CODE = 461;
/** The error code shown for any 5xx outside the catalogue. */
export const GENERIC_SERVER_ERROR_CODE = 505;

export function isErrorCode(code: number): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/**
 * The catalogue code a raw error code is shown as: itself when catalogued, 505 for any other code whose
 * decimal form starts with 5, 461 for everything else.
 */
export function catalogueCode(code: number): ErrorCode {
  if (isErrorCode(code)) return code;
  return String(code).startsWith('5') ? GENERIC_SERVER_ERROR_CODE : GENERIC_CLIENT_ERROR_CODE;
}

/** The French message of an error code (§8); a code outside the catalogue gets its fallback's message. */
export function errorMessage(code: number): string {
  return errorMessageIn(code, 'fr');
}
