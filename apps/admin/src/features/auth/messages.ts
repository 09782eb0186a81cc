/** The auth screens' texts, French first (§9), English typed against them. */
const fr = {
  'signIn.title': 'Connexion au tableau de bord',
  'signIn.email': 'E-mail',
  'signIn.password': 'Mot de passe',
  'signIn.sessionNote':
    'Par sécurité, la session se ferme après 60 minutes sans activité. Sur un ordinateur partagé, déconnectez-vous en partant.',
  'signIn.submit': 'Se connecter',
  'signIn.pending': 'Connexion…',
  'signIn.badCredentials': 'Identifiants incorrects',
  'signIn.required': 'Ce champ est obligatoire.',
  'signIn.codeLead': 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  'signIn.recoveryLead': 'Saisissez un de vos codes de secours : chacun ne sert qu’une fois.',
  'signIn.code': 'Code de vérification',
  'signIn.recoveryCode': 'Code de secours',
  'signIn.verify': 'Vérifier',
  'signIn.codeInvalid': 'Code incorrect ou déjà utilisé',
  'signIn.tooMany': 'Trop de codes incorrects : réessayez dans quelques minutes.',
  'signIn.useRecovery': 'Utiliser un code de secours',
  'signIn.useApp': 'Utiliser l’application',
  'signIn.back': 'Retour',
  'signOut.title': 'Déconnexion…',
} as const;

const en: Record<keyof typeof fr, string> = {
  'signIn.title': 'Sign in to the dashboard',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.sessionNote':
    'For security, the session ends after 60 minutes without activity. On a shared computer, sign out when you leave.',
  'signIn.submit': 'Sign in',
  'signIn.pending': 'Signing in…',
  'signIn.badCredentials': 'Wrong credentials',
  'signIn.required': 'This field is required.',
  'signIn.codeLead': 'Enter the 6-digit code your authenticator app shows.',
  'signIn.recoveryLead': 'Enter one of your recovery codes: each works once.',
  'signIn.code': 'Verification code',
  'signIn.recoveryCode': 'Recovery code',
  'signIn.verify': 'Verify',
  'signIn.codeInvalid': 'Wrong or already used code',
  'signIn.tooMany': 'Too many wrong codes: try again in a few minutes.',
  'signIn.useRecovery': 'Use a recovery code',
  'signIn.useApp': 'Use the app',
  'signIn.back': 'Back',
  'signOut.title': 'Signing out…',
};

export const authMessages = { fr, en };
