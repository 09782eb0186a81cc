import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Intégrations\u202f: boutique, caisse et comptabilité — {brand}',
  'meta.description':
    'Reliez {brand} à votre boutique en ligne, votre logiciel de caisse et votre comptabilité SYSCOHADA, sans développeur. Paiements et écritures circulent tout seuls.',
  'hero.eyebrow': 'Intégrations',
  'hero.title': '{brand} branché sur les outils que vous utilisez déjà',
  'hero.lead':
    'Boutique en ligne, logiciel de caisse, comptabilité\u202f: connectez {brand} en quelques clics et laissez les paiements, les statuts et les écritures circuler sans ressaisie.',
  'hero.primary': 'Connecter mes outils',
  'hero.secondary': 'Intégrer avec l’API',
  'hero.note': 'Incluses dans le compte Business, sans frais supplémentaires.',
  'hero.visual':
    '{brand} relié à une boutique en ligne, une caisse, un logiciel comptable, un ERP et un tableur',
  'hero.node1': '{brand}',
  'hero.node2': 'Boutique en ligne',
  'hero.node3': 'Caisse',
  'hero.node4': 'Comptabilité',
  'hero.node5': 'ERP',
  'hero.node6': 'Tableur',
  'tools.eyebrow': 'Ce que vous pouvez relier',
  'tools.title': 'Vos paiements là où vous travaillez',
  'tools.intro': 'Des connexions prêtes à l’emploi pour les usages courants, et l’API pour tout le reste.',
  'tools.shop.title': 'Boutiques en ligne',
  'tools.shop.text':
    'Des modules à installer sur les principales plateformes e-commerce\u202f: le paiement {brand} s’ajoute à la commande et le statut se met à jour seul.',
  'tools.till.title': 'Logiciels de caisse',
  'tools.till.text':
    'Le montant passe de la caisse au terminal {brand} et la vente est marquée payée, sans ressaisie ni erreur de frappe.',
  'tools.accounting.title': 'Comptabilité',
  'tools.accounting.text':
    'Ventes, frais et reversements exportés selon le plan comptable SYSCOHADA, avec la référence de chaque opération.',
  'tools.sheets.title': 'Tableurs et analyse',
  'tools.sheets.text':
    'Un export programmé chaque jour ou chaque mois vers votre tableur ou votre outil de tableaux de bord.',
  'tools.automation.title': 'Automatisations',
  'tools.automation.text':
    'Un événement à chaque paiement réussi\u202f: envoyez un SMS de confirmation, préparez la commande, émettez la facture.',
  'tools.custom.title': 'Sur mesure avec l’API',
  'tools.custom.text':
    'Pour votre ERP ou votre application métier\u202f: l’API REST, sa documentation et l’aide de notre équipe d’intégration.',
  'steps.title': 'Connecté en trois étapes, sans développeur',
  'steps.one.title': 'Choisissez l’outil',
  'steps.one.text':
    'Dans votre espace Business, ouvrez le catalogue des intégrations et sélectionnez votre outil.',
  'steps.two.title': 'Autorisez la connexion',
  'steps.two.text':
    'Vous décidez de ce que l’outil peut voir ou faire, par exemple lire les paiements sans pouvoir rembourser.',
  'steps.three.title': 'Vérifiez avec un test',
  'steps.three.text':
    'Un paiement fictif dans le bac à sable confirme que tout circule, puis vous passez en production.',
  'books.eyebrow': 'Comptabilité',
  'books.title': 'Des écritures prêtes pour votre expert-comptable',
  'books.text':
    'Chaque mois, {brand} prépare les écritures de vos encaissements selon le plan SYSCOHADA\u202f: ventes, frais et reversements, rapprochés de votre relevé bancaire.',
  'books.point1': 'Numéros de comptes modifiables selon votre plan',
  'books.point2': 'Import direct dans tout logiciel qui lit le CSV',
  'books.point3': 'Une pièce justificative liée à chaque écriture',
  'books.visual':
    'Écritures de juillet\u202f: la banque, les frais et les retours équilibrent {amount} de ventes (compte 701)',
  'books.doc.title': 'Écritures de juillet',
  'books.doc.bank': '521 Banques',
  'books.doc.fees': '631 Frais bancaires',
  'books.doc.returns': '701 Retours clients',
  'quote.text':
    'Notre site, nos deux magasins de Dakar et celui de Thiès remontent dans la même comptabilité. Mon comptable reçoit les écritures le 1er du mois, au lieu de trois classeurs de tickets.',
  'quote.author': 'Cheikh N.',
  'quote.role': 'gérant d’une enseigne d’électroménager au Sénégal',
  'faq.title': 'Questions fréquentes',
  'faq.q1': 'Faut-il un développeur\u202f?',
  'faq.a1':
    'Non pour les modules, les connexions comptables et les exports. L’API est là pour les besoins sur mesure.',
  'faq.q2': 'Un outil connecté voit-il tout mon compte\u202f?',
  'faq.a2':
    'Non. Il n’accède qu’à ce que vous avez autorisé, et vous coupez la connexion à tout moment depuis votre espace.',
  'faq.q3': 'Et si mon logiciel n’est pas dans le catalogue\u202f?',
  'faq.a3':
    'Utilisez l’export CSV ou l’API, ou dites-le-nous\u202f: nous développons en priorité les intégrations les plus demandées.',
  'faq.q4': 'Les intégrations sont-elles payantes\u202f?',
  'faq.a4':
    'Non, elles sont incluses dans le compte Business. Seuls les frais habituels des paiements s’appliquent.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Integrations: shop, till and accounting — {brand}',
    'meta.description':
      'Connect {brand} to your online shop, your till software and your SYSCOHADA accounts, with no developer. Payments and entries flow by themselves.',
    'hero.eyebrow': 'Integrations',
    'hero.title': '{brand} plugged into the tools you already use',
    'hero.lead':
      'Online shop, till software, accounting: connect {brand} in a few clicks and let payments, statuses and entries flow with no retyping.',
    'hero.primary': 'Connect my tools',
    'hero.secondary': 'Integrate with the API',
    'hero.note': 'Included in the Business account, at no extra cost.',
    'hero.visual': '{brand} linked to an online shop, a till, accounting software, an ERP and a spreadsheet',
    'hero.node1': '{brand}',
    'hero.node2': 'Online shop',
    'hero.node3': 'Till',
    'hero.node4': 'Accounting',
    'hero.node5': 'ERP',
    'hero.node6': 'Spreadsheet',
    'tools.eyebrow': 'What you can connect',
    'tools.title': 'Your payments where you work',
    'tools.intro': 'Ready-made connections for everyday needs, and the API for everything else.',
    'tools.shop.title': 'Online shops',
    'tools.shop.text':
      'Modules to install on the main e-commerce platforms: {brand} payments join the checkout and the status updates by itself.',
    'tools.till.title': 'Till software',
    'tools.till.text':
      'The amount goes from the till to the {brand} terminal and the sale is marked paid, with no retyping and no typos.',
    'tools.accounting.title': 'Accounting',
    'tools.accounting.text':
      'Sales, fees and payouts exported to the SYSCOHADA chart of accounts, with every operation’s reference.',
    'tools.sheets.title': 'Spreadsheets and analysis',
    'tools.sheets.text': 'A scheduled daily or monthly export to your spreadsheet or your dashboard tool.',
    'tools.automation.title': 'Automations',
    'tools.automation.text':
      'An event for every successful payment: send a confirmation text, prepare the order, issue the invoice.',
    'tools.custom.title': 'Custom with the API',
    'tools.custom.text':
      'For your ERP or your business app: the REST API, its documentation and help from our integration team.',
    'steps.title': 'Connected in three steps, no developer needed',
    'steps.one.title': 'Choose the tool',
    'steps.one.text': 'In your Business space, open the integrations catalogue and select your tool.',
    'steps.two.title': 'Authorise the connection',
    'steps.two.text': 'You decide what the tool can see or do, for example read payments without refunding.',
    'steps.three.title': 'Check with a test',
    'steps.three.text': 'A dummy payment in the sandbox confirms everything flows, then you go live.',
    'books.eyebrow': 'Accounting',
    'books.title': 'Entries ready for your accountant',
    'books.text':
      'Every month, {brand} prepares the entries for your takings following the SYSCOHADA chart: sales, fees and payouts, reconciled with your bank statement.',
    'books.point1': 'Account numbers adjustable to your chart',
    'books.point2': 'Direct import into any software that reads CSV',
    'books.point3': 'Supporting evidence linked to every entry',
    'books.visual': 'July entries: bank, fees and returns balance {amount} of sales (account 701)',
    'books.doc.title': 'July entries',
    'books.doc.bank': '521 Banks',
    'books.doc.fees': '631 Bank charges',
    'books.doc.returns': '701 Customer returns',
    'quote.text':
      'Our website, our two shops in Dakar and the one in Thiès all feed the same books. My accountant gets the entries on the 1st of the month, instead of three binders of receipts.',
    'quote.author': 'Cheikh N.',
    'quote.role': 'manager of a home appliance chain in Senegal',
    'faq.title': 'Frequently asked questions',
    'faq.q1': 'Do I need a developer?',
    'faq.a1': 'Not for modules, accounting connections and exports. The API is there for custom needs.',
    'faq.q2': 'Does a connected tool see my whole account?',
    'faq.a2':
      'No. It only reaches what you have authorised, and you can cut the connection at any time from your space.',
    'faq.q3': 'What if my software is not in the catalogue?',
    'faq.a3': 'Use the CSV export or the API, or tell us: we build the most requested integrations first.',
    'faq.q4': 'Do integrations cost extra?',
    'faq.a4': 'No, they are included in the Business account. Only the usual payment fees apply.',
  },
} satisfies PageMessages<typeof fr>;
