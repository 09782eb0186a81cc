import type { Locale } from './locale.ts';

/**
 * The site's shared texts (header, footer, registration overlay, errors), as ICU messages. `{brand}` is the
 * brand. Each page has its own catalogue beside its module (`pages/<section>/<name>.messages.ts`, a level deeper
 * for business, the home page's `pages/index.messages.ts`).
 */
// Written as ICU strings. The site's build hands each message to the browser as its syntax tree instead
// (scripts/compile-messages.ts); react-intl and IntlMessageFormat take either, so only formatting may read them.
export type Catalogue = Readonly<Record<string, string>>;

/** A French catalogue's English: exactly its keys (a missing or extra one is a type error). */
export type Translation<French extends Catalogue> = Readonly<Record<keyof French, string>>;

/**
 * A page's catalogue in both languages. French comes first and names the keys: `t(id)` accepts only its ids (and
 * the shared ones), and the English must have exactly the same.
 */
export type PageMessages<French extends Catalogue = Catalogue> = {
  readonly fr: French;
  readonly en: Translation<French>;
};

const fr = {
  'nav.label': 'Navigation principale',
  'nav.open': 'Ouvrir le menu',
  'nav.close': 'Fermer le menu',
  'nav.personal': 'Personnel',
  'nav.business': 'Business',
  'nav.home': 'Accueil {brand}',
  'nav.soon': 'Bientôt disponible',
  'nav.register': 'Ouvrir un compte',
  'nav.signIn': 'Se connecter',
  'nav.account': 'Mon compte',
  'nav.language': 'Langue',
  'nav.language.switch': 'English',
  'nav.language.switchLabel': 'Read this page in English',
  skip: 'Aller au contenu',

  'menu.cards': 'Cartes',
  'menu.cards.description': 'Une carte Visa virtuelle ou physique, rechargée en mobile money',
  'menu.payments': 'Transfert international',
  'menu.payments.description': 'Envoyez de l’argent dans toute l’Afrique de l’Ouest',
  'menu.loan': 'Prêt',
  'menu.loan.description': 'Un crédit rapide, remboursé depuis votre mobile',
  'menu.donate': 'Dons',
  'menu.donate.description': 'Soutenez une cause ou une cagnotte en quelques secondes',
  'menu.assurance': 'Assurance',
  'menu.assurance.description': 'Santé, téléphone et voyage, assurés à petit prix',
  'menu.esim': 'eSIM',
  'menu.esim.description': 'Des données mobiles en voyage, sans changer de puce',
  'menu.sharing': 'Partage de fonds',
  'menu.sharing.description': 'Des cagnottes entre proches',

  'menu.business-multi-currency-account': 'Compte multidevise',
  'menu.business-team': 'Équipe',
  'menu.business-payment-international': 'Paiements internationaux',
  'menu.business-cards': 'Cartes entreprise',
  'menu.business-expense-management': 'Gestion des dépenses',
  'menu.business-receive-payments': 'Recevoir des paiements',
  'menu.business-payment-portal': 'Portail de paiement',
  'menu.business-payment-link': 'Lien de paiement',
  'menu.business-qr-payment': 'Paiement par QR code',
  'menu.business-product-payment': 'Paiement {brand}',
  'menu.business-product-pos': 'Terminal {brand} (TPE)',
  'menu.business-currency-exchange': 'Change de devises',
  'menu.business-analysis-tools': 'Outils d’analyse',
  'menu.business-invoices': 'Factures',
  'menu.business-expenses': 'Notes de frais',
  'menu.business-api': 'API',
  'menu.business-integration': 'Intégrations',
  'menu.business-docs': 'Documentation',
  'menu.business-security': 'Sécurité',
  'menu.business-help': 'Aide',

  'footer.cta.title': 'Qu’attendez-vous\u202f? Obtenez la seule super application financière',
  'footer.cta.button': 'Essayer {brand}',
  'footer.daily': 'Transaction quotidienne',
  'footer.daily.cards': 'Cartes',
  'footer.daily.payments': 'Transfert international',
  'footer.daily.sharing': 'Partage de fonds',
  'footer.borrow': 'Emprunter',
  'footer.borrow.loan': 'Prêt',
  'footer.lifestyle': 'Style de vie',
  'footer.lifestyle.donate': 'Dons',
  'footer.lifestyle.assurance': 'Assurance',
  'footer.lifestyle.esim': 'eSIM',
  'footer.business': 'Business',
  'footer.business.cards': 'Cartes',
  'footer.business.team': 'Équipe',
  'footer.business.security': 'Sécurité',
  'footer.terms': 'Conditions d’utilisation',
  'footer.privacy': 'Confidentialité',
  'footer.legal': 'Mentions légales',
  'footer.legal.label': 'Informations légales',
  'footer.rights': '© {year} {brand}. Paiements et transferts d’argent en Afrique de l’Ouest.',

  'register.title': 'Créer votre compte {brand}',
  'register.close': 'Fermer',
  'register.personal.title': 'Personnel',
  'register.personal.text':
    'Un compte pour tous vos besoins\u202f: payer, envoyer, épargner et recharger, depuis votre mobile.',
  'register.personal.button': 'Obtenir {brand} App',
  'register.business.title': 'Entreprise',
  'register.business.text': 'Une plateforme pour les entrepreneurs, leurs employés et leur entreprise.',
  'register.business.button': 'Créer un compte',

  'error.notFound': 'Page introuvable',
  'error.internal': 'Erreur interne du serveur',
  'error.home': 'Retour à l’accueil',
  'error.text': 'Le lien est peut-être ancien, ou la page a changé d’adresse.',
} as const satisfies Catalogue;

