import type { Catalogue, PageMessages } from '../../site/messages.ts';

const fr = {
  'meta.title': 'Conditions d’utilisation — {brand}',
  'meta.description':
    'Les règles du service {brand}\u202f: ouverture du compte, paiements par mobile money, frais annoncés avant de confirmer, contrôles, réclamations.',
  title: 'Conditions d’utilisation',
  updated: 'En vigueur depuis le 1er juillet 2026',
  lead: 'Ces conditions s’appliquent à toute personne qui ouvre un compte {brand} et l’utilise pour déposer ou envoyer de l’argent. En ouvrant un compte, vous les acceptez.',
  'service.title': 'Le service',
  'service.p1':
    '{brand} permet de créditer un compte de paris et d’envoyer de l’argent vers le Bénin, le Burkina Faso, la Côte d’Ivoire, le Gabon, le Mali, le Sénégal et le Togo, en payant par mobile money depuis votre téléphone.',
  'account.title': 'Votre compte',
  'account.p1':
    'Le compte est personnel, réservé aux personnes majeures, et ouvert avec des informations exactes (nom, numéro de téléphone, adresse e-mail). Votre mot de passe est confidentiel\u202f: toute opération faite avec lui est réputée faite par vous.',
  'payments.title': 'Vos paiements',
  'payments.p1':
    'Avant chaque paiement, le montant, les frais et le total à payer vous sont affichés, ainsi que le montant reçu quand les monnaies diffèrent. Le paiement n’est fait qu’après votre approbation sur le téléphone qui paie.',
  'payments.p2':
    'Les frais sont ceux de la grille publiée sur la page Transfert international. Un paiement va de {min} à {max}, et un même compte envoie au plus {daily} par jour.',
  'payments.link': 'Voir les frais et les montants',
  'checks.title': 'Contrôles',
  'checks.p1':
    'Pour vous protéger de la fraude et respecter la réglementation sur le blanchiment, un paiement inhabituel peut être retenu pour vérification. S’il est refusé, il vous est remboursé.',
  'complaints.title': 'Réclamations',
  'complaints.p1':
    'Une question ou un désaccord sur un paiement\u202f? Écrivez au service client avec la référence du paiement (1XP-…). La marche à suivre complète, jusqu’au régulateur, est décrite dans les mentions légales.',
  'law.title': 'Droit applicable',
  'law.p1':
    'Ces conditions relèvent de la réglementation des services de paiement de l’UEMOA, sous le contrôle de la BCEAO, et du droit du pays où vous résidez pour ce qui touche à votre protection de consommateur.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Terms of use — {brand}',
    'meta.description':
      'The rules of the {brand} service: opening your account, mobile money payments, fees shown before you confirm, checks and complaints.',
    title: 'Terms of use',
    updated: 'In force since 1 July 2026',
    lead: 'These terms apply to anyone who opens a {brand} account and uses it to deposit or send money. By opening an account, you accept them.',
    'service.title': 'The service',
    'service.p1':
      '{brand} lets you top up a betting account and send money to Benin, Burkina Faso, Côte d’Ivoire, Gabon, Mali, Senegal and Togo, paying by mobile money from your phone.',
    'account.title': 'Your account',
    'account.p1':
      'The account is personal, for adults only, and opened with accurate details (name, phone number, e-mail address). Your password is confidential: any operation made with it is deemed made by you.',
    'payments.title': 'Your payments',
    'payments.p1':
      'Before each payment, the amount, the fees and the total to pay are shown, and the amount received when the currencies differ. The payment is made only after you approve it on the paying phone.',
    'payments.p2':
      'Fees are those of the table published on the International transfer page. A payment is from {min} to {max}, and one account sends at most {daily} a day.',
    'payments.link': 'See fees and amounts',
    'checks.title': 'Checks',
    'checks.p1':
      'To protect you from fraud and to comply with anti-money-laundering rules, an unusual payment may be held for checking. If it is refused, you are refunded.',
    'complaints.title': 'Complaints',
    'complaints.p1':
      'A question or a disagreement about a payment? Write to customer service with the payment’s reference (1XP-…). The full procedure, up to the regulator, is in the legal notice.',
    'law.title': 'Governing law',
    'law.p1':
      'These terms fall under the WAEMU’s payment services regulations, supervised by the BCEAO, and the law of the country where you live for your protection as a consumer.',
  },
} satisfies PageMessages<typeof fr>;
