import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Change de devises pour les entreprises — {brand}',
  'meta.description':
    'Convertissez vos francs CFA en euros, dollars ou cedis\u202f: parité fixe avec l’euro, frais de 0,5\u202f% sur l’euro affichés avant validation, justificatifs joints.',
  'hero.eyebrow': 'Change de devises',
  'hero.title': 'Le franc CFA converti au juste prix, sans marge cachée',
  'hero.lead':
    'Payez un fournisseur à Marseille, encaissez un client à Accra ou rapatriez vos recettes du Gabon\u202f: vous voyez le taux, les frais et le montant exact avant de valider.',
  'hero.primary': 'Ouvrir un compte Business',
  'hero.secondary': 'Le compte multidevise',
  'hero.note': 'Aucun frais de tenue de compte. Devis gratuit et sans engagement.',
  'hero.visual':
    'Confirmation de change\u202f: paiement de 10 000 euros à un fournisseur, frais et total en francs CFA',
  'hero.doc.title': 'Confirmation de change',
  'hero.doc.received': 'Le fournisseur reçoit',
  'hero.doc.rate': 'Taux',
  'hero.doc.rate.value': '1 € = {rate} F CFA',
  'hero.doc.converted': 'Montant converti',
  'hero.doc.fee': 'Frais ({fee})',
  'stats.parity': 'francs CFA pour un euro\u202f: la parité fixe, appliquée telle quelle',
  'stats.fee': 'de frais sur l’euro, affichés avant chaque conversion',
  'stats.xaf': 'entre le franc CFA de l’UEMOA (XOF) et celui de la CEMAC (XAF)',
  'stats.xaf.value': '1 pour 1',
  'stats.delay': 'pour créditer un fournisseur en zone euro',
  'stats.delay.value': '24 h',
  'steps.eyebrow': 'Comment ça marche',
  'steps.title': 'Une conversion en trois temps',
  'steps.one.title': 'Demandez un devis',
  'steps.one.text':
    'Indiquez le montant et la devise\u202f: le taux, les frais et le montant reçu s’affichent avant toute validation.',
  'steps.two.title': 'Bloquez le taux',
  'steps.two.text':
    'Le devis est garanti 30 minutes pour les devises à cours libre. Pour l’euro, la parité ne bouge jamais.',
  'steps.three.title': 'Payez ou conservez',
  'steps.three.text':
    'Envoyez les fonds à votre fournisseur dans sa devise, ou gardez-les sur votre compte multidevise.',
  'suppliers.eyebrow': 'Import, export, tourisme',
  'suppliers.title': 'Réglez vos partenaires dans leur devise',
  'suppliers.text':
    'Importateurs de Lomé, commerçants de Bamako, agences de voyage d’Abidjan\u202f: convertissez vos recettes et payez l’étranger depuis le même compte, au même endroit que vos encaissements.',
  'suppliers.point1': 'Virements vers l’Europe, les États-Unis et le Ghana',
  'suppliers.point2': 'Justificatifs joints à l’opération, prêts pour votre banque',
  'suppliers.point3': 'Une alerte quand le dollar atteint le cours que vous visez',
  'suppliers.action': 'Paiements internationaux',
  'suppliers.visual': 'Cours du dollar en francs CFA sur sept mois, avec ses variations',
  'rates.title': 'Devises et frais',
  'rates.intro':
    'Les frais s’ajoutent au montant converti et figurent sur chaque devis. Pas de commission cachée dans le taux.',
  'rates.eur': 'Euro (EUR)',
  'rates.eur.value': 'Parité fixe de {rate} F CFA, frais de {fee}',
  'rates.xaf': 'Franc CFA d’Afrique centrale (XAF)',
  'rates.xaf.value': 'Un pour un, frais de {fee}',
  'rates.usd': 'Dollar américain (USD)',
  'rates.regional': 'Cedi ghanéen (GHS) et naira nigérian (NGN)',
  'rates.market': 'Cours du marché, frais de {fee}',
  'rates.minimum': 'Montant minimum d’une conversion',
  'rates.maximum': 'Montant maximum par opération',
  'rates.maximum.value': '{amount}, au-delà sur devis avec un conseiller',
  'faq.title': 'Questions fréquentes sur le change',
  'faq.q1': 'Pourquoi le taux de l’euro ne change-t-il jamais\u202f?',
  'faq.a1':
    'Le franc CFA est arrimé à l’euro à une parité fixe de 655,957 francs pour un euro. Nous l’appliquons telle quelle\u202f; seuls nos frais, affichés à part, s’ajoutent.',
  'faq.q2': 'Des justificatifs sont-ils demandés\u202f?',
  'faq.a2':
    'Oui pour les paiements hors de l’UEMOA, comme l’exige la réglementation des changes\u202f: facture, facture pro forma ou contrat, déposés dans l’application.',
  'faq.q3': 'Puis-je convertir des francs CFA d’Afrique centrale\u202f?',
  'faq.a3':
    'Oui. XOF et XAF ont la même valeur, mais ne s’échangent pas d’une zone à l’autre sans conversion\u202f: nous la faisons à un pour un, pour des frais de 0,3\u202f%.',
  'faq.q4': 'Combien de temps prend un paiement en devises\u202f?',
  'faq.a4':
    'En général 24 heures ouvrées pour la zone euro, jusqu’à 3 jours ouvrés ailleurs. Le délai prévu est indiqué sur le devis.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Business currency exchange — {brand}',
    'meta.description':
      'Convert CFA francs into euros, dollars or cedis: fixed euro parity, a 0.5% fee on the euro shown before you confirm, supporting documents attached.',
    'hero.eyebrow': 'Currency exchange',
    'hero.title': 'CFA francs converted at a fair price, no hidden margin',
    'hero.lead':
      'Pay a supplier in Marseille, get paid by a customer in Accra or bring your takings home from Gabon: you see the rate, the fees and the exact amount before you confirm.',
    'hero.primary': 'Open a Business account',
    'hero.secondary': 'The multi-currency account',
    'hero.note': 'No account fees. Free quotes, no commitment.',
    'hero.visual':
      'Exchange confirmation: a 10,000 euro payment to a supplier, with fees and total in CFA francs',
    'hero.doc.title': 'Exchange confirmation',
    'hero.doc.received': 'The supplier receives',
    'hero.doc.rate': 'Rate',
    'hero.doc.rate.value': '€1 = {rate} F CFA',
    'hero.doc.converted': 'Amount converted',
    'hero.doc.fee': 'Fee ({fee})',
    'stats.parity': 'CFA francs to the euro: the fixed parity, applied as it is',
    'stats.fee': 'fee on the euro, shown before every conversion',
    'stats.xaf': 'between the WAEMU CFA franc (XOF) and the CEMAC one (XAF)',
    'stats.xaf.value': '1 to 1',
    'stats.delay': 'to credit a supplier in the euro area',
    'stats.delay.value': '24 h',
    'steps.eyebrow': 'How it works',
    'steps.title': 'A conversion in three steps',
    'steps.one.title': 'Ask for a quote',
    'steps.one.text':
      'Enter the amount and the currency: the rate, the fees and the amount received show before anything is confirmed.',
    'steps.two.title': 'Lock the rate',
    'steps.two.text':
      'The quote is guaranteed for 30 minutes for floating currencies. For the euro, the parity never moves.',
    'steps.three.title': 'Pay or hold',
    'steps.three.text':
      'Send the funds to your supplier in their currency, or keep them in your multi-currency account.',
    'suppliers.eyebrow': 'Import, export, travel',
    'suppliers.title': 'Pay your partners in their currency',
    'suppliers.text':
      'Importers in Lomé, traders in Bamako, travel agencies in Abidjan: convert your takings and pay abroad from the same account, in the same place as your collections.',
    'suppliers.point1': 'Transfers to Europe, the United States and Ghana',
    'suppliers.point2': 'Supporting documents attached to the operation, ready for your bank',
    'suppliers.point3': 'An alert when the dollar reaches the rate you are aiming for',
    'suppliers.action': 'International payments',
    'suppliers.visual': 'The dollar’s rate in CFA francs over seven months, with its ups and downs',
    'rates.title': 'Currencies and fees',
    'rates.intro':
      'Fees are added to the converted amount and appear on every quote. No commission hidden in the rate.',
    'rates.eur': 'Euro (EUR)',
    'rates.eur.value': 'Fixed parity of {rate} F CFA, {fee} fee',
    'rates.xaf': 'Central African CFA franc (XAF)',
    'rates.xaf.value': 'One to one, {fee} fee',
    'rates.usd': 'US dollar (USD)',
    'rates.regional': 'Ghanaian cedi (GHS) and Nigerian naira (NGN)',
    'rates.market': 'Market rate, {fee} fee',
    'rates.minimum': 'Minimum conversion',
    'rates.maximum': 'Maximum per operation',
    'rates.maximum.value': '{amount}, above that on quote with an adviser',
    'faq.title': 'Frequently asked questions about exchange',
    'faq.q1': 'Why does the euro rate never change?',
    'faq.a1':
      'The CFA franc is pegged to the euro at a fixed parity of 655.957 francs to one euro. We apply it as it is; only our fees, shown separately, are added.',
    'faq.q2': 'Are supporting documents required?',
    'faq.a2':
      'Yes for payments outside WAEMU, as exchange regulations require: invoice, pro forma invoice or contract, uploaded in the app.',
    'faq.q3': 'Can I convert Central African CFA francs?',
    'faq.a3':
      'Yes. XOF and XAF have the same value but do not circulate from one zone to the other without conversion: we do it one to one, for a 0.3% fee.',
    'faq.q4': 'How long does a foreign currency payment take?',
    'faq.a4':
      'Usually 24 business hours for the euro area, up to 3 business days elsewhere. The expected delay is shown on the quote.',
  },
} satisfies PageMessages<typeof fr>;
