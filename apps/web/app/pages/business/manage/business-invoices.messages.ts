import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Factures payables en mobile money — {brand} Business',
  'meta.description':
    'Envoyez vos factures par WhatsApp, SMS ou e-mail\u202f: vos clients les règlent en Orange Money, MTN MoMo, Wave ou par carte, et les relances partent toutes seules.',
  'hero.eyebrow': 'Facturation',
  'hero.title': 'Des factures que vos clients règlent en mobile money',
  'hero.lead':
    'Créez une facture en deux minutes et envoyez-la par WhatsApp, SMS ou e-mail. Votre client la paie avec Orange Money, MTN MoMo, Wave ou sa carte, et elle passe d’elle-même à «\u00a0Payée\u00a0».',
  'hero.primary': 'Créer ma première facture',
  'hero.secondary': 'Voir le lien de paiement',
  'hero.note': 'Création et envoi gratuits, sans abonnement.',
  'hero.visual': 'Facture d’un cabinet comptable de Cotonou\u202f: trois lignes et le total à payer',
  'hero.document': 'Facture n° 0142',
  'hero.line1': 'Comptabilité — mars',
  'hero.line2': 'Déclaration de TVA',
  'hero.line3': 'Frais de déplacement',
  'hero.line4': 'Frais de dossier',
  'features.eyebrow': 'Tout le cycle de facturation',
  'features.title': 'De la facture au paiement, sans rien ressaisir',
  'features.legal.title': 'Des factures en règle',
  'features.legal.text':
    'Numérotation continue, identifiant fiscal (IFU, NINEA, NCC…), TVA calculée ligne par ligne\u202f: vos factures sont prêtes pour votre comptable.',
  'features.pay.title': 'Payables en un geste',
  'features.pay.text':
    'Chaque facture porte un bouton «\u00a0Payer\u00a0»\u202f: mobile money ou carte, sans que votre client ait besoin d’un compte {brand}.',
  'features.reminders.title': 'Relances automatiques',
  'features.reminders.text':
    'Un rappel courtois avant l’échéance, puis trois et dix jours après si rien n’est réglé. Vous choisissez le ton et le calendrier.',
  'features.matching.title': 'Rapprochement automatique',
  'features.matching.text':
    'Chaque paiement reçu est associé à sa facture\u202f: plus besoin de chercher dans vos relevés qui a payé quoi.',
  'features.partial.title': 'Acomptes et paiements partiels',
  'features.partial.text':
    'Demandez 30\u202f% à la commande et le solde à la livraison\u202f; le reste dû est toujours à jour.',
  'features.export.title': 'Exports comptables',
  'features.export.text':
    'Journal des ventes en CSV ou Excel, selon le plan comptable SYSCOHADA, à transmettre chaque mois à votre cabinet.',
  'steps.title': 'Une facture réglée en trois étapes',
  'steps.one.title': 'Créez la facture',
  'steps.one.text':
    'Choisissez le client, ajoutez vos lignes et l’échéance, ou transformez un devis accepté en facture d’un clic.',
  'steps.two.title': 'Envoyez-la',
  'steps.two.text':
    'Par WhatsApp, SMS ou e-mail\u202f: votre client reçoit un lien vers la facture et sa version PDF.',
  'steps.three.title': 'Encaissez',
  'steps.three.text':
    'Dès le paiement, la facture passe à «\u00a0Payée\u00a0», votre client reçoit son reçu et l’argent arrive sur votre compte.',
  'client.eyebrow': 'Côté client',
  'client.title': 'Régler une facture prend moins d’une minute',
  'client.text':
    'Votre client ouvre le lien, vérifie le détail et choisit son moyen de paiement. Il valide sur son téléphone, reçoit son reçu, et vous êtes prévenu aussitôt.',
  'client.point1': 'Aucune application à installer pour votre client',
  'client.point2': 'Paiement en plusieurs fois, si vous l’autorisez',
  'client.point3': 'Reçu envoyé automatiquement, à votre nom et avec votre logo',
  'client.visual': 'Facture ouverte sur le téléphone d’un client, avec les moyens de paiement proposés',
  'client.due': 'Facture 0142 — à payer',
  'client.method1': 'Orange Money',
  'client.method2': 'MTN MoMo',
  'client.method3': 'Wave',
  'client.method4': 'Carte bancaire',
  'fees.eyebrow': 'Tarifs',
  'fees.title': 'Vous ne payez que sur les factures encaissées',
  'fees.intro':
    'Créer, envoyer et relancer est gratuit. Une commission s’applique seulement au paiement reçu.',
  'fees.caption': 'Tarifs de la facturation',
  'fees.create': 'Création, envoi et relances',
  'fees.create.value': 'Gratuits, sans limite de nombre',
  'fees.mobile': 'Facture réglée en mobile money',
  'fees.mobile.value': '1,5\u202f% du montant payé',
  'fees.card': 'Facture réglée par une carte émise dans l’UEMOA',
  'fees.card.value': '2,5\u202f% du montant payé',
  'fees.cardAbroad': 'Facture réglée par une carte émise hors UEMOA',
  'fees.cardAbroad.value': '3,5\u202f% du montant payé',
  'fees.payout': 'Virement vers votre compte bancaire',
  'fees.payout.value': 'Gratuit, le jour ouvré suivant',
  'faq.title': 'Vos questions sur la facturation',
  'faq.q1': 'Mon client doit-il avoir un compte {brand}\u202f?',
  'faq.a1':
    'Non. Il paie depuis le lien de la facture avec son mobile money ou sa carte, sans inscription. S’il a un compte {brand}, il peut aussi payer depuis son solde.',
  'faq.q2': 'Puis-je facturer en euros\u202f?',
  'faq.a2':
    'Oui, avec un compte multidevise\u202f: la facture est émise en euros et votre client la règle par carte. Les paiements en mobile money restent en francs CFA.',
  'faq.q3': 'Mes factures sont-elles valables fiscalement\u202f?',
  'faq.a3':
    'Elles portent les mentions que vous renseignez\u202f: identifiant fiscal, TVA, adresse. Vérifiez avec votre comptable les règles de votre pays, comme la facture normalisée au Bénin.',
  'faq.q4': 'Et si mon client paie moins que le montant dû\u202f?',
  'faq.a4':
    'Le paiement est enregistré, la facture passe à «\u00a0Partiellement payée\u00a0» et les relances suivantes ne portent que sur le reste dû.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Invoices paid with mobile money — {brand} Business',
    'meta.description':
      'Create invoices and send them by WhatsApp, SMS or email: customers pay with Orange Money, MTN MoMo, Wave or card, and reminders go out on their own.',
    'hero.eyebrow': 'Invoicing',
    'hero.title': 'Invoices your customers pay with mobile money',
    'hero.lead':
      'Create an invoice in two minutes and send it by WhatsApp, SMS or email. Your customer pays it with Orange Money, MTN MoMo, Wave or a card, and it switches to “Paid” by itself.',
    'hero.primary': 'Create my first invoice',
    'hero.secondary': 'See payment links',
    'hero.note': 'Creating and sending are free, with no subscription.',
    'hero.visual': 'An invoice from an accounting firm in Cotonou: three lines and the total due',
    'hero.document': 'Invoice no. 0142',
    'hero.line1': 'Bookkeeping — March',
    'hero.line2': 'VAT return',
    'hero.line3': 'Travel expenses',
    'hero.line4': 'Admin fee',
    'features.eyebrow': 'The whole invoicing cycle',
    'features.title': 'From invoice to payment, with nothing typed twice',
    'features.legal.title': 'Compliant invoices',
    'features.legal.text':
      'Sequential numbering, tax ID (IFU, NINEA, NCC…), VAT worked out line by line: your invoices are ready for your accountant.',
    'features.pay.title': 'Paid in one tap',
    'features.pay.text':
      'Every invoice carries a “Pay” button: mobile money or card, and your customer needs no {brand} account.',
    'features.reminders.title': 'Automatic reminders',
    'features.reminders.text':
      'A polite reminder before the due date, then three and ten days after if nothing is paid. You choose the tone and the schedule.',
    'features.matching.title': 'Automatic matching',
    'features.matching.text':
      'Every payment received is matched to its invoice: no more searching your statements for who paid what.',
    'features.partial.title': 'Deposits and part payments',
    'features.partial.text':
      'Ask for 30% with the order and the balance on delivery; the amount still due is always up to date.',
    'features.export.title': 'Accounting exports',
    'features.export.text':
      'Sales journal in CSV or Excel, following the SYSCOHADA chart of accounts, to send to your accountant every month.',
    'steps.title': 'An invoice paid in three steps',
    'steps.one.title': 'Create the invoice',
    'steps.one.text':
      'Pick the customer, add your lines and the due date, or turn an accepted quote into an invoice in one click.',
    'steps.two.title': 'Send it',
    'steps.two.text': 'By WhatsApp, SMS or email: your customer gets a link to the invoice and its PDF.',
    'steps.three.title': 'Get paid',
    'steps.three.text':
      'As soon as it is paid, the invoice shows “Paid”, your customer gets a receipt and the money reaches your account.',
    'client.eyebrow': 'For your customer',
    'client.title': 'Paying an invoice takes less than a minute',
    'client.text':
      'Your customer opens the link, checks the details and picks a payment method. They approve on their phone, get their receipt, and you are told at once.',
    'client.point1': 'Nothing for your customer to install',
    'client.point2': 'Payment in instalments, if you allow it',
    'client.point3': 'Receipt sent automatically, in your name and with your logo',
    'client.visual': 'An invoice open on a customer’s phone, with the payment methods offered',
    'client.due': 'Invoice 0142 — due',
    'client.method1': 'Orange Money',
    'client.method2': 'MTN MoMo',
    'client.method3': 'Wave',
    'client.method4': 'Bank card',
    'fees.eyebrow': 'Pricing',
    'fees.title': 'You only pay on invoices that get paid',
    'fees.intro': 'Creating, sending and reminding are free. A fee applies only to the payment received.',
    'fees.caption': 'Invoicing fees',
    'fees.create': 'Creating, sending and reminders',
    'fees.create.value': 'Free, with no limit on numbers',
    'fees.mobile': 'Invoice paid with mobile money',
    'fees.mobile.value': '1.5% of the amount paid',
    'fees.card': 'Invoice paid with a card issued in WAEMU',
    'fees.card.value': '2.5% of the amount paid',
    'fees.cardAbroad': 'Invoice paid with a card issued outside WAEMU',
    'fees.cardAbroad.value': '3.5% of the amount paid',
    'fees.payout': 'Transfer to your bank account',
    'fees.payout.value': 'Free, the next working day',
    'faq.title': 'Your questions about invoicing',
    'faq.q1': 'Does my customer need a {brand} account?',
    'faq.a1':
      'No. They pay from the invoice link with their mobile money or card, without signing up. If they have a {brand} account, they can also pay from their balance.',
    'faq.q2': 'Can I invoice in euros?',
    'faq.a2':
      'Yes, with a multi-currency account: the invoice is issued in euros and your customer pays it by card. Mobile money payments stay in CFA francs.',
    'faq.q3': 'Are my invoices valid for tax purposes?',
    'faq.a3':
      'They carry the details you fill in: tax ID, VAT, address. Check your country’s rules with your accountant, such as the standardised invoice in Benin.',
    'faq.q4': 'What if my customer pays less than the amount due?',
    'faq.a4':
      'The payment is recorded, the invoice shows “Partly paid” and later reminders only ask for the balance.',
  },
} satisfies PageMessages<typeof fr>;