/** The ids of the shared texts, which every page's `t` accepts. */
export type SharedKey = keyof typeof fr;

const en = {
  'nav.label': 'Main navigation',
  'nav.open': 'Open the menu',
  'nav.close': 'Close the menu',
  'nav.personal': 'Personal',
  'nav.business': 'Business',
  'nav.home': '{brand} home',
  'nav.soon': 'Coming soon',
  'nav.register': 'Open an account',
  'nav.signIn': 'Sign in',
  'nav.account': 'My account',
  'nav.language': 'Language',
  'nav.language.switch': 'Français',
  'nav.language.switchLabel': 'Lire cette page en français',
  skip: 'Skip to content',

  'menu.cards': 'Cards',
  'menu.cards.description': 'A virtual or physical Visa card, topped up with mobile money',
  'menu.payments': 'International transfer',
  'menu.payments.description': 'Send money across West Africa',
  'menu.loan': 'Loan',
  'menu.loan.description': 'Fast credit, repaid from your phone',
  'menu.donate': 'Donations',
  'menu.donate.description': 'Support a cause or a collection in seconds',
  'menu.assurance': 'Insurance',
  'menu.assurance.description': 'Health, phone and travel cover at a small price',
  'menu.esim': 'eSIM',
  'menu.esim.description': 'Mobile data abroad without changing your SIM',
  'menu.sharing': 'Money sharing',
  'menu.sharing.description': 'Group pots with family and friends',

  'menu.business-multi-currency-account': 'Multi-currency account',
  'menu.business-team': 'Team',
  'menu.business-payment-international': 'International payments',
  'menu.business-cards': 'Business cards',
  'menu.business-expense-management': 'Expense management',
  'menu.business-receive-payments': 'Receive payments',
  'menu.business-payment-portal': 'Payment portal',
  'menu.business-payment-link': 'Payment link',
  'menu.business-qr-payment': 'QR code payments',
  'menu.business-product-payment': '{brand} payments',
  'menu.business-product-pos': '{brand} terminal (POS)',
  'menu.business-currency-exchange': 'Currency exchange',
  'menu.business-analysis-tools': 'Analytics',
  'menu.business-invoices': 'Invoices',
  'menu.business-expenses': 'Expense reports',
  'menu.business-api': 'API',
  'menu.business-integration': 'Integrations',
  'menu.business-docs': 'Documentation',
  'menu.business-security': 'Security',
  'menu.business-help': 'Help',

  'footer.cta.title': 'What are you waiting for? Get the only financial super app',
  'footer.cta.button': 'Try {brand}',
  'footer.daily': 'Everyday money',
  'footer.daily.cards': 'Cards',
  'footer.daily.payments': 'International transfer',
  'footer.daily.sharing': 'Money sharing',
  'footer.borrow': 'Borrow',
  'footer.borrow.loan': 'Loan',
  'footer.lifestyle': 'Lifestyle',
  'footer.lifestyle.donate': 'Donations',
  'footer.lifestyle.assurance': 'Insurance',
  'footer.lifestyle.esim': 'eSIM',
  'footer.business': 'Business',
  'footer.business.cards': 'Cards',
  'footer.business.team': 'Team',
  'footer.business.security': 'Security',
  'footer.terms': 'Terms of use',
  'footer.privacy': 'Privacy policy',
  'footer.legal': 'Legal notice',
  'footer.legal.label': 'Legal information',
  'footer.rights': '© {year} {brand}. Payments and money transfers in West Africa.',

  'register.title': 'Create your {brand} account',
  'register.close': 'Close',
  'register.personal.title': 'Personal',
  'register.personal.text': 'One account for everything: pay, send, save and top up, from your phone.',
  'register.personal.button': 'Get the {brand} app',
  'register.business.title': 'Business',
  'register.business.text': 'A platform for entrepreneurs, their employees and their business.',
  'register.business.button': 'Create an account',

  'error.notFound': 'Page Not Found',
  'error.internal': 'Internal Server Error',
  'error.home': 'Back to the home page',
  'error.text': 'The link may be old, or the page has moved.',
} as const satisfies Translation<typeof fr>;

export const SHARED_MESSAGES = { fr, en } satisfies Record<Locale, Catalogue>;
