import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Notes de frais remboursées par mobile money — {brand}',
  'meta.description':
    'Reçus photographiés, validation sur téléphone et remboursement sur le mobile money de vos collaborateurs dans l’heure. Inclus dans {brand} Business.',
  'hero.eyebrow': 'Notes de frais',
  'hero.title': 'Des notes de frais remboursées en un jour, pas en un mois',
  'hero.lead':
    'Vos collaborateurs photographient leurs reçus, leur responsable valide depuis son téléphone et le remboursement part sur leur mobile money. Fini les enveloppes de tickets et les tableurs.',
  'hero.primary': 'Essayer les notes de frais',
  'hero.secondary': 'Les cartes entreprise',
  'hero.note': 'Inclus dans le compte Business, sans coût par collaborateur.',
  'hero.visual': 'Note de frais d’une mission à Bamako\u202f: car, hôtel, repas et taxis, {amount} au total',
  'hero.doc.title': 'Mission à Bamako',
  'expense.bus': 'Car Abidjan–Bamako',
  'expense.hotel': 'Hôtel, 2 nuits',
  'expense.meals': 'Repas',
  'expense.taxis': 'Taxis',
  'steps.eyebrow': 'Comment ça marche',
  'steps.title': 'Du ticket de caisse au remboursement',
  'steps.one.title': 'Photographiez le reçu',
  'steps.one.text':
    'Montant, date et commerçant sont lus sur la photo. Le collaborateur ajoute la catégorie et la mission, puis envoie.',
  'steps.two.title': 'Le responsable valide',
  'steps.two.text':
    'Il est notifié et valide ou refuse en un geste, avec un commentaire. Au-delà de {amount}, une seconde validation peut être exigée.',
  'steps.three.title': 'L’argent part aussitôt',
  'steps.three.text':
    'Le remboursement est envoyé sur le mobile money ou le compte bancaire du collaborateur, qui suit son statut dans l’application.',
  'features.title': 'Tout ce que votre service financier demandait',
  'features.scan.title': 'Reçus lus automatiquement',
  'features.scan.text':
    'Même un ticket froissé\u202f: les informations sont extraites de la photo, et le collaborateur n’a qu’à vérifier.',
  'features.allowances.title': 'Indemnités par ville et par pays',
  'features.allowances.text':
    'Fixez vos indemnités journalières pour Dakar, Lomé ou Libreville et vos barèmes kilométriques\u202f: ils s’appliquent seuls.',
  'features.approvals.title': 'Circuits de validation',
  'features.approvals.text':
    'Par équipe, par projet ou par montant\u202f: chaque note suit le bon chemin, sans relance par téléphone.',
  'features.export.title': 'Export comptable',
  'features.export.text':
    'Chaque note sort avec son reçu, sa catégorie et la TVA isolée, prête pour votre comptabilité SYSCOHADA.',
  'refund.eyebrow': 'Pour vos collaborateurs',
  'refund.title': 'Remboursés sur le compte qu’ils utilisent déjà',
  'refund.text':
    'Plus besoin d’attendre la paie ou de passer à la caisse\u202f: chaque dépense validée est remboursée sur Orange Money, MTN MoMo, Moov, Wave ou un compte bancaire.',
  'refund.point1': 'Une notification à chaque étape de la note',
  'refund.point2': 'Aucun frais pour le collaborateur',
  'refund.point3': 'L’historique de toutes ses notes dans l’application',
  'refund.visual': 'Téléphone d’un collaborateur\u202f: remboursements reçus pour sa mission',
  'refund.balance': 'Remboursé ce mois',
  'refund.bus': 'Car',
  'refund.hotel': 'Hôtel',
  'refund.meals': 'Repas',
  'refund.taxis': 'Taxis',
  'rules.title': 'Délais et règles',
  'rules.delay': 'Remboursement après validation',
  'rules.delay.value': 'Dans l’heure, 7 jours sur 7',
  'rules.cost': 'Frais de remboursement',
  'rules.cost.value': 'Aucun, ni pour vous ni pour le collaborateur',
  'rules.double': 'Seconde validation',
  'rules.double.value': 'Au seuil de votre choix, par exemple {amount}',
  'rules.archive': 'Conservation des justificatifs',
  'rules.archive.value': '10 ans, la durée prévue par le droit comptable OHADA',
  'rules.formats': 'Formats d’export',
  'rules.formats.value': 'CSV, Excel, et PDF avec les reçus',
  'rules.users': 'Collaborateurs',
  'rules.users.value': 'Autant que vous voulez, sans coût supplémentaire',
  'quote.text':
    'Nos commerciaux sont sur la route entre Ouagadougou et Bobo-Dioulasso toute la semaine. Avant, ils avançaient leurs frais pendant un mois\u202f; maintenant, ils sont remboursés le soir même.',
  'quote.author': 'Seydou K.',
  'quote.role': 'directeur administratif et financier d’un distributeur à Ouagadougou',
  'faq.title': 'Questions fréquentes',
  'faq.q1': 'Faut-il des cartes entreprise pour utiliser les notes de frais\u202f?',
  'faq.a1':
    'Non. Mais avec les cartes {brand}, la dépense apparaît déjà dans l’application\u202f: il ne reste qu’à photographier le reçu.',
  'faq.q2': 'La photo d’un reçu suffit-elle comme justificatif\u202f?',
  'faq.a2':
    'La photo est conservée avec la note et sert de pièce justificative. Votre expert-comptable vous dira si l’original doit aussi être gardé.',
  'faq.q3': 'Comment sont traitées les dépenses en devises\u202f?',
  'faq.a3':
    'Le collaborateur indique la devise\u202f: le montant est converti en francs CFA au taux du jour de la dépense, indiqué sur la note.',
  'faq.q4': 'Une note refusée peut-elle être corrigée\u202f?',
  'faq.a4': 'Oui. Le commentaire du responsable s’affiche, le collaborateur corrige et renvoie la note.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Expense reports repaid by mobile money — {brand}',
    'meta.description':
      'Snapped receipts, approval from a phone and repayment to your staff’s mobile money within the hour. Expense reports included in {brand} Business.',
    'hero.eyebrow': 'Expense reports',
    'hero.title': 'Expenses repaid in a day, not a month',
    'hero.lead':
      'Your staff snap their receipts, their manager approves from a phone and the repayment goes to their mobile money. No more envelopes of receipts and spreadsheets.',
    'hero.primary': 'Try expense reports',
    'hero.secondary': 'Business cards',
    'hero.note': 'Included in the Business account, no cost per employee.',
    'hero.visual': 'Expense report for a trip to Bamako: coach, hotel, meals and taxis, {amount} in all',
    'hero.doc.title': 'Trip to Bamako',
    'expense.bus': 'Coach Abidjan–Bamako',
    'expense.hotel': 'Hotel, 2 nights',
    'expense.meals': 'Meals',
    'expense.taxis': 'Taxis',
    'steps.eyebrow': 'How it works',
    'steps.title': 'From till receipt to repayment',
    'steps.one.title': 'Snap the receipt',
    'steps.one.text':
      'Amount, date and merchant are read from the photo. The employee adds the category and the trip, then sends it.',
    'steps.two.title': 'The manager approves',
    'steps.two.text':
      'They are notified and approve or decline in one tap, with a comment. Above {amount}, a second approval can be required.',
    'steps.three.title': 'The money goes at once',
    'steps.three.text':
      'The repayment is sent to the employee’s mobile money or bank account, and they follow its status in the app.',
    'features.title': 'Everything your finance team asked for',
    'features.scan.title': 'Receipts read automatically',
    'features.scan.text':
      'Even a crumpled receipt: the details are taken from the photo, and the employee only has to check them.',
    'features.allowances.title': 'Allowances by city and country',
    'features.allowances.text':
      'Set your daily allowances for Dakar, Lomé or Libreville and your mileage rates: they apply by themselves.',
    'features.approvals.title': 'Approval flows',
    'features.approvals.text':
      'By team, project or amount: each report follows the right path, with no chasing by phone.',
    'features.export.title': 'Accounting export',
    'features.export.text':
      'Each report comes out with its receipt, its category and VAT shown separately, ready for your SYSCOHADA books.',
    'refund.eyebrow': 'For your staff',
    'refund.title': 'Repaid to the account they already use',
    'refund.text':
      'No more waiting for payday or queuing at the cash desk: every approved expense is repaid to Orange Money, MTN MoMo, Moov, Wave or a bank account.',
    'refund.point1': 'A notification at every step of the report',
    'refund.point2': 'No fees for the employee',
    'refund.point3': 'The history of all their reports in the app',
    'refund.visual': 'An employee’s phone: repayments received for their trip',
    'refund.balance': 'Repaid this month',
    'refund.bus': 'Coach',
    'refund.hotel': 'Hotel',
    'refund.meals': 'Meals',
    'refund.taxis': 'Taxis',
    'rules.title': 'Timing and rules',
    'rules.delay': 'Repayment after approval',
    'rules.delay.value': 'Within the hour, 7 days a week',
    'rules.cost': 'Repayment fees',
    'rules.cost.value': 'None, for you or the employee',
    'rules.double': 'Second approval',
    'rules.double.value': 'At the threshold you choose, for example {amount}',
    'rules.archive': 'Receipts kept for',
    'rules.archive.value': '10 years, as OHADA accounting law provides',
    'rules.formats': 'Export formats',
    'rules.formats.value': 'CSV, Excel, and PDF with receipts',
    'rules.users': 'Employees',
    'rules.users.value': 'As many as you like, at no extra cost',
    'quote.text':
      'Our sales reps are on the road between Ouagadougou and Bobo-Dioulasso all week. They used to advance their expenses for a month; now they are repaid the same evening.',
    'quote.author': 'Seydou K.',
    'quote.role': 'finance director of a distributor in Ouagadougou',
    'faq.title': 'Frequently asked questions',
    'faq.q1': 'Do I need business cards to use expense reports?',
    'faq.a1':
      'No. But with {brand} cards, the expense already shows in the app: all that is left is to snap the receipt.',
    'faq.q2': 'Is a photo of a receipt enough as proof?',
    'faq.a2':
      'The photo is kept with the report and serves as supporting evidence. Your accountant will tell you whether the original must be kept too.',
    'faq.q3': 'How are foreign currency expenses handled?',
    'faq.a3':
      'The employee enters the currency: the amount is converted into CFA francs at the rate of the day of the expense, shown on the report.',
    'faq.q4': 'Can a declined report be corrected?',
    'faq.a4': 'Yes. The manager’s comment is shown, the employee corrects the report and sends it again.',
  },
} satisfies PageMessages<typeof fr>;
