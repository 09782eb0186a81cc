import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Documentation développeurs — {brand} Business',
  'meta.description':
    'Guides pas à pas, référence de l’API, webhooks et codes de statut\u202f: tout pour intégrer le paiement mobile money et carte de {brand} à votre site ou application.',
  'hero.eyebrow': 'Documentation',
  'hero.title': 'Tout pour intégrer {brand}, au même endroit',
  'hero.lead':
    'Guides pas à pas, référence complète de l’API, codes de statut et exemples prêts à copier, en français et en anglais, à jour de chaque version.',
  'hero.primary': 'Créer mes clés de test',
  'hero.secondary': 'Découvrir l’API',
  'hero.visual': 'Sommaire du guide de démarrage\u202f: quatre étapes, quinze minutes en tout',
  'hero.doc.title': 'Démarrage rapide',
  'hero.doc.keys': '1. Clés de test',
  'hero.doc.payment': '2. Premier paiement',
  'hero.doc.webhooks': '3. Webhooks',
  'hero.doc.live': '4. Mise en production',
  'guides.eyebrow': 'Par où commencer',
  'guides.title': 'Des guides pour chaque étape de votre projet',
  'guides.start.title': 'Démarrage rapide',
  'guides.start.text':
    'Créez vos clés de test et encaissez votre premier paiement dans le bac à sable en un quart d’heure.',
  'guides.reference.title': 'Référence de l’API',
  'guides.reference.text':
    'Chaque ressource, chaque paramètre et chaque réponse, tirés de la spécification OpenAPI\u202f: jamais en retard sur l’API.',
  'guides.webhooks.title': 'Webhooks',
  'guides.webhooks.text':
    'Recevoir les événements, vérifier leur signature et les traiter une seule fois, avec des exemples commentés.',
  'guides.keys.title': 'Sécurité des clés',
  'guides.keys.text':
    'Conserver vos clés secrètes côté serveur, les renouveler et en limiter les droits sans interrompre vos ventes.',
  'guides.plugins.title': 'Modules e-commerce',
  'guides.plugins.text':
    'Installer et configurer nos modules pour boutiques en ligne, sans écrire une ligne de code.',
  'guides.business.title': 'Guides métier',
  'guides.business.text':
    'Remboursements, reversements, rapprochement comptable\u202f: les opérations courantes expliquées pas à pas.',
  'statuses.title': 'Les statuts d’un paiement, un par un',
  'statuses.intro':
    'Un paiement passe par des étapes numérotées. Votre intégration n’a qu’une règle d’or\u202f: ne livrer qu’au statut 200.',
  'statuses.caption': 'Principaux codes de statut d’un paiement et leur signification',
  'statuses.201': 'Vérification des informations du paiement',
  'statuses.202': 'Paiement initié auprès de l’opérateur',
  'statuses.204': 'En attente de la validation du payeur sur son téléphone',
  'statuses.230': 'Payé, en cours de vérification',
  'statuses.200': 'Réussi\u202f: vous pouvez livrer',
  'statuses.450': 'Annulé par le payeur',
  'statuses.451': 'Expiré\u202f: le payeur n’a pas validé dans les 15 minutes',
  'statuses.460': 'Refusé pour fonds insuffisants',
  'sandbox.eyebrow': 'Bac à sable',
  'sandbox.title': 'Un téléphone de test qui joue le payeur',
  'sandbox.text':
    'Dans l’environnement de test, un téléphone simulé reçoit vos demandes de paiement. Vous choisissez sa réponse et vérifiez que votre intégration réagit bien à chaque cas.',
  'sandbox.point1': 'Validation, refus, annulation ou silence jusqu’à l’expiration',
  'sandbox.point2': 'Les mêmes statuts et les mêmes webhooks qu’en production',
  'sandbox.point3': 'Aucun argent réel, aucune limite d’essais',
  'sandbox.visual': 'Téléphone simulé du bac à sable et ses quatre réponses possibles',
  'sandbox.balance': 'Solde de test',
  'sandbox.line1': 'Validé',
  'sandbox.line2': 'Refusé',
  'sandbox.line3': 'Annulé',
  'sandbox.line4': 'Expiré',
  'quote.text':
    'J’ai branché le paiement de notre billetterie en un après-midi. Chaque code de statut est documenté, avec le message à montrer au client\u202f: aucune place au doute.',
  'quote.author': 'Koffi A.',
  'quote.role': 'développeur d’une billetterie en ligne à Lomé',
  'faq.title': 'Questions sur la documentation',
  'faq.q1': 'La documentation existe-t-elle en anglais\u202f?',
  'faq.a1': 'Oui. Chaque guide et toute la référence existent en français et en anglais.',
  'faq.q2': 'Où trouver la spécification OpenAPI\u202f?',
  'faq.a2':
    'Dans la référence de l’API, en JSON\u202f: importez-la dans votre outil de test ou générez un client typé.',
  'faq.q3': 'Comment suis-je prévenu des changements\u202f?',
  'faq.a3':
    'Par le journal des versions et par e-mail. Toute fonctionnalité retirée est annoncée au moins 90 jours à l’avance.',
  'faq.q4': 'Qui m’aide si je suis bloqué\u202f?',
  'faq.a4':
    'L’équipe d’intégration, depuis la page Aide, en français ou en anglais. Joignez la référence de la requête en cause.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Developer documentation — {brand} Business',
    'meta.description':
      'Step-by-step guides, API reference, webhooks and status codes: everything to add {brand} mobile money and card payments to your website or app.',
    'hero.eyebrow': 'Documentation',
    'hero.title': 'Everything to integrate {brand}, in one place',
    'hero.lead':
      'Step-by-step guides, a complete API reference, status codes and ready-to-copy examples, in French and English, up to date with every version.',
    'hero.primary': 'Create my test keys',
    'hero.secondary': 'Discover the API',
    'hero.visual': 'Contents of the quick start guide: four steps, fifteen minutes in all',
    'hero.doc.title': 'Quick start',
    'hero.doc.keys': '1. Test keys',
    'hero.doc.payment': '2. First payment',
    'hero.doc.webhooks': '3. Webhooks',
    'hero.doc.live': '4. Going live',
    'guides.eyebrow': 'Where to start',
    'guides.title': 'Guides for every stage of your project',
    'guides.start.title': 'Quick start',
    'guides.start.text':
      'Create your test keys and take your first payment in the sandbox in a quarter of an hour.',
    'guides.reference.title': 'API reference',
    'guides.reference.text':
      'Every resource, parameter and response, drawn from the OpenAPI specification: never behind the API.',
    'guides.webhooks.title': 'Webhooks',
    'guides.webhooks.text':
      'Receive events, check their signature and handle each one only once, with annotated examples.',
    'guides.keys.title': 'Key security',
    'guides.keys.text':
      'Keep your secret keys on your server, rotate them and limit their rights without interrupting sales.',
    'guides.plugins.title': 'E-commerce modules',
    'guides.plugins.text': 'Install and set up our modules for online shops, without writing a line of code.',
    'guides.business.title': 'Business guides',
    'guides.business.text': 'Refunds, payouts, reconciliation: everyday operations explained step by step.',
    'statuses.title': 'A payment’s statuses, one by one',
    'statuses.intro':
      'A payment goes through numbered steps. Your integration has one golden rule: only deliver at status 200.',
    'statuses.caption': 'Main payment status codes and what they mean',
    'statuses.201': 'Checking the payment details',
    'statuses.202': 'Payment initiated with the operator',
    'statuses.204': 'Waiting for the payer to approve on their phone',
    'statuses.230': 'Paid, being verified',
    'statuses.200': 'Successful: you can deliver',
    'statuses.450': 'Cancelled by the payer',
    'statuses.451': 'Expired: the payer did not approve within 15 minutes',
    'statuses.460': 'Declined for insufficient funds',
    'sandbox.eyebrow': 'Sandbox',
    'sandbox.title': 'A test phone that plays the payer',
    'sandbox.text':
      'In the test environment, a simulated phone receives your payment requests. You choose its answer and check that your integration handles every case.',
    'sandbox.point1': 'Approval, refusal, cancellation or silence until expiry',
    'sandbox.point2': 'The same statuses and webhooks as in production',
    'sandbox.point3': 'No real money, no limit on attempts',
    'sandbox.visual': 'The sandbox’s simulated phone and its four possible answers',
    'sandbox.balance': 'Test balance',
    'sandbox.line1': 'Approved',
    'sandbox.line2': 'Declined',
    'sandbox.line3': 'Cancelled',
    'sandbox.line4': 'Expired',
    'quote.text':
      'I plugged payments into our ticketing site in one afternoon. Every status code is documented, with the message to show the customer: no room for doubt.',
    'quote.author': 'Koffi A.',
    'quote.role': 'developer of an online ticketing service in Lomé',
    'faq.title': 'Questions about the documentation',
    'faq.q1': 'Is the documentation available in English?',
    'faq.a1': 'Yes. Every guide and the whole reference exist in French and English.',
    'faq.q2': 'Where is the OpenAPI specification?',
    'faq.a2': 'In the API reference, as JSON: import it into your testing tool or generate a typed client.',
    'faq.q3': 'How am I told about changes?',
    'faq.a3': 'Through the changelog and by email. Any feature removed is announced at least 90 days ahead.',
    'faq.q4': 'Who helps me if I am stuck?',
    'faq.a4':
      'The integration team, from the Help page, in French or English. Include the reference of the request in question.',
  },
} satisfies PageMessages<typeof fr>;
