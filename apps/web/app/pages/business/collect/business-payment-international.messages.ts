import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Payer vos fournisseurs à l’étranger — {brand} Business',
  'meta.description':
    'Réglez vos fournisseurs au Ghana, au Nigeria, en Europe ou en Chine depuis votre compte {brand}\u202f: taux, frais et date d’arrivée connus avant d’envoyer.',
  'hero.eyebrow': 'Paiements internationaux',
  'hero.title': 'Réglez vos fournisseurs à l’étranger, au taux annoncé',
  'hero.lead':
    'Payez un grossiste à Accra, un fabricant à Canton ou un prestataire à Paris depuis votre compte {brand}. Le taux, les frais et la date d’arrivée sont connus avant que vous envoyiez.',
  'hero.primary': 'Faire un premier paiement',
  'hero.secondary': 'Découvrir le compte multidevise',
  'hero.note': 'Dans l’UEMOA en quelques minutes, ailleurs en un à quatre jours ouvrés.',
  'hero.visual': 'Carte des paiements reliant Abidjan, Dakar et Lomé à Accra, Lagos, Paris, Dubaï et Canton',
  'hero.places': 'Abidjan, Dakar, Lomé, Accra, Lagos, Paris, Dubaï, Canton',
  'steps.eyebrow': 'Comment ça marche',
  'steps.title': 'Un paiement international, du bénéficiaire à l’avis de paiement',
  'steps.one.title': 'Ajoutez le bénéficiaire',
  'steps.one.text':
    'Ses coordonnées bancaires ou son numéro de mobile money, vérifiés avant le premier envoi pour éviter toute erreur.',
  'steps.two.title': 'Joignez la facture',
  'steps.two.text':
    'Hors de l’UEMOA, la réglementation des changes demande un justificatif. Vous le déposez en photo ou en PDF avec l’ordre de paiement.',
  'steps.three.title': 'Validez et suivez',
  'steps.three.text':
    'Le taux est bloqué dès que vous confirmez. Vous suivez chaque étape et recevez un avis de paiement à transmettre au fournisseur.',
  'fees.title': 'Frais et délais selon la destination',
  'fees.intro':
    'Les frais s’ajoutent au montant envoyé\u202f: votre fournisseur reçoit exactement la somme prévue, sans retenue à l’arrivée.',
  'fees.caption': 'Frais et délais des paiements internationaux par destination',
  'fees.waemu': 'Pays de l’UEMOA (Bénin, Côte d’Ivoire, Mali, Sénégal, Togo…)',
  'fees.waemu.value': '0,5\u202f%, minimum {min} — en quelques minutes',
  'fees.cemac': 'Pays de la CEMAC (Cameroun, Gabon, Congo…)',
  'fees.cemac.value': '1\u202f%, minimum {min} — le jour ouvré suivant',
  'fees.region': 'Ghana, Nigeria et Guinée',
  'fees.region.value': '1,5\u202f% au taux du marché affiché — 1 à 2 jours ouvrés',
  'fees.euro': 'Zone euro',
  'fees.euro.value': '1\u202f% à la parité fixe de 655,957 F CFA pour 1 € — 1 à 2 jours ouvrés',
  'fees.world': 'Reste du monde (dollar, yuan, dirham…)',
  'fees.world.value': '1,5\u202f% au taux du marché affiché — 2 à 4 jours ouvrés',
  'docs.eyebrow': 'Réglementation des changes',
  'docs.title': 'Vos justificatifs, contrôlés avant l’envoi',
  'docs.text':
    'Hors de l’UEMOA, chaque transfert s’appuie sur une facture, un contrat ou une facture pro forma. Notre équipe conformité le vérifie avant l’envoi, pour que votre paiement ne reste pas bloqué en route.',
  'docs.point1': 'Contrôle en moins de quatre heures ouvrées',
  'docs.point2': 'Dossier conservé et retrouvé en un clic en cas de contrôle',
  'docs.point3': 'Avis de paiement en PDF pour votre fournisseur',
  'docs.visual':
    'Ordre de paiement de 8 000 dollars vers un fournisseur de Canton\u202f: montant en francs CFA, taux, frais et total',
  'docs.document': 'Ordre de paiement — Canton',
  'docs.rate': 'Taux',
  'docs.fee': 'Frais (1,5\u202f%)',
  'quote.text':
    'Je commande mes pièces détachées à Canton deux fois par mois. Le matin même, je sais ce que cela me coûte en francs CFA, et mon fournisseur confirme la réception deux jours plus tard.',
  'quote.author': 'Rodrigue H.',
  'quote.role': 'importateur de pièces automobiles, Cotonou',
  'faq.title': 'Questions sur les paiements internationaux',
  'faq.q1': 'Dans quelles devises puis-je payer\u202f?',
  'faq.a1':
    'Francs CFA (XOF et XAF), euro, dollar américain, cedi, naira, franc guinéen, yuan et dirham des Émirats. La liste complète s’affiche quand vous ajoutez un bénéficiaire.',
  'faq.q2': 'Y a-t-il un plafond\u202f?',
  'faq.a2':
    'Par défaut, jusqu’à {limit} par jour une fois votre entreprise vérifiée. Au-delà, le plafond est relevé sur demande, au vu de votre activité et de vos justificatifs.',
  'faq.q3': 'Mon fournisseur peut-il être payé en mobile money\u202f?',
  'faq.a3':
    'Oui, dans toute l’UEMOA et dans les pays où nous livrons en mobile money\u202f: il reçoit l’argent sur son compte Orange Money, MTN MoMo, Moov ou Wave.',
  'faq.q4': 'Que se passe-t-il si le virement est rejeté\u202f?',
  'faq.a4':
    'Si la banque du bénéficiaire le refuse (coordonnées erronées, compte clôturé), le montant revient sur votre compte, frais compris, et le motif s’affiche dans l’historique.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Pay your suppliers abroad — {brand} Business',
    'meta.description':
      'Pay suppliers in Ghana, Nigeria, Europe or China from your {brand} account: the rate, fees and arrival date are known before you send.',
    'hero.eyebrow': 'International payments',
    'hero.title': 'Pay your suppliers abroad, at the rate quoted',
    'hero.lead':
      'Pay a wholesaler in Accra, a manufacturer in Guangzhou or a contractor in Paris from your {brand} account. The rate, the fees and the arrival date are known before you send.',
    'hero.primary': 'Make a first payment',
    'hero.secondary': 'Discover the multi-currency account',
    'hero.note': 'Within WAEMU in minutes, elsewhere in one to four working days.',
    'hero.visual':
      'Map of payments linking Abidjan, Dakar and Lomé to Accra, Lagos, Paris, Dubai and Guangzhou',
    'hero.places': 'Abidjan, Dakar, Lomé, Accra, Lagos, Paris, Dubai, Guangzhou',
    'steps.eyebrow': 'How it works',
    'steps.title': 'An international payment, from payee to payment advice',
    'steps.one.title': 'Add the payee',
    'steps.one.text':
      'Their bank details or mobile money number, checked before the first payment to avoid any mistake.',
    'steps.two.title': 'Attach the invoice',
    'steps.two.text':
      'Outside WAEMU, exchange rules require a supporting document. Upload it as a photo or PDF with the payment order.',
    'steps.three.title': 'Approve and track',
    'steps.three.text':
      'The rate is locked as soon as you confirm. You follow every step and get a payment advice to send to your supplier.',
    'fees.title': 'Fees and timings by destination',
    'fees.intro':
      'Fees come on top of the amount sent: your supplier receives exactly the planned sum, with nothing deducted on arrival.',
    'fees.caption': 'International payment fees and timings by destination',
    'fees.waemu': 'WAEMU countries (Benin, Côte d’Ivoire, Mali, Senegal, Togo…)',
    'fees.waemu.value': '0.5%, minimum {min} — within minutes',
    'fees.cemac': 'CEMAC countries (Cameroon, Gabon, Congo…)',
    'fees.cemac.value': '1%, minimum {min} — the next working day',
    'fees.region': 'Ghana, Nigeria and Guinea',
    'fees.region.value': '1.5% at the market rate shown — 1 to 2 working days',
    'fees.euro': 'Euro area',
    'fees.euro.value': '1% at the fixed parity of 655.957 CFA francs to €1 — 1 to 2 working days',
    'fees.world': 'Rest of the world (dollar, yuan, dirham…)',
    'fees.world.value': '1.5% at the market rate shown — 2 to 4 working days',
    'docs.eyebrow': 'Exchange rules',
    'docs.title': 'Your supporting documents, checked before sending',
    'docs.text':
      'Outside WAEMU, every transfer must rest on an invoice, a contract or a pro forma. Our compliance team checks it before sending, so your payment does not get stuck on the way.',
    'docs.point1': 'Checked within four working hours',
    'docs.point2': 'File kept and found in one click if you are audited',
    'docs.point3': 'PDF payment advice for your supplier',
    'docs.visual':
      'A payment order of 8,000 dollars to a supplier in Guangzhou: amount in CFA francs, rate, fees and total',
    'docs.document': 'Payment order — Guangzhou',
    'docs.rate': 'Rate',
    'docs.fee': 'Fees (1.5%)',
    'quote.text':
      'I order spare parts from Guangzhou twice a month. That same morning I know what it costs me in CFA francs, and my supplier confirms receipt two days later.',
    'quote.author': 'Rodrigue H.',
    'quote.role': 'car parts importer, Cotonou',
    'faq.title': 'Questions about international payments',
    'faq.q1': 'Which currencies can I pay in?',
    'faq.a1':
      'CFA francs (XOF and XAF), euro, US dollar, cedi, naira, Guinean franc, yuan and UAE dirham. The full list shows when you add a payee.',
    'faq.q2': 'Is there a limit?',
    'faq.a2':
      'By default, up to {limit} a day once your business is verified. Above that, the limit is raised on request, based on your activity and documents.',
    'faq.q3': 'Can my supplier be paid by mobile money?',
    'faq.a3':
      'Yes, across WAEMU and in the countries where we deliver to mobile money: they receive the money in their Orange Money, MTN MoMo, Moov or Wave account.',
    'faq.q4': 'What if the transfer is rejected?',
    'faq.a4':
      'If the payee’s bank refuses it (wrong details, closed account), the amount comes back to your account, fees included, and the reason shows in your history.',
  },
} satisfies PageMessages<typeof fr>;
