/** The auth screens' texts, French first (§9), English typed against them. */
const fr = {
  'signIn.title': 'Connexion au tableau de bord',
  'signIn.email': 'E-mail',
  'signIn.password': 'Mot de passe',
  'signIn.rememberMe': 'Se souvenir de moi (10 jours)',
  'signIn.submit': 'Se connecter',
  'signIn.pending': 'Connexion…',
  'signIn.badCredentials': 'Identifiants incorrects',
  'signIn.required': 'Ce champ est obligatoire.',
  'signOut.title': 'Déconnexion…',
} as const;

const en: Record<keyof typeof fr, string> = {
  'signIn.title': 'Sign in to the dashboard',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.rememberMe': 'Remember me (10 days)',
  'signIn.submit': 'Sign in',
  'signIn.pending': 'Signing in…',
  'signIn.badCredentials': 'Wrong credentials',
  'signIn.required': 'This field is required.',
  'signOut.title': 'Signing out…',
};

export const authMessages = { fr, en };
