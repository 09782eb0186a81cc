import {
  type Catalogue,
  formatMessage,
  type Locale,
  type Messages,
  type MessageValues,
  type Translation,
} from '@1xpay/contract';

/**
 * Every sentence the API itself writes, as ICU messages (decision 013). French is the default and names the keys.
 */
const fr = {
  sessionMissing: 'Session absente ou expirée : veuillez vous reconnecter.',
  metricsTokenInvalid: 'Jeton des métriques absent ou incorrect (en-tête Authorization: Bearer).',
  badCredentials: 'Identifiants incorrects.',
  notAnAdmin: "Identifiants incorrects ou compte sans droits d'administration.",
  tooManyAttempts: 'Trop de tentatives de connexion. Réessayez dans {minutes} min.',
  tooManyRegistrations: "Trop d'inscriptions depuis cette adresse. Réessayez dans {minutes} min.",
  actionNotPermitted: 'Cette action ne vous est pas permise.',
  masterOnly: "Seul l'administrateur principal peut faire cette action.",
  userUuidMismatch: "L'en-tête user-uuid ne correspond pas à la session.",
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  phoneTaken: 'Ce numéro de téléphone est déjà utilisé.',
  phoneCountryUnknown: "Le champ « phoneNumber » n'appartient à aucun pays pris en charge.",
  historyEmpty: 'Aucune transaction pour le moment.',
  userNotFound: 'Utilisateur introuvable.',
  adminNotFound: 'Administrateur introuvable.',
  cannotChangeMaster: "Les droits de l'administrateur principal ne se modifient pas ici.",
  notAwaitingCustomer: "Cette transaction n'attend pas l'approbation du client.",
  notACardPayment: 'Cette transaction ne se paie pas par carte.',
  cardExpired: 'Cette carte a expiré : vérifiez la date d’expiration.',
  operationNotFound: 'Opération introuvable.',
  operationNotPending: 'Cette opération est déjà terminée.',
  operationClaimed: 'Un autre administrateur a déjà pris cette opération en charge.',
  transactionNotFound: 'Transaction introuvable.',
  webhookNotFound: 'Aucun prestataire de paiement de ce nom n’envoie de webhooks ici.',
  missingSignature: 'Signature du webhook absente ou mal formée.',
  badSignature: 'Signature du webhook invalide.',
  staleSignature: 'Webhook trop ancien ou daté dans le futur (tolérance : 300 s).',
  badPayload: 'Contenu du webhook illisible.',
  illegalTransition: 'Changement de statut impossible : de {from} vers {to}.',
  ledgerNegative: 'Mouvement refusé : un compte du grand livre passerait sous zéro.',
  transactionNotBlocked: "Cette transaction n'attend pas de décision : elle n'est pas (ou plus) bloquée.",
  refundNotFound: 'Remboursement introuvable.',
  refundNotFailed:
    'Ce remboursement n’a pas échoué\u202f: il est en cours, envoyé ou déjà réglé hors du système, et ne se relance ni ne se règle à la main.',
  jobNotFound: 'Tâche introuvable.',
  jobNotDead: "Cette tâche n'a pas échoué pour de bon : elle ne se relance ni ne s'annule.",
  jobAlreadyLive: 'Une tâche fait déjà avancer cette transaction.',
  nothingToRequeue:
    'Aucune tâche ne fait avancer cette transaction à cette étape : elle attend une personne, ou elle est terminée.',
  transactionCollected: "L'argent de cette transaction a été encaissé : elle ne peut pas être annulée.",
  transactionFinished: 'Cette transaction est déjà terminée.',
  cannotMoveMoney: 'Votre compte ne permet pas de transaction pour le moment : contactez le service client.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  phoneNotVerified:
    'Vérifiez d’abord votre numéro de téléphone\u202f: saisissez le code reçu par SMS (écran « Vérifiez votre numéro »).',
  phoneAlreadyVerified: 'Votre numéro de téléphone est déjà vérifié.',
  phoneUnchanged: 'C’est déjà le numéro de votre compte.',
  phoneOtherCountry:
    'Le nouveau numéro doit être du même pays que votre compte ({country})\u202f: pour un autre pays, ouvrez un autre compte.',
  codeResendTooSoon:
    'Un code vient d’être envoyé\u202f: vous pourrez en demander un autre dans {seconds}\u00a0s.',
  tooManyCodes:
    'Trop de codes demandés pour ce numéro ou depuis cette adresse. Réessayez dans {minutes}\u00a0min.',
  codeInvalid: 'Code incorrect ou expiré\u202f: vérifiez-le, ou demandez-en un nouveau.',
  codeWrong:
    '{left, plural, one {Code incorrect\u202f: il vous reste # essai.} other {Code incorrect\u202f: il vous reste # essais.}}',
  codeTriesSpent: 'Trop d’essais pour ce code\u202f: demandez-en un nouveau.',
  resetTokenInvalid:
    'Le délai pour choisir un nouveau mot de passe est passé, ou il a déjà été choisi\u202f: recommencez avec un nouveau code.',
  receiptNotFound: 'Ce reçu est inconnu ici : il n’a pas été émis par ce service, ou son lien est incomplet.',
  idempotencyInFlight:
    'Une autre requête pour ce paiement (même clé Idempotency-Key ou même numéro payeur) est en cours : réessayez dans un instant.',
  idempotencyMismatch:
    'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez une nouvelle clé.',
  paymentLimitWaiting:
    'Vous avez déjà {max, plural, one {# paiement} other {# paiements}} en attente de validation : validez-en ou refusez-en un sur le téléphone payeur, ou attendez son expiration, puis réessayez.',
  paymentLimitHourly:
    'Vous avez fait {max, plural, one {# paiement} other {# paiements}} dans l’heure, le maximum : réessayez dans {minutes} min.',
  paymentLimitPayers:
    'Vous avez payé depuis {max, plural, one {# numéro} other {# numéros différents}} en 24 h, le maximum : payez depuis un numéro déjà utilisé, ou réessayez dans {hours} h.',
  cannotLockMaster: "Le compte de l'administrateur principal ne peut pas être bloqué.",
  cannotLockAdmin: "Seul l'administrateur principal peut bloquer un administrateur.",
  contentTypeMissing:
    'Type de contenu manquant : envoyez du JSON (ou un formulaire multipart pour une image).',
  cannotLockSelf: 'Vous ne pouvez pas bloquer votre propre compte.',
  pictureMissing: 'Aucune image reçue (champ « picture »).',
  pictureInvalid: 'Image invalide : formats acceptés PNG, JPEG, WebP ou GIF.',
  pictureTooLarge: "L'image dépasse 5 Mo.",
  pictureNotFound: 'Image introuvable.',
  changeNotFound: 'Modification en attente introuvable.',
  changeNotPending: 'Cette modification a déjà été traitée (approuvée, refusée ou remplacée).',
  changeStale:
    'Le document en vigueur a changé depuis cette proposition : elle ne peut plus être approuvée. Refusez-la et proposez de nouveau.',
  cannotApproveOwnChange:
    'Vous ne pouvez pas approuver votre propre modification : un autre administrateur doit le faire.',
  approverGrantTooRecent:
    'Vos droits d’administration ont moins de {hours}\u202fh (ou viennent d’être étendus)\u202f: un administrateur aux droits plus anciens doit approuver cette modification.',
  approverGrantTooNarrow:
    'Vos droits ne couvrent pas tout ce que touche cette modification (chaque pays et type d’opération concernés, tous les pays pour une règle «\u00a0*\u00a0» ou la double validation)\u202f: un administrateur dont les droits les couvrent doit l’approuver.',
  wrongPassword: 'Mot de passe incorrect\u202f: saisissez celui avec lequel vous vous connectez.',
  routeNotFound: 'Ressource introuvable : {path}',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  emptyBody: 'Le corps de la requête est vide.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge : {type}.',
  badOrigin: 'Requête refusée : origine non autorisée.',
  badRequest: 'Requête invalide.',
  overviewRangeInvalid:
    'Période invalide : le premier jour (from) doit précéder le dernier (to), sur {days} jours au plus.',
  badUrl: 'Adresse invalide : elle contient un encodage incorrect.',
  urlTooLong: 'Adresse invalide : un de ses éléments dépasse 100 caractères.',
  nullCharacter: 'Requête invalide : le champ {field} contient un caractère nul.',
  jsonTooDeep: 'Le corps de la requête est imbriqué trop profondément\u202f: {max} niveaux au plus.',
  requestTimeout: 'Requête trop lente\u202f: elle n’est pas arrivée à temps. Réessayez.',
  headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
  internal: 'Une erreur est survenue. Réessayez plus tard.',
  databaseUnavailable: 'Service momentanément indisponible : réessayez dans quelques secondes.',
  cannotEndOwnSessions: 'Pour fermer vos propres sessions, déconnectez-vous.',
  cannotEndMasterSessions: "Les sessions de l'administrateur principal ne se ferment pas ici.",
  cannotEndAdminSessions: "Seul l'administrateur principal peut fermer les sessions d'un administrateur.",
  viewNotFound: 'Vue introuvable.',
  tooManyViews: 'Vous avez déjà {max} vues enregistrées : supprimez-en une d’abord.',
  otpRequired: 'Code de vérification requis : saisissez le code de votre application d’authentification.',
  otpInvalid: 'Code de vérification incorrect ou déjà utilisé.',
  totpEnrolmentRequired:
    'La double authentification est exigée : activez-la (écran Sécurité) avant toute autre action.',
  totpAlreadyEnabled: 'La double authentification est déjà active sur ce compte.',
  totpNotEnrolling: 'Aucune activation en cours : demandez d’abord un nouveau secret.',
  totpNotEnabled: 'La double authentification n’est pas active sur ce compte.',
  cannotResetOwnTotp:
    'Votre propre double authentification se désactive depuis l’écran Sécurité, avec un code de votre application ou de secours.',
  totpRequiredCannotDisable:
    'L’administrateur principal exige la double authentification : elle ne peut pas être désactivée.',
  pushServiceRefused:
    'Service de notifications refusé : abonnez-vous depuis un navigateur pris en charge (Chrome, Firefox, Safari, Edge).',
  campaignNotFound: 'Campagne introuvable.',
  noticeApprovalTitle: 'Validez votre paiement',
  noticeApprovalBody: 'Confirmez le paiement de {amount} sur votre téléphone ({reference}).',
  noticePaidTitle: '{type, select, withdrawal {Code de retrait confirmé} other {Paiement reçu}}',
  noticePaidBody:
    '{type, select, withdrawal {Le site de paris a confirmé votre retrait {reference}\u202f: {received} arrivent sur votre numéro.} other {{amount} reçus\u202f: votre {type, select, deposit {dépôt} transfer {transfert} other {opération}} {reference} est en cours.}}',
  noticeSucceededTitle:
    '{type, select, deposit {Dépôt réussi} transfer {Transfert réussi} withdrawal {Retrait réussi} other {Opération réussie}}',
  noticeSucceededBody:
    '{type, select, withdrawal {{received} versés sur votre numéro\u202f: le retrait {reference} est terminé.} other {{amount}\u202f: {type, select, deposit {le dépôt} transfer {le transfert} other {l’opération}} {reference} est terminé{type, select, deposit {} transfer {} other {e}}.}}',
  noticeFailedTitle:
    '{type, select, deposit {Dépôt échoué} transfer {Transfert échoué} withdrawal {Retrait échoué} other {Opération échouée}}',
  noticeFailedBody:
    '{type, select, deposit {Le dépôt} transfer {Le transfert} withdrawal {Le retrait} other {L’opération}} {reference} de {amount} n’a pas abouti. Touchez pour voir le détail.',
  levelLimitReachedLevel1:
    'Ce paiement dépasse le plafond de votre compte (niveau 1)\u202f: {max, number} F CFA par mois. Il vous reste {left, number} F CFA ce mois-ci. Pour payer jusqu’à {nextMax, number} F CFA par mois, envoyez votre pièce d’identité depuis votre profil.',
  levelLimitReachedTop:
    'Ce paiement dépasse le plafond de votre compte (niveau {level})\u202f: {max, number} F CFA par mois. Il vous reste {left, number} F CFA ce mois-ci\u202f; le plafond repart à zéro le 1er du mois.',
  paymentsSuspended:
    'Les paiements de votre compte sont suspendus\u202f: {reason} Pour en savoir plus, contactez le service client.',
  identityNotAllowed:
    'Votre compte ne peut pas envoyer de pièces d’identité maintenant\u202f: {status, select, accepted {votre identité est déjà vérifiée.} pending {vérifiez d’abord votre numéro de téléphone.} admin {un compte d’administration n’est pas vérifié ici.} other {contactez le service client.}}',
  identityAlreadyWaiting: 'Vos pièces sont déjà en cours d’examen\u202f: vous serez prévenu de la décision.',
  identityFileMissing:
    '{side, select, front {La photo du recto de la pièce} back {La photo du verso de la carte} other {Le selfie}} manque.',
  identityFileNotImage:
    '{side, select, front {La photo du recto} back {La photo du verso} other {Le selfie}} n’est pas une image acceptée\u202f: envoyez une photo JPEG, PNG ou WebP.',
  identityFileScript:
    '{side, select, front {La photo du recto} back {La photo du verso} other {Le selfie}} contient autre chose qu’une image (du code)\u202f: elle est refusée. Reprenez la photo avec l’appareil photo.',
  identityFileTooLarge:
    '{side, select, front {La photo du recto} back {La photo du verso} other {Le selfie}} dépasse {megabytes} Mo\u202f: reprenez-la en qualité normale.',
  identityFileTooSmall:
    '{side, select, front {La photo du recto} back {La photo du verso} other {Le selfie}} est trop petite ({width} × {height} pixels)\u202f: il faut au moins {min} pixels de côté pour lire la pièce.',
  identityFileTooBig:
    '{side, select, front {La photo du recto} back {La photo du verso} other {Le selfie}} est trop grande ({width} × {height} pixels)\u202f: {max} pixels de côté au plus.',
  identityFormInvalid:
    'Formulaire de pièces invalide\u202f: envoyez le type de pièce (documentKind), puis les photos front, back (carte d’identité) et selfie.',
  submissionNotFound: 'Envoi de pièces introuvable.',
  submissionDecided: 'Ces pièces ont déjà été examinées\u202f: la décision est prise.',
  identityFileNotFound: 'Pièce introuvable.',
  identityFilePurged: 'Cette pièce a été supprimée selon la règle de conservation.',
  cannotSuspend:
    '{status, select, blocked {Ce compte est bloqué\u202f: débloquez-le d’abord.} transactionSuspended {Les paiements de ce compte sont déjà suspendus.} other {Ce compte ne peut pas être suspendu.}}',
  notSuspended: 'Les paiements de ce compte ne sont pas suspendus.',
  cannotSuspendAdmin: 'Seul l’administrateur principal peut suspendre un administrateur.',
  cannotSuspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
  identityNoticeTitle:
    '{decision, select, accepted {Identité vérifiée} moreInfo {Pièces à compléter} rejected {Pièces refusées} suspended {Paiements suspendus} other {Paiements rétablis}}',
  identityNoticeBody:
    '{decision, select, accepted {Votre compte passe au niveau 2\u202f: jusqu’à {max} par mois.} moreInfo {Motif\u202f: {reason} Touchez pour envoyer de nouvelles photos.} rejected {Motif\u202f: {reason}} suspended {Motif\u202f: {reason}} other {Vous pouvez de nouveau payer.}}',
} as const satisfies Catalogue;

