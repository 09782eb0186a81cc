import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Lien de paiement mobile money et carte — {brand}',
  'meta.description':
    'Créez un lien de paiement en quelques secondes, partagez-le sur WhatsApp ou Facebook et encaissez en Orange Money, MTN MoMo, Wave ou par carte, sans site web.',
  'hero.eyebrow': 'Lien de paiement',
  'hero.title': 'Un lien, et vos clients vous paient où qu’ils soient',
  'hero.lead':
    'Créez un lien de paiement en quelques secondes et partagez-le sur WhatsApp, Facebook, Instagram ou par SMS. Vos clients paient en mobile money ou par carte, sans site web ni terminal de votre côté.',
  'hero.primary': 'Créer un lien gratuitement',
  'hero.secondary': 'Encaisser aussi en boutique',
  'hero.note': 'Aucun abonnement\u202f: 1,5\u202f% par paiement en mobile money, rien si personne ne paie.',
  'hero.visual': 'Paiements reçus grâce à un lien\u202f: total encaissé et derniers clients',
  'hero.balance': 'Encaissé par ce lien',
  'hero.line1': 'Fatou',
  'hero.line2': 'Koffi',
  'hero.line3': 'Aïda',
  'hero.line4': 'Awa',
  'steps.eyebrow': 'Trois gestes',
  'steps.title': 'Encaisser avec un lien, étape par étape',
  'steps.one.title': 'Décrivez la vente',
  'steps.one.text':
    'Un montant, une description, une photo si vous voulez. Le lien est prêt en moins de 30 secondes, depuis l’application ou l’ordinateur.',
  'steps.two.title': 'Partagez le lien',
  'steps.two.text':
    'Copiez-le ou envoyez-le directement sur WhatsApp. Un QR code est créé en même temps, pour l’afficher ou l’imprimer.',
  'steps.three.title': 'Recevez l’argent',
  'steps.three.text':
    'Vous êtes prévenu à chaque paiement, l’argent arrive sur votre solde et votre client reçoit son reçu.',
  'features.title': 'Un lien qui s’adapte à votre façon de vendre',
  'features.intro':
    'Une couturière de Bamako qui vend sur Facebook, une école de Ouagadougou qui collecte la scolarité, un traiteur d’Abidjan qui prend des acomptes\u202f: chacun règle son lien à sa façon.',
  'features.reuse.title': 'Unique ou permanent',
  'features.reuse.text':
    'Un lien pour une commande précise, ou un lien permanent à placer dans votre profil Instagram ou votre statut WhatsApp.',
  'features.amount.title': 'Montant fixe ou libre',
  'features.amount.text':
    'Fixez le prix, ou laissez le client saisir le montant\u202f: pratique pour les dons, les acomptes et les cotisations.',
  'features.expiry.title': 'Date de fin',
  'features.expiry.text':
    'Le lien expire à la date choisie ou après un nombre de paiements\u202f: plus de paiement reçu après la fin d’une promotion.',
  'features.details.title': 'Informations utiles',
  'features.details.text':
    'Nom, téléphone, adresse de livraison\u202f: demandez au client ce qu’il vous faut pour expédier la commande.',
  'features.tracking.title': 'Suivi en temps réel',
  'features.tracking.text':
    'Voyez qui a payé et qui s’est arrêté en route, et relancez d’un clic ceux qui n’ont pas terminé.',
  'features.abroad.title': 'Clients de la diaspora',
  'features.abroad.text':
    'Depuis Paris ou Montréal, vos clients paient par carte Visa ou Mastercard\u202f; vous recevez des francs CFA.',
  'stats.create.value': '30 s',
  'stats.create': 'pour créer un lien et le partager',
  'stats.operators': 'opérateurs de mobile money acceptés, plus les cartes',
  'stats.fee.value': '1,5\u202f%',
  'stats.fee': 'par paiement reçu en mobile money',
  'stats.subscription': 'd’abonnement, quel que soit le nombre de liens',
  'quote.text':
    'Je vends mes tenues sur Facebook. Avant, mes clientes m’envoyaient des captures d’écran de transfert et je vérifiais tout à la main. Maintenant j’envoie un lien, et je sais tout de suite qui a payé.',
  'quote.author': 'Kadiatou S.',
  'quote.role': 'couturière, Bamako',
  'faq.title': 'Questions sur le lien de paiement',
  'faq.q1': 'Mon client doit-il installer une application\u202f?',
  'faq.a1':
    'Non. Le lien s’ouvre dans le navigateur de son téléphone\u202f: il choisit son moyen de paiement et valide la demande de son opérateur avec son code secret.',
  'faq.q2': 'Combien de temps un lien reste-t-il valable\u202f?',
  'faq.a2':
    'Aussi longtemps que vous le souhaitez. Vous pouvez fixer une date de fin ou un nombre maximal de paiements, et le désactiver à tout moment.',
  'faq.q3': 'Comment rembourser un client\u202f?',
  'faq.a3':
    'Depuis le détail du paiement, en un clic\u202f: l’argent repart vers le mobile money ou la carte utilisés. Le remboursement est gratuit.',
  'faq.q4': 'Puis-je mettre mon logo\u202f?',
  'faq.a4':
    'Oui\u202f: votre logo, votre couleur et votre nom commercial apparaissent sur la page de paiement et sur le reçu envoyé au client.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Mobile money and card payment links — {brand}',
    'meta.description':
      'Create a payment link in seconds, share it on WhatsApp or Facebook and get paid with Orange Money, MTN MoMo, Wave or card, with no website needed.',
    'hero.eyebrow': 'Payment link',
    'hero.title': 'One link, and customers pay you wherever they are',
    'hero.lead':
      'Create a payment link in seconds and share it on WhatsApp, Facebook, Instagram or by SMS. Your customers pay with mobile money or card, with no website or terminal on your side.',
    'hero.primary': 'Create a link for free',
    'hero.secondary': 'Get paid in store too',
    'hero.note': 'No subscription: 1.5% per mobile money payment, nothing if nobody pays.',
    'hero.visual': 'Payments received through a link: total collected and latest customers',
    'hero.balance': 'Collected by this link',
    'hero.line1': 'Fatou',
    'hero.line2': 'Koffi',
    'hero.line3': 'Aïda',
    'hero.line4': 'Awa',
    'steps.eyebrow': 'Three moves',
    'steps.title': 'Getting paid with a link, step by step',
    'steps.one.title': 'Describe the sale',
    'steps.one.text':
      'An amount, a description, a photo if you like. The link is ready in under 30 seconds, from the app or a computer.',
    'steps.two.title': 'Share the link',
    'steps.two.text':
      'Copy it or send it straight to WhatsApp. A QR code is created at the same time, to show or print.',
    'steps.three.title': 'Receive the money',
    'steps.three.text':
      'You are notified of every payment, the money reaches your balance and your customer gets a receipt.',
    'features.title': 'A link that fits the way you sell',
    'features.intro':
      'A dressmaker in Bamako selling on Facebook, a school in Ouagadougou collecting fees, a caterer in Abidjan taking deposits: each sets up their link their own way.',
    'features.reuse.title': 'One-off or permanent',
    'features.reuse.text':
      'A link for one order, or a permanent link for your Instagram profile or your WhatsApp status.',
    'features.amount.title': 'Fixed or open amount',
    'features.amount.text':
      'Set the price, or let the customer enter the amount: handy for donations, deposits and membership fees.',
    'features.expiry.title': 'End date',
    'features.expiry.text':
      'The link expires on the date you pick or after a number of payments: no more payments after a promotion ends.',
    'features.details.title': 'Useful details',
    'features.details.text':
      'Name, phone, delivery address: ask the customer for what you need to ship the order.',
    'features.tracking.title': 'Live tracking',
    'features.tracking.text':
      'See who paid and who stopped on the way, and remind those who did not finish in one click.',
    'features.abroad.title': 'Customers in the diaspora',
    'features.abroad.text':
      'From Paris or Montreal, your customers pay by Visa or Mastercard; you receive CFA francs.',
    'stats.create.value': '30 s',
    'stats.create': 'to create a link and share it',
    'stats.operators': 'mobile money operators accepted, plus cards',
    'stats.fee.value': '1.5%',
    'stats.fee': 'per payment received by mobile money',
    'stats.subscription': 'subscription, however many links you create',
    'quote.text':
      'I sell my outfits on Facebook. My customers used to send me screenshots of their transfers and I checked everything by hand. Now I send a link, and I know at once who has paid.',
    'quote.author': 'Kadiatou S.',
    'quote.role': 'dressmaker, Bamako',
    'faq.title': 'Questions about payment links',
    'faq.q1': 'Does my customer need to install an app?',
    'faq.a1':
      'No. The link opens in their phone’s browser: they pick a payment method and approve their operator’s request with their PIN.',
    'faq.q2': 'How long does a link stay valid?',
    'faq.a2':
      'As long as you wish. You can set an end date or a maximum number of payments, and switch it off at any time.',
    'faq.q3': 'How do I refund a customer?',
    'faq.a3':
      'From the payment’s details, in one click: the money goes back to the mobile money account or card used. Refunds are free.',
    'faq.q4': 'Can I add my logo?',
    'faq.a4':
      'Yes: your logo, colour and trading name appear on the payment page and on the receipt sent to the customer.',
  },
} satisfies PageMessages<typeof fr>;
