import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Ouvrir un compte entreprise — {brand}',
  'meta.description':
    'Les comptes entreprise {brand} s’ouvrent avec un conseiller\u202f: écrivez-nous avec les informations de votre société, nous revenons vers vous par e-mail.',
  title: 'Ouvrir un compte entreprise',
  updated: 'Un conseiller vous répond par e-mail',
  lead: 'Les comptes entreprise s’ouvrent avec un conseiller, qui vérifie votre société avant d’activer les encaissements. Écrivez-nous pour commencer.',
  'send.title': 'Ce qu’il faut nous envoyer',
  'send.p1':
    'Le nom de votre société, son pays et son numéro au registre du commerce (RCCM), votre activité, le volume mensuel que vous prévoyez d’encaisser, et un numéro où vous joindre.',
  'write.title': 'Nous écrire',
  'write.p1': 'À l’adresse du service client, avec pour objet «\u00a0Compte entreprise\u00a0»\u202f:',
  'personal.title': 'Pour vous, tout de suite',
  'personal.p1':
    'Un compte personnel s’ouvre en quelques minutes, sans attendre\u202f: déposez et envoyez de l’argent dès aujourd’hui.',
  'personal.action': 'Ouvrir un compte personnel',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Open a business account — {brand}',
    'meta.description':
      '{brand} business accounts are opened with an adviser: write to us with your company’s details and we come back to you by e-mail to get started.',
    title: 'Open a business account',
    updated: 'An adviser answers you by e-mail',
    lead: 'Business accounts are opened with an adviser, who checks your company before turning payments on. Write to us to begin.',
    'send.title': 'What to send us',
    'send.p1':
      'Your company’s name, its country and trade register number (RCCM), your business, the monthly volume you expect to collect, and a number to reach you on.',
    'write.title': 'Write to us',
    'write.p1': 'At customer service’s address, with the subject “Business account”:',
    'personal.title': 'For you, right now',
    'personal.p1': 'A personal account opens in minutes, without waiting: deposit and send money today.',
    'personal.action': 'Open a personal account',
  },
} satisfies PageMessages<typeof fr>;
