import type { Catalogue, PageMessages } from '../../site/messages.ts';

const fr = {
  'meta.title': 'Confidentialité et données personnelles — {brand}',
  'meta.description':
    'Les données que {brand} garde pour faire vos paiements, pourquoi, avec qui elles sont partagées, combien de temps, et comment exercer vos droits.',
  title: 'Confidentialité',
  updated: 'En vigueur depuis le 1er juillet 2026',
  lead: 'Nous gardons ce qu’il faut pour faire vos paiements et respecter la loi, rien de plus. Aucune donnée n’est vendue, aucune publicité ne vous suit.',
  'data.title': 'Ce que nous gardons',
  'data.p1':
    'Votre nom, votre numéro de téléphone, votre adresse e-mail, votre identifiant de compte de paris s’il y a lieu, vos paiements (montants, numéros, opérateurs, statuts) et, pour la sécurité, l’adresse IP et l’heure de vos connexions.',
  'why.title': 'Pourquoi',
  'why.p1':
    'Pour exécuter les paiements que vous demandez, vous en informer, vérifier les paiements inhabituels et répondre aux obligations de lutte contre le blanchiment et la fraude.',
  'who.title': 'Avec qui',
  'who.p1':
    'L’opérateur de mobile money et le prestataire de paiement qui traitent chaque paiement, nos agents qui livrent les paiements de leurs pays, et les autorités quand la loi l’exige.',
  'keep.title': 'Combien de temps',
  'keep.p1':
    'Vos paiements sont conservés aussi longtemps que la réglementation des services de paiement l’impose, même après la fermeture du compte\u202f; le reste est effacé à la fermeture.',
  'cookies.title': 'Cookies',
  'cookies.p1':
    'Deux seulement\u202f: celui de votre session, sans lequel vous ne pourriez pas rester connecté, et celui qui retient votre langue. Aucun cookie publicitaire ni de mesure d’audience.',
  'rights.title': 'Vos droits',
  'rights.p1':
    'Vous pouvez consulter, corriger ou faire effacer vos données, dans les limites de ce que la loi nous oblige à garder. Écrivez au service client depuis l’adresse de votre compte\u202f:',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Privacy and personal data — {brand}',
    'meta.description':
      'The data {brand} keeps to make your payments, why, who it is shared with, for how long, and how to exercise your rights over it.',
    title: 'Privacy',
    updated: 'In force since 1 July 2026',
    lead: 'We keep what it takes to make your payments and to obey the law, nothing more. No data is sold, no advertising follows you.',
    'data.title': 'What we keep',
    'data.p1':
      'Your name, phone number, e-mail address, betting account id if any, your payments (amounts, numbers, operators, statuses) and, for security, the IP address and time of your sign-ins.',
    'why.title': 'Why',
    'why.p1':
      'To make the payments you ask for, tell you about them, check unusual payments and meet anti-money-laundering and anti-fraud obligations.',
    'who.title': 'Who with',
    'who.p1':
      'The mobile money operator and the payment provider that handle each payment, our agents who deliver the payments of their countries, and the authorities when the law requires it.',
    'keep.title': 'How long',
    'keep.p1':
      'Your payments are kept as long as payment services regulations require, even after the account is closed; the rest is deleted when it closes.',
    'cookies.title': 'Cookies',
    'cookies.p1':
      'Only two: your session’s, without which you could not stay signed in, and the one that remembers your language. No advertising or audience cookie.',
    'rights.title': 'Your rights',
    'rights.p1':
      'You may read, correct or have your data deleted, within what the law obliges us to keep. Write to customer service from your account’s address:',
  },
} satisfies PageMessages<typeof fr>;
