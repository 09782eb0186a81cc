import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Portail de paiement pour votre site — {brand} Business',
  'meta.description':
    'Une page de paiement hébergée pour votre site ou votre application\u202f: mobile money et cartes, 3-D Secure, notifications signées. Sans abonnement.',
  'hero.eyebrow': 'Portail de paiement',
  'hero.title': 'Une page de paiement complète pour votre site, prête à l’emploi',
  'hero.lead':
    'Redirigez vos clients vers le portail {brand}\u202f: ils paient en mobile money ou par carte, puis reviennent sur votre site avec la confirmation. Aucune donnée de carte ne passe par vos serveurs.',
  'hero.primary': 'Ouvrir un compte marchand',
  'hero.secondary': 'Lire la documentation',
  'hero.note': 'Environnement de test disponible dès l’inscription, sans engagement.',
  'hero.visual': 'Carte bancaire d’une cliente utilisée pour payer sur le portail',
  'hero.holder': 'Nadège Kouassi',
  'features.eyebrow': 'Tout est inclus',
  'features.title': 'Ce qu’une page de paiement doit faire, sans rien développer',
  'features.methods.title': 'Tous les moyens de paiement',
  'features.methods.text':
    'Orange Money, MTN MoMo, Moov, Wave, Free Money, Airtel, Visa et Mastercard\u202f: le portail propose ceux du pays de votre client.',
  'features.cards.title': 'Cartes protégées par 3-D Secure',
  'features.cards.text':
    'Les cartes sont saisies sur nos pages et authentifiées par la banque du porteur\u202f: vous n’avez aucune donnée sensible à gérer.',
  'features.brand.title': 'À vos couleurs',
  'features.brand.text':
    'Votre logo, votre couleur et votre nom commercial, sur une page en français ou en anglais selon votre client.',
  'features.webhooks.title': 'Notifications signées',
  'features.webhooks.text':
    'À chaque changement de statut, votre serveur reçoit une notification signée\u202f: vous livrez seulement quand le paiement est confirmé.',
  'features.return.title': 'Retour vers votre site',
  'features.return.text':
    'Une adresse de retour pour le succès, l’échec et l’abandon\u202f: votre client retrouve toujours son panier ou sa commande.',
  'features.light.title': 'Pensé pour les réseaux mobiles',
  'features.light.text':
    'Une page légère, lisible sur un petit écran et qui tient bon sur une connexion 3G instable.',
  'steps.title': 'Intégrer le portail en une journée',
  'steps.intro': 'Un seul appel à notre API suffit\u202f; le reste se passe sur le portail.',
  'steps.one.title': 'Créez la session de paiement',
  'steps.one.text':
    'Envoyez le montant, la devise et la référence de la commande\u202f: vous recevez l’adresse du portail pour ce paiement.',
  'steps.two.title': 'Redirigez votre client',
  'steps.two.text':
    'Il choisit son moyen de paiement sur le portail. En mobile money, il valide la demande de son opérateur sur son téléphone.',
  'steps.three.title': 'Recevez la confirmation',
  'steps.three.text':
    'Votre serveur reçoit le statut final par notification signée, puis votre client revient sur votre site.',
  'checkout.eyebrow': 'Côté client',
  'checkout.title': 'Un paiement mobile money sans quitter le parcours d’achat',
  'checkout.text':
    'Votre client saisit son numéro, reçoit la demande de son opérateur et valide avec son code secret. Le portail suit l’opération en direct et le renvoie vers votre site dès que c’est payé.',
  'checkout.point1':
    'Des statuts clairs\u202f: «\u00a0En attente de validation\u00a0», «\u00a0Réussi\u00a0», «\u00a0Échoué\u00a0»',
  'checkout.point2': 'Un nouvel essai avec un autre moyen si le premier échoue',
  'checkout.point3': 'Un reçu envoyé au client par SMS ou par e-mail',
  'checkout.action': 'Voir les intégrations',
  'checkout.visual':
    'Portail ouvert sur un téléphone\u202f: commande à payer par Wave, demande envoyée, en attente',
  'checkout.order': 'Commande n° 7731',
  'checkout.operator': 'Opérateur',
  'checkout.operator.value': 'Wave',
  'checkout.number': 'Numéro',
  'checkout.request': 'Demande',
  'checkout.request.value': 'Envoyée',
  'checkout.status': 'Statut',
  'checkout.status.value': 'En attente',
  'fees.eyebrow': 'Tarifs',
  'fees.title': 'Une commission par paiement réussi, c’est tout',
  'fees.intro': 'Pas d’abonnement, pas de frais d’installation ni de frais fixes par transaction.',
  'fees.caption': 'Tarifs du portail de paiement',
  'fees.mobile': 'Paiement en mobile money',
  'fees.mobile.value': '1,5\u202f%',
  'fees.card': 'Carte émise dans l’UEMOA',
  'fees.card.value': '2,5\u202f%',
  'fees.cardAbroad': 'Carte émise hors UEMOA',
  'fees.cardAbroad.value': '3,5\u202f%',
  'fees.failed': 'Paiement échoué ou abandonné',
  'fees.failed.value': 'Gratuit',
  'fees.refund': 'Remboursement total ou partiel',
  'fees.refund.value': 'Gratuit',
  'fees.payout': 'Virement vers votre compte bancaire',
  'fees.payout.value': 'Quotidien, gratuit, le jour ouvré suivant',
  'faq.title': 'Questions des équipes techniques',
  'faq.q1': 'Dois-je être certifié PCI DSS\u202f?',
  'faq.a1':
    'Pas pour utiliser le portail\u202f: les cartes sont saisies sur nos pages, jamais sur votre site. Vous n’avez aucune donnée de carte à stocker ni à protéger.',
  'faq.q2': 'Puis-je tester avant de passer en production\u202f?',
  'faq.a2':
    'Oui. Votre compte de test fonctionne comme la production, avec des numéros et des cartes fictifs qui simulent chaque statut, y compris les échecs.',
  'faq.q3': 'Où mes clients peuvent-ils payer\u202f?',
  'faq.a3':
    'En mobile money, dans les pays que nous desservons, de Dakar à Libreville. Par carte Visa ou Mastercard, depuis n’importe quel pays.',
  'faq.q4': 'Et si le client ferme la page avant la fin\u202f?',
  'faq.a4':
    'Le paiement continue chez l’opérateur. Votre serveur reçoit quand même la notification du statut final, et la commande est confirmée si le paiement a réussi.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Hosted payment page for your site — {brand} Business',
    'meta.description':
      'A hosted payment page for your website or app: mobile money and cards, 3-D Secure and signed notifications. No subscription, one fee per payment.',
    'hero.eyebrow': 'Payment portal',
    'hero.title': 'A complete payment page for your website, ready to use',
    'hero.lead':
      'Send your customers to the {brand} portal: they pay with mobile money or card, then come back to your site with the confirmation. No card data goes through your servers.',
    'hero.primary': 'Open a merchant account',
    'hero.secondary': 'Read the documentation',
    'hero.note': 'Test environment available as soon as you sign up, with no commitment.',
    'hero.visual': 'A customer’s bank card used to pay on the portal',
    'hero.holder': 'Nadège Kouassi',
    'features.eyebrow': 'Everything included',
    'features.title': 'What a payment page must do, with nothing to build',
    'features.methods.title': 'Every payment method',
    'features.methods.text':
      'Orange Money, MTN MoMo, Moov, Wave, Free Money, Airtel, Visa and Mastercard: the portal offers those of your customer’s country.',
    'features.cards.title': 'Cards protected by 3-D Secure',
    'features.cards.text':
      'Cards are entered on our pages and authenticated by the cardholder’s bank: you have no sensitive data to handle.',
    'features.brand.title': 'In your colours',
    'features.brand.text':
      'Your logo, colour and trading name, on a page in French or English depending on your customer.',
    'features.webhooks.title': 'Signed notifications',
    'features.webhooks.text':
      'On every status change, your server receives a signed notification: you deliver only once the payment is confirmed.',
    'features.return.title': 'Back to your site',
    'features.return.text':
      'A return address for success, failure and cancellation: your customer always finds their basket or order again.',
    'features.light.title': 'Built for mobile networks',
    'features.light.text': 'A light page, readable on a small screen and steady on a patchy 3G connection.',
    'steps.title': 'Integrate the portal in a day',
    'steps.intro': 'A single call to our API is enough; the rest happens on the portal.',
    'steps.one.title': 'Create the payment session',
    'steps.one.text':
      'Send the amount, the currency and the order reference: you get the portal address for this payment.',
    'steps.two.title': 'Redirect your customer',
    'steps.two.text':
      'They pick a payment method on the portal. With mobile money, they approve their operator’s request on their phone.',
    'steps.three.title': 'Receive the confirmation',
    'steps.three.text':
      'Your server gets the final status by signed notification, then your customer returns to your site.',
    'checkout.eyebrow': 'For your customer',
    'checkout.title': 'A mobile money payment without leaving the checkout',
    'checkout.text':
      'Your customer enters their number, gets their operator’s request and approves it with their PIN. The portal follows the operation live and sends them back to your site once it is paid.',
    'checkout.point1': 'Clear statuses: “Waiting for approval”, “Successful”, “Failed”',
    'checkout.point2': 'Another try with a different method if the first one fails',
    'checkout.point3': 'A receipt sent to the customer by SMS or email',
    'checkout.action': 'See integrations',
    'checkout.visual': 'The portal on a phone: an order paid with Wave, request sent, pending',
    'checkout.order': 'Order no. 7731',
    'checkout.operator': 'Operator',
    'checkout.operator.value': 'Wave',
    'checkout.number': 'Number',
    'checkout.request': 'Request',
    'checkout.request.value': 'Sent',
    'checkout.status': 'Status',
    'checkout.status.value': 'Pending',
    'fees.eyebrow': 'Pricing',
    'fees.title': 'One fee per successful payment, that’s all',
    'fees.intro': 'No subscription, no set-up fee and no fixed fee per transaction.',
    'fees.caption': 'Payment portal fees',
    'fees.mobile': 'Mobile money payment',
    'fees.mobile.value': '1.5%',
    'fees.card': 'Card issued in WAEMU',
    'fees.card.value': '2.5%',
    'fees.cardAbroad': 'Card issued outside WAEMU',
    'fees.cardAbroad.value': '3.5%',
    'fees.failed': 'Failed or abandoned payment',
    'fees.failed.value': 'Free',
    'fees.refund': 'Full or partial refund',
    'fees.refund.value': 'Free',
    'fees.payout': 'Transfer to your bank account',
    'fees.payout.value': 'Daily, free, the next working day',
    'faq.title': 'Questions from technical teams',
    'faq.q1': 'Do I need PCI DSS certification?',
    'faq.a1':
      'Not to use the portal: cards are entered on our pages, never on your site. You have no card data to store or protect.',
    'faq.q2': 'Can I test before going live?',
    'faq.a2':
      'Yes. Your test account works like production, with dummy numbers and cards that simulate every status, failures included.',
    'faq.q3': 'Where can my customers pay from?',
    'faq.a3':
      'By mobile money, in the countries we serve, from Dakar to Libreville. By Visa or Mastercard, from any country.',
    'faq.q4': 'What if the customer closes the page before the end?',
    'faq.a4':
      'The payment carries on at the operator. Your server still receives the final status notification, and the order is confirmed if the payment succeeded.',
  },
} satisfies PageMessages<typeof fr>;
