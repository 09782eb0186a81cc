import type { Catalogue, PageMessages } from '../../site/messages.ts';

const fr = {
  'meta.title': 'Faire un don ou lancer une collecte — {brand}',
  'meta.description':
    'Donnez avec {brand} à une association ou à une collecte vérifiée, en mobile money ou par carte, sans frais pour vous. Suivez l’usage des fonds, recevez un reçu.',
  'hero.eyebrow': 'Dons',
  'hero.title': 'Donnez en quelques secondes, voyez où va votre argent',
  'hero.lead':
    'Soutenez une association, la collecte de votre quartier ou une urgence, depuis votre compte {brand}, votre mobile money ou votre carte. Dès {min}, sans frais pour vous.',
  'hero.primary': 'Faire un don',
  'hero.secondary': 'Lancer une collecte',
  'hero.visual': 'QR code d’une collecte à scanner pour donner',
  'hero.caption': 'Scannez pour donner',
  'steps.title': 'Donner, en trois gestes',
  'steps.one.title': 'Choisissez une cause',
  'steps.one.text':
    'Parcourez les collectes vérifiées par thème ou par ville, ou scannez le QR code affiché par l’organisateur.',
  'steps.two.title': 'Indiquez votre don',
  'steps.two.text':
    'Choisissez le montant et la façon de payer\u202f: solde {brand}, Orange Money, MTN MoMo, Moov, Wave ou carte.',
  'steps.three.title': 'Recevez votre reçu',
  'steps.three.text':
    'Votre reçu arrive aussitôt, puis les nouvelles de la collecte\u202f: montants retirés, justificatifs, remerciements.',
  'trust.eyebrow': 'La confiance d’abord',
  'trust.title': 'Des dons transparents, du premier franc au dernier',
  'trust.verified.title': 'Collectes vérifiées',
  'trust.verified.text':
    'Nous contrôlons l’identité de chaque organisateur et les pièces de son projet avant la mise en ligne.',
  'trust.follow.title': 'Suivi des fonds',
  'trust.follow.text':
    'Chaque retrait de l’organisateur est visible par les donateurs, avec son justificatif.',
  'trust.monthly.title': 'Dons réguliers',
  'trust.monthly.text': 'Soutenez une cause chaque mois, et arrêtez en un geste quand vous le souhaitez.',
  'trust.anonymous.title': 'Don anonyme',
  'trust.anonymous.text': 'Votre nom peut rester caché aux autres donateurs comme à l’organisateur.',
  'trust.receipt.title': 'Un reçu pour chaque don',
  'trust.receipt.text': 'Montant, date, bénéficiaire\u202f: tout est dans l’application et par SMS.',
  'trust.free.title': 'Rien à payer en plus',
  'trust.free.text': 'Vous donnez {amount}, la collecte reçoit {amount}. Seul l’organisateur paie des frais.',
  'organise.eyebrow': 'Pour les organisateurs',
  'organise.title': 'Associations, écoles, lieux de culte\u202f: collectez simplement',
  'organise.text':
    'Créez une page de collecte, imprimez votre QR code et recevez les dons en mobile money comme par carte. Vous retirez les fonds quand vous voulez, et vos donateurs voient où ils vont.',
  'organise.point1': 'Une page de collecte et un QR code à afficher',
  'organise.point2': 'Retrait vers votre mobile money ou votre compte bancaire',
  'organise.point3': 'Un relevé détaillé à partager avec vos donateurs',
  'organise.action': 'Créer ma collecte',
  'organise.visual': 'Relevé d’une collecte\u202f: dons reçus, frais et montant disponible',
  'organise.document': 'Bibliothèque de l’école',
  'organise.line1': 'Dons en mobile money',
  'organise.line2': 'Dons par carte',
  'organise.line3': 'Frais de service (1,5\u202f%)',
  'fees.title': 'Ce que coûte une collecte',
  'fees.intro':
    'Les donateurs ne paient rien de plus que leur don. Seul l’organisateur paie des frais, sur ce qu’il reçoit.',
  'fees.caption': 'Frais des dons et des collectes, montant minimum et délais',
  'fees.donor': 'Frais pour le donateur',
  'fees.donor.value': 'Aucun',
  'fees.minimum': 'Don minimum',
  'fees.organiser': 'Frais pour l’organisateur',
  'fees.organiser.value': '1,5\u202f% des dons reçus, minimum {min} par retrait',
  'fees.payout': 'Retrait des fonds',
  'fees.payout.value': 'Vers mobile money en quelques minutes\u202f; vers une banque sous 48 h ouvrées',
  'fees.review': 'Vérification d’une nouvelle collecte',
  'fees.review.value': '48 h ouvrées après réception des pièces',
  'quote.text':
    'En trois semaines, nos anciens élèves de Dakar, Paris et Abidjan ont financé les livres de la bibliothèque. Chacun a vu le reçu du libraire dans l’application.',
  'quote.author': 'Moussa D.',
  'quote.role': 'trésorier d’une association de parents d’élèves, Bamako',
  'faq.title': 'Questions sur les dons',
  'faq.q1': 'Comment vérifiez-vous une collecte\u202f?',
  'faq.a1':
    'L’organisateur fait vérifier son identité, puis fournit les pièces de son projet\u202f: statuts de l’association, devis, facture ou certificat médical. Sans elles, la collecte n’est pas publiée.',
  'faq.q2': 'Et si une collecte se révèle frauduleuse\u202f?',
  'faq.a2':
    'Nous suspendons la collecte, bloquons les fonds non retirés et les reversons aux donateurs au prorata de leurs dons.',
  'faq.q3': 'Puis-je obtenir un reçu fiscal\u202f?',
  'faq.a3':
    'Le reçu {brand} atteste votre don. Pour un reçu fiscal, adressez-vous à l’association bénéficiaire, selon les règles de votre pays.',
  'faq.q4': 'Puis-je donner depuis l’étranger\u202f?',
  'faq.a4':
    'Oui, par carte bancaire\u202f: le montant est converti en F CFA et le total vous est annoncé avant de payer.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Donate or start a fundraiser — {brand}',
    'meta.description':
      'Give to a charity or a verified fundraiser from {brand}, with mobile money or a card, at no cost to you. Follow how the money is used and get a receipt.',
    'hero.eyebrow': 'Donations',
    'hero.title': 'Give in seconds, see where your money goes',
    'hero.lead':
      'Support a charity, a collection in your neighbourhood or an emergency, from your {brand} account, your mobile money or your card. From {min}, at no cost to you.',
    'hero.primary': 'Donate',
    'hero.secondary': 'Start a fundraiser',
    'hero.visual': 'A fundraiser’s QR code to scan to give',
    'hero.caption': 'Scan to give',
    'steps.title': 'Giving, in three steps',
    'steps.one.title': 'Choose a cause',
    'steps.one.text':
      'Browse verified fundraisers by theme or by city, or scan the QR code displayed by the organiser.',
    'steps.two.title': 'Enter your donation',
    'steps.two.text':
      'Choose the amount and how to pay: {brand} balance, Orange Money, MTN MoMo, Moov, Wave or card.',
    'steps.three.title': 'Get your receipt',
    'steps.three.text':
      'Your receipt arrives at once, then news of the fundraiser: withdrawals, supporting documents, thanks.',
    'trust.eyebrow': 'Trust first',
    'trust.title': 'Transparent giving, from the first franc to the last',
    'trust.verified.title': 'Verified fundraisers',
    'trust.verified.text':
      'We check each organiser’s identity and their project’s documents before it goes online.',
    'trust.follow.title': 'Follow the money',
    'trust.follow.text':
      'Every withdrawal by the organiser is visible to donors, with its supporting document.',
    'trust.monthly.title': 'Regular giving',
    'trust.monthly.text': 'Support a cause every month, and stop in one tap whenever you like.',
    'trust.anonymous.title': 'Anonymous giving',
    'trust.anonymous.text': 'Your name can stay hidden from other donors and from the organiser.',
    'trust.receipt.title': 'A receipt for every donation',
    'trust.receipt.text': 'Amount, date, recipient: it is all in the app and by text message.',
    'trust.free.title': 'Nothing extra to pay',
    'trust.free.text': 'You give {amount}, the fundraiser receives {amount}. Only the organiser pays fees.',
    'organise.eyebrow': 'For organisers',
    'organise.title': 'Charities, schools, places of worship: collect with ease',
    'organise.text':
      'Create a fundraising page, print your QR code and receive donations by mobile money or card. Withdraw the funds whenever you like, and your donors see where they go.',
    'organise.point1': 'A fundraising page and a QR code to display',
    'organise.point2': 'Withdrawals to your mobile money or bank account',
    'organise.point3': 'A detailed statement to share with your donors',
    'organise.action': 'Create my fundraiser',
    'organise.visual': 'A fundraiser’s statement: donations received, fees and amount available',
    'organise.document': 'School library',
    'organise.line1': 'Mobile money donations',
    'organise.line2': 'Card donations',
    'organise.line3': 'Service fee (1.5%)',
    'fees.title': 'What a fundraiser costs',
    'fees.intro':
      'Donors pay nothing on top of their donation. Only the organiser pays fees, on what they receive.',
    'fees.caption': 'Donation and fundraiser fees, minimum amount and timings',
    'fees.donor': 'Fees for donors',
    'fees.donor.value': 'None',
    'fees.minimum': 'Minimum donation',
    'fees.organiser': 'Fees for organisers',
    'fees.organiser.value': '1.5% of donations received, minimum {min} per withdrawal',
    'fees.payout': 'Withdrawing funds',
    'fees.payout.value': 'To mobile money within minutes; to a bank within 48 working hours',
    'fees.review': 'Checking a new fundraiser',
    'fees.review.value': '48 working hours after we receive the documents',
    'quote.text':
      'In three weeks, our former pupils in Dakar, Paris and Abidjan paid for the library’s books. Everyone saw the bookseller’s receipt in the app.',
    'quote.author': 'Moussa D.',
    'quote.role': 'treasurer of a parents’ association, Bamako',
    'faq.title': 'Questions about donations',
    'faq.q1': 'How do you check a fundraiser?',
    'faq.a1':
      'The organiser has their identity verified, then provides the project’s documents: the charity’s statutes, a quote, an invoice or a medical certificate. Without them, the fundraiser is not published.',
    'faq.q2': 'What if a fundraiser turns out to be fraudulent?',
    'faq.a2':
      'We suspend the fundraiser, freeze the funds not yet withdrawn and return them to donors in proportion to their gifts.',
    'faq.q3': 'Can I get a tax receipt?',
    'faq.a3':
      'The {brand} receipt confirms your donation. For a tax receipt, contact the charity you gave to, according to the rules in your country.',
    'faq.q4': 'Can I give from abroad?',
    'faq.a4':
      'Yes, by bank card: the amount is converted into CFA francs and the total is shown before you pay.',
  },
} satisfies PageMessages<typeof fr>;
