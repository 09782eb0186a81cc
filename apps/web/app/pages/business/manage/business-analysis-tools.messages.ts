import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Outils d’analyse des encaissements — {brand} Business',
  'meta.description':
    'Suivez vos ventes en XOF, comparez les opérateurs de mobile money et exportez vos relevés pour votre comptable. Inclus dans chaque compte Business {brand}.',
  'hero.eyebrow': 'Outils d’analyse',
  'hero.title': 'Vos encaissements, lisibles d’un coup d’œil',
  'hero.lead':
    'Suivez vos ventes jour après jour, comparez vos moyens de paiement et repérez les paiements qui échouent avant qu’ils ne vous coûtent des clients.',
  'hero.primary': 'Créer un compte Business',
  'hero.secondary': 'Recevoir des paiements',
  'hero.note': 'Inclus sans supplément dans chaque compte Business {brand}.',
  'hero.visual': 'Graphique des encaissements des six derniers mois, en hausse régulière',
  'board.eyebrow': 'Tableau de bord',
  'board.title': 'Les chiffres qui comptent pour votre commerce',
  'board.intro':
    'Chaque paiement réussi, remboursé ou reversé alimente vos tableaux\u202f: vous décidez sur des faits, pas sur des impressions.',
  'board.revenue.title': 'Ventes en temps réel',
  'board.revenue.text':
    'Montants encaissés, remboursés et reversés, par jour, par semaine ou par mois, mis à jour à chaque paiement.',
  'board.success.title': 'Réussite par opérateur',
  'board.success.text':
    'Orange Money, MTN MoMo, Moov, Wave ou carte\u202f: voyez où vos clients abandonnent et pour quel motif.',
  'board.countries.title': 'Ventes par pays',
  'board.countries.text':
    'Vos clients d’Abidjan, de Lomé ou de Bamako\u202f: la part de chaque pays et de chaque devise dans votre chiffre.',
  'board.hours.title': 'Heures de pointe',
  'board.hours.text':
    'Les jours et les heures où vous vendez le plus, pour prévoir vos stocks et organiser votre équipe.',
  'report.eyebrow': 'Relevés',
  'report.title': 'Un relevé mensuel prêt pour votre comptable',
  'report.text':
    'Au début de chaque mois, {brand} prépare le relevé de vos encaissements, des frais prélevés et des reversements. Chaque ligne porte la référence de l’opération, pour un rapprochement sans erreur.',
  'report.point1': 'Exports CSV, Excel et PDF',
  'report.point2': 'Frais détaillés opération par opération',
  'report.point3': 'Historique consultable sur 24 mois',
  'report.visual': 'Relevé mensuel\u202f: encaissements, remboursements, frais et montant net reversé',
  'report.doc.title': 'Relevé de juillet',
  'report.doc.mobile': 'Mobile money',
  'report.doc.card': 'Paiements par carte',
  'report.doc.refunds': 'Remboursements',
  'report.doc.fees': 'Frais {brand}',
  'stats.title': 'Des données complètes, sans abonnement',
  'stats.history': 'd’historique consultable',
  'stats.history.value': '24 mois',
  'stats.formats': 'formats d’export\u202f: CSV, Excel, PDF',
  'stats.formats.value': '3',
  'stats.refresh': 'entre un paiement réussi et son apparition',
  'stats.refresh.value': '< 1 min',
  'stats.price': 'de supplément sur votre compte Business',
  'quote.text':
    'Le tableau m’a montré que mes paiements ratés venaient surtout d’un seul opérateur, le samedi soir. J’ai proposé un deuxième moyen de paiement en caisse et mes ventes perdues ont fondu.',
  'quote.author': 'Fatou D.',
  'quote.role': 'gérante d’une supérette à Dakar',
  'faq.title': 'Questions fréquentes',
  'faq.q1': 'Faut-il installer un logiciel\u202f?',
  'faq.a1':
    'Non. Les tableaux de bord s’ouvrent dans votre espace Business {brand}, sur ordinateur comme sur téléphone.',
  'faq.q2': 'Qui peut voir mes chiffres\u202f?',
  'faq.a2':
    'Vous, et les membres de votre équipe à qui vous en donnez l’accès. Vos données ne sont ni vendues ni partagées.',
  'faq.q3': 'D’où viennent les montants affichés\u202f?',
  'faq.a3':
    'Des opérations enregistrées par {brand}, avec leur statut. Un paiement n’entre dans votre chiffre d’affaires qu’une fois «\u00a0Réussi\u00a0».',
  'faq.q4': 'Puis-je envoyer ces données à mon logiciel de comptabilité\u202f?',
  'faq.a4':
    'Oui, par export CSV ou Excel, ou automatiquement grâce à l’API {brand} et à nos intégrations comptables.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Payment analytics — {brand} Business',
    'meta.description':
      'Track your sales in XOF, compare mobile money operators and export statements for your accountant. Included with every {brand} Business account.',
    'hero.eyebrow': 'Analytics',
    'hero.title': 'Your takings, clear at a glance',
    'hero.lead':
      'Follow your sales day by day, compare payment methods and spot failing payments before they cost you customers.',
    'hero.primary': 'Create a Business account',
    'hero.secondary': 'Receive payments',
    'hero.note': 'Included at no extra cost in every {brand} Business account.',
    'hero.visual': 'Chart of takings over the last six months, rising steadily',
    'board.eyebrow': 'Dashboard',
    'board.title': 'The figures that matter to your business',
    'board.intro':
      'Every successful, refunded or paid-out payment feeds your dashboards: you decide on facts, not impressions.',
    'board.revenue.title': 'Sales in real time',
    'board.revenue.text':
      'Amounts collected, refunded and paid out, by day, week or month, updated with every payment.',
    'board.success.title': 'Success by operator',
    'board.success.text':
      'Orange Money, MTN MoMo, Moov, Wave or card: see where your customers drop out and why.',
    'board.countries.title': 'Sales by country',
    'board.countries.text':
      'Your customers in Abidjan, Lomé or Bamako: the share of each country and each currency in your sales.',
    'board.hours.title': 'Peak hours',
    'board.hours.text': 'The days and hours when you sell most, to plan your stock and organise your team.',
    'report.eyebrow': 'Statements',
    'report.title': 'A monthly statement ready for your accountant',
    'report.text':
      'At the start of each month, {brand} prepares the statement of your takings, the fees charged and the payouts. Every line carries the operation’s reference, for error-free reconciliation.',
    'report.point1': 'CSV, Excel and PDF exports',
    'report.point2': 'Fees itemised operation by operation',
    'report.point3': '24 months of history',
    'report.visual': 'Monthly statement: takings, refunds, fees and net amount paid out',
    'report.doc.title': 'July statement',
    'report.doc.mobile': 'Mobile money',
    'report.doc.card': 'Card payments',
    'report.doc.refunds': 'Refunds',
    'report.doc.fees': '{brand} fees',
    'stats.title': 'Complete data, no subscription',
    'stats.history': 'of history',
    'stats.history.value': '24 months',
    'stats.formats': 'export formats: CSV, Excel, PDF',
    'stats.formats.value': '3',
    'stats.refresh': 'between a successful payment and its appearance',
    'stats.refresh.value': '< 1 min',
    'stats.price': 'extra on your Business account',
    'quote.text':
      'The dashboard showed me that my failed payments came mostly from one operator, on Saturday evenings. I offered a second payment method at the till and my lost sales melted away.',
    'quote.author': 'Fatou D.',
    'quote.role': 'manager of a convenience store in Dakar',
    'faq.title': 'Frequently asked questions',
    'faq.q1': 'Do I need to install any software?',
    'faq.a1': 'No. The dashboards open in your {brand} Business space, on a computer or a phone.',
    'faq.q2': 'Who can see my figures?',
    'faq.a2': 'You, and the team members you give access to. Your data is never sold or shared.',
    'faq.q3': 'Where do the amounts come from?',
    'faq.a3':
      'From the operations {brand} records, with their status. A payment only counts towards your sales once it is “Successful”.',
    'faq.q4': 'Can I send this data to my accounting software?',
    'faq.a4':
      'Yes, by CSV or Excel export, or automatically through the {brand} API and our accounting integrations.',
  },
} satisfies PageMessages<typeof fr>;
