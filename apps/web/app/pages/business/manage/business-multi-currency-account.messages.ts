import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Compte multidevise XOF, XAF, EUR et USD — {brand} Business',
  'meta.description':
    'Encaissez et gardez des francs CFA, des euros et des dollars dans un seul compte, puis convertissez au taux affiché\u202f: parité fixe avec l’euro, frais dès 0,5\u202f%.',
  'hero.eyebrow': 'Compte multidevise',
  'hero.title': 'Francs CFA, euros et dollars dans un seul compte',
  'hero.lead':
    'Encaissez vos clients de la zone franc et de l’étranger, gardez chaque devise aussi longtemps que nécessaire et convertissez au moment que vous choisissez, au taux affiché.',
  'hero.primary': 'Ouvrir un compte multidevise',
  'hero.secondary': 'Payer un fournisseur à l’étranger',
  'hero.note': 'Ouverture gratuite, sans frais de tenue de compte.',
  'hero.visual':
    'Soldes d’une entreprise en francs CFA d’Afrique de l’Ouest et centrale, en euros et en dollars',
  'hero.balance': 'Solde en euros',
  'hero.rate': '{euro} =',
  'stats.currencies': 'devises dans le même compte\u202f: XOF, XAF, EUR et USD',
  'stats.parity': 'francs CFA pour 1 euro, une parité fixe',
  'stats.cfa.value': '1 = 1',
  'stats.cfa': 'entre le franc CFA de l’UEMOA et celui de la CEMAC',
  'stats.fee': 'de frais pour convertir entre francs CFA et euros',
  'split.eyebrow': 'Pensé pour la zone franc',
  'split.title': 'Une devise par flux, un seul tableau de bord',
  'split.text':
    'Une boutique à Dakar, un distributeur à Libreville, des clients en France\u202f: chaque encaissement arrive dans sa devise, sans conversion imposée à l’arrivée.',
  'split.point1': 'Recevez en XAF de vos clients du Gabon ou du Cameroun',
  'split.point2': 'Encaissez en euros par carte ou par virement depuis l’Europe',
  'split.point3': 'Payez vos fournisseurs dans la devise de leur facture',
  'split.visual': 'Encaissements de l’entreprise toutes devises confondues, en hausse sur six mois',
  'convert.eyebrow': 'Change',
  'convert.title': 'Convertir quand vous le décidez',
  'convert.rate.title': 'Un taux garanti pendant 30 secondes',
  'convert.rate.text':
    'Le taux et le montant obtenu s’affichent avant de confirmer, et ne changent pas pendant que vous validez.',
  'convert.target.title': 'Une conversion programmée',
  'convert.target.text':
    'Fixez un taux cible pour le dollar\u202f: la conversion se fait d’elle-même quand il est atteint, et vous êtes prévenu.',
  'convert.balances.title': 'Des soldes séparés, un historique commun',
  'convert.balances.text':
    'Chaque devise a son solde et ses relevés\u202f; l’historique rassemble tout pour votre comptable, avec le taux de chaque opération.',
  'convert.bank.title': 'Vers votre banque en un jour',
  'convert.bank.text':
    'Virez vos francs CFA sur votre compte bancaire à Abidjan, Dakar ou Cotonou\u202f: gratuit, crédité le jour ouvré suivant.',
  'fees.title': 'Frais et délais',
  'fees.intro': 'Chaque frais est affiché avant que vous confirmiez, avec le montant exact obtenu.',
  'fees.caption': 'Frais et délais du compte multidevise',
  'fees.account': 'Ouverture et tenue du compte',
  'fees.account.value': 'Gratuites',
  'fees.xaf': 'Conversion XOF ↔ XAF',
  'fees.xaf.value': 'Parité 1 pour 1, frais de {cfaFee}',
  'fees.eur': 'Conversion XOF ↔ EUR',
  'fees.eur.value': 'Parité fixe de {parity} F CFA pour 1 €, frais de {cfaFee}',
  'fees.usd': 'Conversion XOF ↔ USD',
  'fees.usd.value': 'Taux du marché affiché, frais de {usdFee}',
  'fees.receive': 'Virement reçu en euros depuis l’Europe',
  'fees.receive.value': 'Gratuit, crédité en 1 à 2 jours ouvrés',
  'fees.payout': 'Virement de francs CFA vers votre banque',
  'fees.payout.value': 'Gratuit, le jour ouvré suivant',
  'faq.title': 'Questions sur le compte multidevise',
  'faq.q1': 'Le XOF et le XAF, n’est-ce pas la même monnaie\u202f?',
  'faq.a1':
    'Ils valent autant l’un que l’autre, mais ce sont deux monnaies distinctes\u202f: le XOF est émis par la BCEAO pour l’UEMOA, le XAF par la BEAC pour la CEMAC. D’où un solde pour chacune.',
  'faq.q2': 'Pourquoi des frais entre franc CFA et euro si la parité est fixe\u202f?',
  'faq.a2':
    'La parité ne bouge pas\u202f: 1 € vaut toujours {parity} F CFA. Les {cfaFee} couvrent l’opération de change et le transfert entre les deux zones\u202f; ils sont affichés avant de confirmer.',
  'faq.q3': 'Qui peut ouvrir un compte multidevise\u202f?',
  'faq.a3':
    'Toute entreprise immatriculée dans un pays desservi, avec ses statuts, son inscription au RCCM et la pièce d’identité de son dirigeant. La vérification prend en général 48 heures ouvrées.',
  'faq.q4': 'Des justificatifs peuvent-ils m’être demandés\u202f?',
  'faq.a4':
    'Oui, pour certaines opérations en devises, comme le prévoit la réglementation des changes de l’UEMOA et de la CEMAC\u202f: une facture ou un contrat suffit le plus souvent.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'XOF, XAF, EUR and USD account — {brand} Business',
    'meta.description':
      'Receive and hold CFA francs, euros and dollars in one account, then convert at the rate shown: fixed parity with the euro and fees from 0.5%.',
    'hero.eyebrow': 'Multi-currency account',
    'hero.title': 'CFA francs, euros and dollars in one account',
    'hero.lead':
      'Get paid by customers in the franc zone and abroad, hold each currency for as long as you need and convert when you choose, at the rate shown.',
    'hero.primary': 'Open a multi-currency account',
    'hero.secondary': 'Pay a supplier abroad',
    'hero.note': 'Free to open, with no account fees.',
    'hero.visual': 'A business’s balances in West and Central African CFA francs, euros and dollars',
    'hero.balance': 'Euro balance',
    'hero.rate': '{euro} =',
    'stats.currencies': 'currencies in one account: XOF, XAF, EUR and USD',
    'stats.parity': 'CFA francs to 1 euro, a fixed parity',
    'stats.cfa.value': '1 = 1',
    'stats.cfa': 'between the WAEMU and CEMAC CFA francs',
    'stats.fee': 'fee to convert between CFA francs and euros',
    'split.eyebrow': 'Built for the franc zone',
    'split.title': 'One currency per flow, one dashboard',
    'split.text':
      'A shop in Dakar, a distributor in Libreville, customers in France: each payment arrives in its own currency, with no conversion forced on arrival.',
    'split.point1': 'Receive XAF from your customers in Gabon or Cameroon',
    'split.point2': 'Get paid in euros by card or by transfer from Europe',
    'split.point3': 'Pay suppliers in the currency of their invoice',
    'split.visual': 'The business’s payments received in all currencies, rising over six months',
    'convert.eyebrow': 'Exchange',
    'convert.title': 'Convert when you decide',
    'convert.rate.title': 'A rate held for 30 seconds',
    'convert.rate.text':
      'The rate and the amount you get show before you confirm, and do not change while you approve.',
    'convert.target.title': 'Scheduled conversion',
    'convert.target.text':
      'Set a target rate for the dollar: the conversion runs by itself when it is reached, and you are notified.',
    'convert.balances.title': 'Separate balances, one history',
    'convert.balances.text':
      'Each currency has its own balance and statements; the history brings everything together for your accountant, with the rate of each operation.',
    'convert.bank.title': 'To your bank in one day',
    'convert.bank.text':
      'Move your CFA francs to your bank account in Abidjan, Dakar or Cotonou: free, credited the next working day.',
    'fees.title': 'Fees and timings',
    'fees.intro': 'Every fee is shown before you confirm, with the exact amount you get.',
    'fees.caption': 'Fees and timings of the multi-currency account',
    'fees.account': 'Opening and running the account',
    'fees.account.value': 'Free',
    'fees.xaf': 'XOF ↔ XAF conversion',
    'fees.xaf.value': 'Parity 1 to 1, {cfaFee} fee',
    'fees.eur': 'XOF ↔ EUR conversion',
    'fees.eur.value': 'Fixed parity of {parity} CFA francs to €1, {cfaFee} fee',
    'fees.usd': 'XOF ↔ USD conversion',
    'fees.usd.value': 'Market rate shown, {usdFee} fee',
    'fees.receive': 'Euro transfer received from Europe',
    'fees.receive.value': 'Free, credited within 1 to 2 working days',
    'fees.payout': 'CFA franc transfer to your bank',
    'fees.payout.value': 'Free, the next working day',
    'faq.title': 'Questions about the multi-currency account',
    'faq.q1': 'Aren’t XOF and XAF the same currency?',
    'faq.a1':
      'They are worth the same, but they are two separate currencies: XOF is issued by the BCEAO for WAEMU, XAF by the BEAC for CEMAC. Hence a balance for each.',
    'faq.q2': 'Why a fee between CFA franc and euro if the parity is fixed?',
    'faq.a2':
      'The parity does not move: €1 is always {parity} CFA francs. The {cfaFee} covers the exchange and the transfer between the two zones; it is shown before you confirm.',
    'faq.q3': 'Who can open a multi-currency account?',
    'faq.a3':
      'Any business registered in a country we serve, with its articles, its RCCM registration and its manager’s ID. Checks usually take 48 working hours.',
    'faq.q4': 'May I be asked for supporting documents?',
    'faq.a4':
      'Yes, for some foreign currency operations, as WAEMU and CEMAC exchange rules require: an invoice or a contract is usually enough.',
  },
} satisfies PageMessages<typeof fr>;
