import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Paiement {brand}\u202f: encaissez en ligne et en boutique',
  'meta.description':
    'Ajoutez «\u00a0Payer avec {brand}\u00a0» à votre site, votre application ou votre caisse\u202f: solde {brand}, mobile money ou carte, et vos ventes reversées chaque jour ouvré.',
  'hero.eyebrow': 'Paiement {brand}',
  'hero.title': 'Vos clients paient avec {brand}, en deux touches',
  'hero.lead':
    'Proposez «\u00a0Payer avec {brand}\u00a0» sur votre boutique en ligne, dans votre application ou au comptoir\u202f: vos clients règlent depuis leur solde {brand}, leur mobile money ou leur carte, sur une page de paiement à votre nom.',
  'hero.primary': 'Activer le paiement {brand}',
  'hero.secondary': 'Voir la documentation',
  'hero.note': 'Sans abonnement\u202f: dès {fee} par paiement réussi.',
  'hero.visual': 'Code de paiement {brand} affiché au comptoir d’une boutique',
  'hero.caption': 'Payer avec {brand}',
  'steps.eyebrow': 'Côté client',
  'steps.title': 'Un paiement en moins d’une minute',
  'steps.one.title': 'Le client choisit {brand}',
  'steps.one.text':
    'Sur votre site, il touche «\u00a0Payer avec {brand}\u00a0»\u202f; en boutique, il scanne votre code. Le montant et votre nom s’affichent.',
  'steps.two.title': 'Il confirme avec son code',
  'steps.two.text':
    'Depuis l’application {brand}, il valide avec son code secret. Sans compte, il paie par mobile money ou carte sur la même page.',
  'steps.three.title': 'Vous livrez en confiance',
  'steps.three.text':
    'Le paiement passe à «\u00a0Réussi\u00a0» et vous êtes notifié aussitôt. L’argent arrive sur votre compte le jour ouvré suivant.',
  'payer.eyebrow': 'L’expérience de vos clients',
  'payer.title': 'Ni numéro à saisir, ni carte à sortir',
  'payer.text':
    'Les clients qui ont un compte {brand} confirment avec leur code secret, rien de plus\u202f: le solde est débité, le reçu arrive tout de suite et la commande apparaît dans leur historique, à votre nom.',
  'payer.point1': 'Pas de code USSD ni de numéro à recopier',
  'payer.point2': 'Orange Money, MTN MoMo, Moov, Wave et carte pour les autres',
  'payer.point3': 'Une page de paiement à votre nom et à vos couleurs',
  'payer.action': 'Ou envoyer un lien de paiement',
  'payer.visual': 'Application {brand} d’un client\u202f: solde et derniers achats payés avec {brand}',
  'payer.balance': 'Solde {brand}',
  'payer.line1': 'Boutique',
  'payer.line2': 'Marché',
  'payer.line3': 'Dépôt',
  'payer.line4': 'Taxi',
  'fees.title': 'Tarifs et délais',
  'fees.intro':
    'Vous ne payez que les paiements réussis. Aucun frais n’est prélevé sur un paiement refusé ou expiré.',
  'fees.rate': '{fee} du montant',
  'fees.wallet': 'Paiement depuis le solde {brand}',
  'fees.mobile': 'Paiement par mobile money',
  'fees.card': 'Paiement par carte',
  'fees.minimum': 'Montant minimum',
  'fees.payout': 'Reversement sur votre compte bancaire',
  'fees.payout.value': 'Le jour ouvré suivant, sans frais',
  'fees.refund': 'Remboursement d’un client',
  'fees.refund.value': 'Gratuit, depuis votre espace ou par l’API',
  'fees.fixed': 'Abonnement et frais d’installation',
  'fees.fixed.value': 'Aucun',
  'quote.text':
    'Depuis que nos clientes peuvent payer avec {brand}, bien moins de paniers sont abandonnés au moment de payer. Et je n’attends plus les captures d’écran de transfert pour expédier.',
  'quote.author': 'Mariam T.',
  'quote.role': 'fondatrice d’une boutique de mode en ligne à Abidjan',
  'faq.title': 'Questions fréquentes',
  'faq.q1': 'Mes clients doivent-ils avoir un compte {brand}\u202f?',
  'faq.a1':
    'Non. Ceux qui en ont un paient depuis leur solde\u202f; les autres choisissent leur mobile money ou leur carte sur la même page.',
  'faq.q2': 'Où puis-je proposer le paiement {brand}\u202f?',
  'faq.a2':
    'Sur votre site, avec nos modules ou l’API, dans votre application, par un lien envoyé par SMS ou messagerie, et en boutique avec un QR code ou le terminal {brand}.',
  'faq.q3': 'Quand l’argent arrive-t-il sur mon compte\u202f?',
  'faq.a3':
    'Les paiements réussis d’une journée sont reversés le jour ouvré suivant, sur votre compte bancaire ou votre compte Business {brand}.',
  'faq.q4': 'Puis-je rembourser un client\u202f?',
  'faq.a4':
    'Oui, en totalité ou en partie, depuis votre espace ou par l’API. Le client est recrédité sur le moyen de paiement utilisé.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': '{brand} payments: get paid online and in store',
    'meta.description':
      'Add “Pay with {brand}” to your website, app or till: {brand} balance, mobile money or card, with your money paid out the next business day.',
    'hero.eyebrow': '{brand} payments',
    'hero.title': 'Your customers pay with {brand}, in two taps',
    'hero.lead':
      'Offer “Pay with {brand}” in your online shop, in your app or at the counter: customers pay from their {brand} balance, their mobile money or their card, on a payment page in your name.',
    'hero.primary': 'Turn on {brand} payments',
    'hero.secondary': 'See the documentation',
    'hero.note': 'No subscription: from {fee} per successful payment.',
    'hero.visual': '{brand} payment code shown at a shop counter',
    'hero.caption': 'Pay with {brand}',
    'steps.eyebrow': 'For your customers',
    'steps.title': 'A payment in under a minute',
    'steps.one.title': 'The customer picks {brand}',
    'steps.one.text':
      'On your website they tap “Pay with {brand}”; in store they scan your code. The amount and your name appear.',
    'steps.two.title': 'They confirm with their PIN',
    'steps.two.text':
      'In the {brand} app they approve with their PIN. Without an account, they pay by mobile money or card on the same page.',
    'steps.three.title': 'You deliver with confidence',
    'steps.three.text':
      'The payment turns “Successful” and you are notified at once. The money reaches your account the next business day.',
    'payer.eyebrow': 'Your customers’ experience',
    'payer.title': 'No number to type, no card to take out',
    'payer.text':
      'Customers with a {brand} account just confirm with their PIN: the balance is debited, the receipt arrives at once and the order shows in their history, in your name.',
    'payer.point1': 'No USSD code, no number to copy',
    'payer.point2': 'Orange Money, MTN MoMo, Moov, Wave and cards for everyone else',
    'payer.point3': 'A payment page in your name and colours',
    'payer.action': 'Or send a payment link',
    'payer.visual': 'A customer’s {brand} app: balance and latest purchases paid with {brand}',
    'payer.balance': '{brand} balance',
    'payer.line1': 'Shop',
    'payer.line2': 'Market',
    'payer.line3': 'Top-up',
    'payer.line4': 'Taxi',
    'fees.title': 'Pricing and timing',
    'fees.intro':
      'You only pay for successful payments. Nothing is charged on a declined or expired payment.',
    'fees.rate': '{fee} of the amount',
    'fees.wallet': 'Payment from a {brand} balance',
    'fees.mobile': 'Mobile money payment',
    'fees.card': 'Card payment',
    'fees.minimum': 'Minimum amount',
    'fees.payout': 'Payout to your bank account',
    'fees.payout.value': 'Next business day, free',
    'fees.refund': 'Refunding a customer',
    'fees.refund.value': 'Free, from your space or through the API',
    'fees.fixed': 'Subscription and set-up fees',
    'fees.fixed.value': 'None',
    'quote.text':
      'Since our customers can pay with {brand}, far fewer baskets are abandoned at checkout. And I no longer wait for screenshots of transfers before shipping.',
    'quote.author': 'Mariam T.',
    'quote.role': 'founder of an online fashion shop in Abidjan',
    'faq.title': 'Frequently asked questions',
    'faq.q1': 'Do my customers need a {brand} account?',
    'faq.a1':
      'No. Those who have one pay from their balance; the others choose their mobile money or card on the same page.',
    'faq.q2': 'Where can I offer {brand} payments?',
    'faq.a2':
      'On your website, with our modules or the API, in your app, through a link sent by text or messaging app, and in store with a QR code or the {brand} terminal.',
    'faq.q3': 'When does the money reach my account?',
    'faq.a3':
      'A day’s successful payments are paid out the next business day, to your bank account or your {brand} Business account.',
    'faq.q4': 'Can I refund a customer?',
    'faq.a4':
      'Yes, in full or in part, from your space or through the API. The customer is credited back on the payment method used.',
  },
} satisfies PageMessages<typeof fr>;