export type MessageKey = keyof typeof fr;

const en = {
  sessionMissing: 'No session, or it has expired: please sign in again.',
  metricsTokenInvalid: 'Missing or wrong metrics token (Authorization: Bearer header).',
  badCredentials: 'Incorrect credentials.',
  notAnAdmin: 'Incorrect credentials, or the account has no admin rights.',
  tooManyAttempts: 'Too many sign-in attempts. Try again in {minutes} min.',
  tooManyRegistrations: 'Too many sign-ups from this address. Try again in {minutes} min.',
  actionNotPermitted: 'You are not allowed to do this.',
  masterOnly: 'Only the master admin can do this.',
  userUuidMismatch: 'The user-uuid header does not match the session.',
  emailTaken: 'This email address is already in use.',
  phoneTaken: 'This phone number is already in use.',
  phoneCountryUnknown: 'Field “phoneNumber” belongs to no supported country.',
  historyEmpty: 'No transactions yet.',
  userNotFound: 'User not found.',
  adminNotFound: 'Admin not found.',
  cannotChangeMaster: "The master admin's rights cannot be changed here.",
  notAwaitingCustomer: 'This transaction is not waiting for the customer’s approval.',
  notACardPayment: 'This transaction is not paid by card.',
  cardExpired: 'This card has expired: check its expiry date.',
  operationNotFound: 'Operation not found.',
  operationNotPending: 'This operation is already finished.',
  operationClaimed: 'Another admin has already taken this operation in hand.',
  transactionNotFound: 'Transaction not found.',
  webhookNotFound: 'No payment processor of that name sends webhooks here.',
  missingSignature: 'Webhook signature missing or malformed.',
  badSignature: 'Invalid webhook signature.',
  staleSignature: 'Webhook too old or dated in the future (tolerance: 300 s).',
  badPayload: 'Unreadable webhook content.',
  illegalTransition: 'Status change not allowed: from {from} to {to}.',
  ledgerNegative: 'Move refused: a ledger account would go below zero.',
  transactionNotBlocked: 'This transaction is not waiting for a decision: it is not (or no longer) blocked.',
  refundNotFound: 'Refund not found.',
  refundNotFailed:
    'This refund has not failed: it is on its way, sent or already settled outside the system, and cannot be retried or settled by hand.',
  jobNotFound: 'Job not found.',
  jobNotDead: 'This job has not failed for good: it can be neither re-queued nor cancelled.',
  jobAlreadyLive: 'A job is already moving this transaction on.',
  nothingToRequeue:
    'No job moves this transaction on at this stage: it waits for a person, or it is finished.',
  transactionCollected: 'The money of this transaction was collected: it cannot be cancelled.',
  transactionFinished: 'This transaction is already finished.',
  cannotMoveMoney: 'Your account cannot make transactions for now: contact customer service.',
  wrongCurrentPassword: 'The current password is incorrect.',
  phoneNotVerified:
    'Verify your phone number first: enter the code we sent by SMS (the “Verify your number” screen).',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  phoneUnchanged: 'This is already your account’s number.',
  phoneOtherCountry:
    'The new number must be from your account’s country ({country}): for another country, open another account.',
  codeResendTooSoon: 'A code was just sent: you may ask for another in {seconds} s.',
  tooManyCodes: 'Too many codes asked for this number or from this address. Try again in {minutes} min.',
  codeInvalid: 'Wrong or expired code: check it, or ask for a new one.',
  codeWrong: '{left, plural, one {Wrong code: # try left.} other {Wrong code: # tries left.}}',
  codeTriesSpent: 'Too many tries for this code: ask for a new one.',
  resetTokenInvalid:
    'The time to choose a new password is over, or it was already chosen: start again with a new code.',
  receiptNotFound: 'This receipt is unknown here: this service did not issue it, or its link is incomplete.',
  idempotencyInFlight:
    'Another request for this payment (same Idempotency-Key or same paying number) is in progress: retry in a moment.',
  idempotencyMismatch: 'This Idempotency-Key was already used for another request: use a new key.',
  paymentLimitWaiting:
    'You already have {max, plural, one {# payment} other {# payments}} waiting for approval: approve or refuse one on the paying phone, or wait until it expires, then try again.',
  paymentLimitHourly:
    'You made {max, plural, one {# payment} other {# payments}} in the last hour, the maximum: try again in {minutes} min.',
  paymentLimitPayers:
    'You paid from {max, plural, one {# number} other {# different numbers}} in 24 h, the maximum: pay from a number you already used, or try again in {hours} h.',
  cannotLockMaster: "The master admin's account cannot be locked.",
  cannotLockAdmin: 'Only the master admin can lock an admin.',
  contentTypeMissing: 'Content type missing: send JSON (or a multipart form for a picture).',
  cannotLockSelf: 'You cannot lock your own account.',
  pictureMissing: 'No picture received (field "picture").',
  pictureInvalid: 'Bad picture: PNG, JPEG, WebP or GIF only.',
  pictureTooLarge: 'The picture is larger than 5 MB.',
  pictureNotFound: 'Picture not found.',
  changeNotFound: 'Pending change not found.',
  changeNotPending: 'This change has already been handled (approved, rejected or superseded).',
  changeStale:
    'The live document has changed since this proposal: it can no longer be approved. Reject it and propose again.',
  cannotApproveOwnChange: 'You cannot approve your own change: another admin must do it.',
  approverGrantTooRecent:
    'Your admin rights are less than {hours} h old (or were just widened): an admin with older rights must approve this change.',
  approverGrantTooNarrow:
    'Your rights do not cover everything this change touches (each country and operation type involved, every country for a “*” rule or the four-eyes policy): an admin whose rights cover them must approve it.',
  wrongPassword: 'Wrong password: type the one you sign in with.',
  routeNotFound: 'Not found: {path}',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type: {type}.',
  badOrigin: 'Request refused: origin not allowed.',
  badRequest: 'Bad request.',
  overviewRangeInvalid:
    'Invalid range: the first day (from) must not be after the last (to), {days} days at most.',
  badUrl: 'Invalid address: it contains a malformed encoding.',
  urlTooLong: 'Invalid address: one of its parts is over 100 characters.',
  nullCharacter: 'Bad request: the field {field} contains a null character.',
  jsonTooDeep: 'The request body is nested too deeply: {max} levels at most.',
  requestTimeout: 'Request too slow: it did not arrive in time. Try again.',
  headersTooLarge: 'The request headers are too large.',
  internal: 'An error occurred. Try again later.',
  databaseUnavailable: 'Service temporarily unavailable: try again in a few seconds.',
  cannotEndOwnSessions: 'To end your own sessions, sign out.',
  cannotEndMasterSessions: "The master admin's sessions are not ended here.",
  cannotEndAdminSessions: "Only the master admin can end an admin's sessions.",
  viewNotFound: 'View not found.',
  tooManyViews: 'You already have {max} saved views: delete one first.',
  otpRequired: 'Verification code required: enter the code from your authenticator app.',
  otpInvalid: 'Wrong or already used verification code.',
  totpEnrolmentRequired: 'Two-factor sign-in is required: turn it on (Security screen) before anything else.',
  totpAlreadyEnabled: 'Two-factor sign-in is already on for this account.',
  totpNotEnrolling: 'No enrolment in progress: ask for a new secret first.',
  totpNotEnabled: 'Two-factor sign-in is not on for this account.',
  cannotResetOwnTotp:
    'Your own two-factor sign-in is turned off from the Security screen, with a code of your app or a recovery code.',
  totpRequiredCannotDisable: 'The master admin requires two-factor sign-in: it cannot be turned off.',
  pushServiceRefused:
    'Push service refused: subscribe from a supported browser (Chrome, Firefox, Safari, Edge).',
  campaignNotFound: 'Campaign not found.',
  noticeApprovalTitle: 'Approve your payment',
  noticeApprovalBody: 'Confirm the payment of {amount} on your phone ({reference}).',
  noticePaidTitle: '{type, select, withdrawal {Withdrawal code confirmed} other {Payment received}}',
  noticePaidBody:
    '{type, select, withdrawal {The betting site confirmed your withdrawal {reference}: {received} is on its way to your number.} other {{amount} received: your {type, select, deposit {deposit} transfer {transfer} other {transaction}} {reference} is under way.}}',
  noticeSucceededTitle:
    '{type, select, deposit {Deposit successful} transfer {Transfer successful} withdrawal {Withdrawal successful} other {Transaction successful}}',
  noticeSucceededBody:
    '{type, select, withdrawal {{received} paid to your number: withdrawal {reference} is complete.} other {{amount}: {type, select, deposit {deposit} transfer {transfer} other {transaction}} {reference} is complete.}}',
  noticeFailedTitle:
    '{type, select, deposit {Deposit failed} transfer {Transfer failed} withdrawal {Withdrawal failed} other {Transaction failed}}',
  noticeFailedBody:
    '{type, select, deposit {Deposit} transfer {Transfer} withdrawal {Withdrawal} other {Transaction}} {reference} of {amount} did not go through. Tap to see why.',
  levelLimitReachedLevel1:
    'This payment is over your account’s limit (level 1): {max, number} F CFA a month. You have {left, number} F CFA left this month. To pay up to {nextMax, number} F CFA a month, send your identity document from your profile.',
  levelLimitReachedTop:
    'This payment is over your account’s limit (level {level}): {max, number} F CFA a month. You have {left, number} F CFA left this month; the limit starts again on the 1st of the month.',
  paymentsSuspended:
    'Payments from your account are suspended: {reason} To know more, contact customer service.',
  identityNotAllowed:
    'Your account cannot send identity documents now: {status, select, accepted {your identity is already verified.} pending {verify your phone number first.} admin {an admin account is not verified here.} other {contact customer service.}}',
  identityAlreadyWaiting: 'Your documents are already being reviewed: you will be told of the decision.',
  identityFileMissing:
    '{side, select, front {The photo of the front of the document} back {The photo of the back of the card} other {The selfie}} is missing.',
  identityFileNotImage:
    '{side, select, front {The front photo} back {The back photo} other {The selfie}} is not an accepted picture: send a JPEG, PNG or WebP photo.',
  identityFileScript:
    '{side, select, front {The front photo} back {The back photo} other {The selfie}} holds something else than a picture (code): it is refused. Take the photo again with the camera.',
  identityFileTooLarge:
    '{side, select, front {The front photo} back {The back photo} other {The selfie}} is over {megabytes} MB: take it again in normal quality.',
  identityFileTooSmall:
    '{side, select, front {The front photo} back {The back photo} other {The selfie}} is too small ({width} × {height} pixels): at least {min} pixels a side are needed to read the document.',
  identityFileTooBig:
    '{side, select, front {The front photo} back {The back photo} other {The selfie}} is too large ({width} × {height} pixels): {max} pixels a side at most.',
  identityFormInvalid:
    'Invalid documents form: send the kind of document (documentKind), then the photos front, back (identity card) and selfie.',
  submissionNotFound: 'Documents not found.',
  submissionDecided: 'These documents have already been reviewed: the decision is made.',
  identityFileNotFound: 'Document not found.',
  identityFilePurged: 'This document was deleted under the retention rule.',
  cannotSuspend:
    '{status, select, blocked {This account is locked: unlock it first.} transactionSuspended {Payments from this account are already suspended.} other {This account cannot be suspended.}}',
  notSuspended: 'Payments from this account are not suspended.',
  cannotSuspendAdmin: 'Only the master admin can suspend an admin.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  identityNoticeTitle:
    '{decision, select, accepted {Identity verified} moreInfo {Documents to complete} rejected {Documents refused} suspended {Payments suspended} other {Payments resumed}}',
  identityNoticeBody:
    '{decision, select, accepted {Your account moves to level 2: up to {max} a month.} moreInfo {Reason: {reason} Tap to send new photos.} rejected {Reason: {reason}} suspended {Reason: {reason}} other {You can pay again.}}',
} as const satisfies Translation<typeof fr>;

const MESSAGES: Messages<typeof fr> = { fr, en };

export function message(key: MessageKey, locale: Locale, params: MessageValues = {}): string {
  const text = MESSAGES[locale][key];
  try {
    return formatMessage(text, locale, params);
  } catch {
    // A sentence thrown without one of its values still answers, its placeholder showing, rather than
    // failing the error handler itself.
    return text;
  }
}
