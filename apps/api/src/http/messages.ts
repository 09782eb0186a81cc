import type { Locale } from '@1xpay/contract';

/** Every sentence the API itself writes, in French (default) and English. */
const catalogue = {
  sessionMissing: {
    fr: 'Session absente ou expirée : veuillez vous reconnecter.',
    en: 'No session, or it has expired: please sign in again.',
  },
  badCredentials: { fr: 'Identifiants incorrects.', en: 'Incorrect credentials.' },
  notAnAdmin: {
    fr: "Identifiants incorrects ou compte sans droits d'administration.",
    en: 'Incorrect credentials, or the account has no admin rights.',
  },
  tooManyAttempts: {
    fr: 'Trop de tentatives de connexion. Réessayez dans {minutes} min.',
    en: 'Too many sign-in attempts. Try again in {minutes} min.',
  },
  actionNotPermitted: { fr: 'Cette action ne vous est pas permise.', en: 'You are not allowed to do this.' },
  masterOnly: {
    fr: "Seul l'administrateur principal peut faire cette action.",
    en: 'Only the master admin can do this.',
  },
  userUuidMismatch: {
    fr: "L'en-tête user-uuid ne correspond pas à la session.",
    en: 'The user-uuid header does not match the session.',
  },
  emailTaken: { fr: 'Cette adresse e-mail est déjà utilisée.', en: 'This email address is already in use.' },
  phoneTaken: { fr: 'Ce numéro de téléphone est déjà utilisé.', en: 'This phone number is already in use.' },
  phoneCountryUnknown: {
    fr: "Le champ « phoneNumber » n'appartient à aucun pays pris en charge.",
    en: 'Field “phoneNumber” belongs to no supported country.',
  },
  historyEmpty: { fr: 'Aucune transaction pour le moment.', en: 'No transactions yet.' },
  userNotFound: { fr: 'Utilisateur introuvable.', en: 'User not found.' },
  adminNotFound: { fr: 'Administrateur introuvable.', en: 'Admin not found.' },
  cannotChangeMaster: {
    fr: "Les droits de l'administrateur principal ne se modifient pas ici.",
    en: "The master admin's rights cannot be changed here.",
  },
  notAwaitingCustomer: {
    fr: "Cette transaction n'attend pas l'approbation du client.",
    en: 'This transaction is not waiting for the customer’s approval.',
  },
  operationNotFound: { fr: 'Opération introuvable.', en: 'Operation not found.' },
  operationNotPending: {
    fr: 'Cette opération est déjà terminée.',
    en: 'This operation is already finished.',
  },
  transactionNotFound: { fr: 'Transaction introuvable.', en: 'Transaction not found.' },
  webhookNotFound: {
    fr: 'Aucun prestataire de paiement de ce nom n’envoie de webhooks ici.',
    en: 'No payment processor of that name sends webhooks here.',
  },
  missingSignature: {
    fr: 'Signature du webhook absente ou mal formée.',
    en: 'Webhook signature missing or malformed.',
  },
  badSignature: { fr: 'Signature du webhook invalide.', en: 'Invalid webhook signature.' },
  staleSignature: {
    fr: 'Webhook trop ancien ou daté dans le futur (tolérance : 300 s).',
    en: 'Webhook too old or dated in the future (tolerance: 300 s).',
  },
  badPayload: { fr: 'Contenu du webhook illisible.', en: 'Unreadable webhook content.' },
  illegalTransition: {
    fr: 'Changement de statut impossible : de {from} vers {to}.',
    en: 'Status change not allowed: from {from} to {to}.',
  },
  cannotMoveMoney: {
    fr: 'Votre compte ne permet pas de transaction pour le moment : contactez le service client.',
    en: 'Your account cannot make transactions for now: contact customer service.',
  },
  idempotencyInFlight: {
    fr: 'Une requête avec cette clé Idempotency-Key est déjà en cours : réessayez dans un instant.',
    en: 'A request with this Idempotency-Key is already in progress: retry in a moment.',
  },
  idempotencyMismatch: {
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez une nouvelle clé.',
    en: 'This Idempotency-Key was already used for another request: use a new key.',
  },
  cannotLockMaster: {
    fr: "Le compte de l'administrateur principal ne peut pas être bloqué.",
    en: "The master admin's account cannot be locked.",
  },
  cannotLockAdmin: {
    fr: "Seul l'administrateur principal peut bloquer un administrateur.",
    en: 'Only the master admin can lock an admin.',
  },
  contentTypeMissing: {
    fr: 'Type de contenu manquant : envoyez du JSON (ou un formulaire multipart pour une image).',
    en: 'Content type missing: send JSON (or a multipart form for a picture).',
  },
  cannotLockSelf: {
    fr: 'Vous ne pouvez pas bloquer votre propre compte.',
    en: 'You cannot lock your own account.',
  },
  pictureMissing: {
    fr: 'Aucune image reçue (champ « picture »).',
    en: 'No picture received (field "picture").',
  },
  pictureInvalid: {
    fr: 'Image invalide : formats acceptés PNG, JPEG, WebP ou GIF.',
    en: 'Bad picture: PNG, JPEG, WebP or GIF only.',
  },
  pictureTooLarge: { fr: "L'image dépasse 5 Mo.", en: 'The picture is larger than 5 MB.' },
  pictureNotFound: { fr: 'Image introuvable.', en: 'Picture not found.' },
  routeNotFound: { fr: 'Ressource introuvable : {path}', en: 'Not found: {path}' },
  invalidJson: {
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    en: 'The request body is not valid JSON.',
  },
  emptyBody: { fr: 'Le corps de la requête est vide.', en: 'The request body is empty.' },
  bodyTooLarge: { fr: 'La requête est trop volumineuse.', en: 'The request is too large.' },
  unsupportedMediaType: {
    fr: 'Type de contenu non pris en charge : {type}.',
    en: 'Unsupported content type: {type}.',
  },
  badOrigin: {
    fr: 'Requête refusée : origine non autorisée.',
    en: 'Request refused: origin not allowed.',
  },
  badRequest: { fr: 'Requête invalide.', en: 'Bad request.' },
  internal: {
    fr: 'Une erreur est survenue. Réessayez plus tard.',
    en: 'An error occurred. Try again later.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;

export function message(
  key: MessageKey,
  locale: Locale,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return catalogue[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
