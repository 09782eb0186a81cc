/** The security screen's texts, French first (§9), English typed against them. */
const fr = {
  'security.title': 'Sécurité',
  'security.lead': 'La double authentification demande, après le mot de passe, un code de votre téléphone.',
  'totp.title': 'Double authentification',
  'totp.on': 'Active sur votre compte.',
  'totp.off': 'Pas encore active sur votre compte.',
  'totp.recoveryLeft':
    '{count, plural, =0 {Plus aucun code de secours.} one {# code de secours restant.} other {# codes de secours restants.}}',
  'totp.mustEnrol':
    'L’administrateur principal exige la double authentification : activez-la pour utiliser le tableau de bord.',
  'totp.start': 'Activer la double authentification',
  'totp.starting': 'Préparation…',
  'totp.scan':
    '1. Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).',
  'totp.qr': 'QR code de la double authentification',
  'totp.secret': 'Ou saisissez cette clé à la main',
  'totp.enterCode': '2. Saisissez le code à 6 chiffres affiché par l’application.',
  'totp.code': 'Code de vérification',
  'totp.confirm': 'Confirmer l’activation',
  'totp.confirming': 'Vérification…',
  'totp.codeInvalid': 'Code incorrect : vérifiez l’heure de votre téléphone et saisissez le code affiché.',
  'totp.codeMissing': 'Saisissez le code à 6 chiffres.',
  'totp.tooMany': 'Trop de codes incorrects : réessayez plus tard.',
  'totp.enabled': 'Double authentification activée.',
  'recovery.title': 'Vos codes de secours',
  'recovery.warning':
    'Notez ou copiez ces codes maintenant : ils ne seront plus jamais affichés. Chacun permet une seule connexion si vous n’avez plus votre téléphone.',
  'recovery.copy': 'Copier les codes',
  'recovery.copied': 'Codes copiés.',
  'recovery.copyFailed': 'Copie impossible : sélectionnez les codes et copiez-les à la main.',
  'recovery.done': 'J’ai noté mes codes',
  'totp.disable': 'Désactiver la double authentification',
  'totp.disableCode': 'Code de l’application ou code de secours',
  'totp.disableTitle': 'Désactiver la double authentification ?',
  'totp.disableText':
    'Votre compte ne sera plus protégé que par son mot de passe. Les codes de secours restants ne serviront plus.',
  'totp.disableConfirm': 'Désactiver',
  'totp.disabled': 'Double authentification désactivée.',
  'totp.cannotDisable': 'Exigée par l’administrateur principal : elle ne peut pas être désactivée.',
  'requirement.title': 'Pour tous les administrateurs',
  'requirement.label': 'Exiger la double authentification pour tous les administrateurs',
  'requirement.help':
    'Un administrateur sans double authentification (vous compris) ne pourra plus que l’activer avant toute autre action.',
  'requirement.onTitle': 'Exiger la double authentification ?',
  'requirement.onText':
    'Les administrateurs qui ne l’ont pas encore activée devront le faire avant toute autre action, vous compris.',
  'requirement.onConfirm': 'Exiger',
  'requirement.offTitle': 'Ne plus exiger la double authentification ?',
  'requirement.offText': 'Chaque administrateur pourra de nouveau se connecter avec son seul mot de passe.',
  'requirement.offConfirm': 'Ne plus exiger',
  'requirement.on': 'La double authentification est exigée de tous les administrateurs.',
  'requirement.off': 'La double authentification n’est plus exigée.',
} as const;

const en: Record<keyof typeof fr, string> = {
  'security.title': 'Security',
  'security.lead': 'Two-factor sign-in asks, after the password, for a code from your phone.',
  'totp.title': 'Two-factor sign-in',
  'totp.on': 'On for your account.',
  'totp.off': 'Not on yet for your account.',
  'totp.recoveryLeft':
    '{count, plural, =0 {No recovery code left.} one {# recovery code left.} other {# recovery codes left.}}',
  'totp.mustEnrol': 'The master admin requires two-factor sign-in: turn it on to use the dashboard.',
  'totp.start': 'Turn on two-factor sign-in',
  'totp.starting': 'Preparing…',
  'totp.scan':
    '1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP…).',
  'totp.qr': 'Two-factor sign-in QR code',
  'totp.secret': 'Or type this key by hand',
  'totp.enterCode': '2. Enter the 6-digit code the app shows.',
  'totp.code': 'Verification code',
  'totp.confirm': 'Confirm',
  'totp.confirming': 'Checking…',
  'totp.codeInvalid': 'Wrong code: check your phone’s time and enter the code shown.',
  'totp.codeMissing': 'Enter the 6-digit code.',
  'totp.tooMany': 'Too many wrong codes: try again later.',
  'totp.enabled': 'Two-factor sign-in is on.',
  'recovery.title': 'Your recovery codes',
  'recovery.warning':
    'Write down or copy these codes now: they will never be shown again. Each one signs you in once if you no longer have your phone.',
  'recovery.copy': 'Copy the codes',
  'recovery.copied': 'Codes copied.',
  'recovery.copyFailed': 'Cannot copy: select the codes and copy them by hand.',
  'recovery.done': 'I have written my codes down',
  'totp.disable': 'Turn off two-factor sign-in',
  'totp.disableCode': 'App code or recovery code',
  'totp.disableTitle': 'Turn off two-factor sign-in?',
  'totp.disableText':
    'Your account will be protected by its password only. The recovery codes left will no longer work.',
  'totp.disableConfirm': 'Turn off',
  'totp.disabled': 'Two-factor sign-in is off.',
  'totp.cannotDisable': 'Required by the master admin: it cannot be turned off.',
  'requirement.title': 'For every admin',
  'requirement.label': 'Require two-factor sign-in for every admin',
  'requirement.help':
    'An admin without two-factor sign-in (you included) will only be able to turn it on first.',
  'requirement.onTitle': 'Require two-factor sign-in?',
  'requirement.onText':
    'Admins who have not turned it on yet will have to before anything else, you included.',
  'requirement.onConfirm': 'Require',
  'requirement.offTitle': 'Stop requiring two-factor sign-in?',
  'requirement.offText': 'Every admin will be able to sign in with their password alone again.',
  'requirement.offConfirm': 'Stop requiring',
  'requirement.on': 'Two-factor sign-in is required of every admin.',
  'requirement.off': 'Two-factor sign-in is no longer required.',
};

export const securityMessages = { fr, en };
