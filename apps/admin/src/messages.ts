import { auditMessages } from './features/audit/messages.ts';
import { authMessages } from './features/auth/messages.ts';
import { catalogueMessages } from './features/catalogue/messages.ts';
import { identityMessages } from './features/identity/messages.ts';
import { operationsMessages } from './features/operations/messages.ts';
import { overviewMessages } from './features/overview/messages.ts';
import { pushMessages } from './features/push/messages.ts';
import { securityMessages } from './features/security/messages.ts';
import { transactionsMessages } from './features/transactions/messages.ts';
import { usersMessages } from './features/users/messages.ts';
import { fieldMessages } from './lib/field-messages.ts';
import { labelMessages } from './lib/label-messages.ts';

/**
 * The dashboard's texts, French first (§9), English as the admin's choice: what every screen shares here, each
 * feature's own beside it (`features/<name>/messages.ts`, merged below).
 */
const common = {
  'brand.dashboard': 'Tableau de bord',
  'nav.main': 'Navigation du tableau de bord',
  'nav.operations': 'Opérations',
  'nav.operations.toHandle': 'à traiter',
  'nav.users': 'Utilisateurs',
  'nav.catalogue': 'Catalogue',
  'nav.security': 'Sécurité',
  'operationType.deposit': 'Dépôt',
  'operationType.withdrawal': 'Retrait',
  'operationType.transfer': 'Transfert',
  'userStatus.pending': 'En attente',
  'userStatus.accepted': 'Accepté',
  'userStatus.active': 'Actif',
  'userStatus.blocked': 'Bloqué',
  'userStatus.transactionSuspended': 'Transactions suspendues',
  'userStatus.waitForInfoCompletion': 'Informations à compléter',
  'nav.signOut': 'Se déconnecter',
  'nav.language': 'English',
  'role.master': 'Administrateur principal',
  'role.agent': 'Agent',
  'error.generic': "Une erreur s'est produite. Réessayez.",
  'error.forbidden': 'Action non permise',
  'error.network': 'Pas de connexion au serveur.',
  'error.retry': 'Réessayer',
  loading: 'Chargement…',
  'waited.minutes': '{minutes} min',
  'waited.hours': '{hours} h {minutes} min',
  'waited.days': '{days, plural, one {# jour} other {# jours}} {hours} h',
  'time.zone': 'Fuseau horaire\u202f: {zone}',
} as const;

const commonEn: Record<keyof typeof common, string> = {
  'brand.dashboard': 'Dashboard',
  'nav.main': 'Dashboard navigation',
  'nav.operations': 'Operations',
  'nav.operations.toHandle': 'to handle',
  'nav.users': 'Users',
  'nav.catalogue': 'Catalogue',
  'nav.security': 'Security',
  'operationType.deposit': 'Deposit',
  'operationType.withdrawal': 'Withdrawal',
  'operationType.transfer': 'Transfer',
  'userStatus.pending': 'Pending',
  'userStatus.accepted': 'Accepted',
  'userStatus.active': 'Active',
  'userStatus.blocked': 'Blocked',
  'userStatus.transactionSuspended': 'Transactions suspended',
  'userStatus.waitForInfoCompletion': 'Information to complete',
  'nav.signOut': 'Sign out',
  'nav.language': 'Français',
  'role.master': 'Master admin',
  'role.agent': 'Agent',
  'error.generic': 'An error occurred. Try again.',
  'error.forbidden': 'Action not permitted',
  'error.network': 'No connection to the server.',
  'error.retry': 'Retry',
  loading: 'Loading…',
  'waited.minutes': '{minutes} min',
  'waited.hours': '{hours} h {minutes} min',
  'waited.days': '{days, plural, one {# day} other {# days}} {hours} h',
  'time.zone': 'Time zone: {zone}',
};

const fr = {
  ...common,
  ...labelMessages.fr,
  ...fieldMessages.fr,
  ...authMessages.fr,
  ...catalogueMessages.fr,
  ...operationsMessages.fr,
  ...overviewMessages.fr,
  ...usersMessages.fr,
  ...transactionsMessages.fr,
  ...pushMessages.fr,
  ...auditMessages.fr,
  ...securityMessages.fr,
  ...identityMessages.fr,
} as const;

export type MessageKey = keyof typeof fr;

const en: Record<MessageKey, string> = {
  ...commonEn,
  ...labelMessages.en,
  ...fieldMessages.en,
  ...authMessages.en,
  ...catalogueMessages.en,
  ...operationsMessages.en,
  ...overviewMessages.en,
  ...usersMessages.en,
  ...transactionsMessages.en,
  ...pushMessages.en,
  ...auditMessages.en,
  ...securityMessages.en,
  ...identityMessages.en,
};

export const MESSAGES = { fr, en } as const;
export type Locale = keyof typeof MESSAGES;
