import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'API de paiement mobile money et carte — {brand}',
  'meta.description':
    'Une API REST pour encaisser en XOF par Orange Money, MTN MoMo, Moov, Wave ou carte dans 7 pays\u202f: webhooks signés, idempotence et bac à sable gratuit.',
  'hero.eyebrow': 'API {brand}',
  'hero.title': 'Une API pour encaisser dans toute l’Afrique de l’Ouest',
  'hero.lead':
    'Acceptez Orange Money, MTN MoMo, Moov, Wave, Free Money, Airtel et la carte avec une seule intégration REST\u202f: des statuts clairs, des webhooks signés et un bac à sable gratuit.',
  'hero.primary': 'Obtenir mes clés de test',
  'hero.secondary': 'Lire la documentation',
  'hero.note': 'Accès gratuit\u202f: seuls les paiements réussis sont facturés.',
  'hero.code': 'Créer un paiement de {amount} par MTN MoMo au Bénin',
  'hero.request': 'Requête',
  'hero.response': 'Réponse',
  'features.eyebrow': 'Pensée pour les développeurs',
  'features.title': 'Ce que vous attendez d’une API de paiement',
  'features.rest.title': 'REST et JSON, sans surprise',
  'features.rest.text':
    'Des ressources simples, des réponses validées et une spécification OpenAPI pour générer votre client dans votre langage.',
  'features.idempotency.title': 'Requêtes idempotentes',
  'features.idempotency.text':
    'Chaque création porte une clé Idempotency-Key\u202f: une requête rejouée après une coupure réseau ne débite jamais deux fois.',
  'features.webhooks.title': 'Webhooks signés',
  'features.webhooks.text':
    'Chaque changement de statut vous est notifié, horodaté et signé en HMAC-SHA256\u202f: vous vérifiez qu’il vient bien de {brand}.',
  'features.statuses.title': 'Des statuts qui disent tout',
  'features.statuses.text':
    'Du 202 «\u00a0Paiement initié\u00a0» au 200 «\u00a0Réussi\u00a0», chaque code a un sens précis et un message en français pour vos clients.',
  'features.countries.title': 'Sept pays, une intégration',
  'features.countries.text':
    'Bénin, Burkina Faso, Côte d’Ivoire, Mali, Sénégal, Togo et Gabon\u202f: le pays et l’opérateur sont de simples paramètres.',
  'features.sandbox.title': 'Un bac à sable fidèle',
  'features.sandbox.text':
    'Il simule chaque opérateur, y compris les refus, les expirations et les fonds insuffisants, pour tester tous vos cas.',
  'steps.title': 'De la clé de test au premier paiement réel',
  'steps.one.title': 'Créez votre compte Business',
  'steps.one.text': 'Vos clés de test sont disponibles tout de suite, sans engagement ni frais.',
  'steps.two.title': 'Intégrez dans le bac à sable',
  'steps.two.text':
    'Créez des paiements, recevez les webhooks et déclenchez chaque réponse possible des opérateurs.',
  'steps.three.title': 'Passez en production',
  'steps.three.text':
    'Une fois votre entreprise vérifiée, vous recevez vos clés de production\u202f: seule la clé change dans votre code.',
  'coverage.eyebrow': 'Couverture',
  'coverage.title': 'Un seul cycle de vie pour six opérateurs',
  'coverage.text':
    'Chaque opérateur a son propre parcours de validation\u202f: code USSD, notification ou code à usage unique. L’API les réunit sous les mêmes étapes et les mêmes statuts.',
  'coverage.point1': 'Montants en XOF, et en XAF au Gabon',
  'coverage.point2': '15 minutes pour que le payeur valide, puis expiration automatique',
  'coverage.point3':
    'Un motif précis à chaque refus\u202f: numéro invalide, fonds insuffisants, paiement non approuvé',
  'coverage.visual': 'Les sept pays couverts par l’API {brand}, de Dakar à Libreville',
  'limits.title': 'Les règles du jeu, écrites d’avance',
  'limits.intro': 'Les limites techniques de l’API, identiques dans le bac à sable et en production.',
  'limits.env': 'Environnements',
  'limits.env.value': 'Test et production, avec des clés distinctes',
  'limits.auth': 'Authentification',
  'limits.auth.value': 'Clé secrète dans l’en-tête Authorization, à garder côté serveur',
  'limits.minimum': 'Montant minimum d’un paiement',
  'limits.expiry': 'Délai de validation par le payeur',
  'limits.expiry.value': '15 minutes, puis statut 451 «\u00a0Expiré\u00a0»',
  'limits.idempotency': 'Conservation des clés d’idempotence',
  'limits.idempotency.value': '48 heures',
  'limits.signature': 'Tolérance d’horodatage des webhooks',
  'limits.signature.value': '5 minutes avant ou après notre horloge',
  'limits.price': 'Coût de l’accès',
  'limits.price.value': 'Gratuit\u202f: vous ne payez que les frais des paiements réussis',
  'faq.title': 'Questions des équipes techniques',
  'faq.q1': 'Quels langages sont pris en charge\u202f?',
  'faq.a1':
    'Tous ceux qui savent envoyer une requête HTTPS. La spécification OpenAPI permet de générer un client typé en JavaScript, PHP, Python, Java ou Go.',
  'faq.q2': 'Quand puis-je livrer ma commande\u202f?',
  'faq.a2':
    'Au statut 200 «\u00a0Réussi\u00a0», reçu par webhook ou lu par la référence du paiement. Avant, le paiement peut encore être refusé ou expirer.',
  'faq.q3': 'Et si mon serveur ne répond pas à un webhook\u202f?',
  'faq.a3':
    'Nous le renvoyons avec un délai croissant. Vous pouvez aussi rattraper un événement manqué en lisant le statut du paiement.',
  'faq.q4': 'Combien coûte l’API\u202f?',
  'faq.a4':
    'L’accès et le bac à sable sont gratuits. En production, chaque paiement réussi est facturé au même tarif que le paiement {brand}.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Mobile money and card payments API — {brand}',
    'meta.description':
      'A REST API to collect XOF through Orange Money, MTN MoMo, Moov, Wave or card in 7 countries: signed webhooks, idempotency and a free sandbox.',
    'hero.eyebrow': '{brand} API',
    'hero.title': 'One API to get paid across West Africa',
    'hero.lead':
      'Accept Orange Money, MTN MoMo, Moov, Wave, Free Money, Airtel and cards with a single REST integration: clear statuses, signed webhooks and a free sandbox.',
    'hero.primary': 'Get my test keys',
    'hero.secondary': 'Read the documentation',
    'hero.note': 'Free access: only successful payments are charged.',
    'hero.code': 'Create a {amount} MTN MoMo payment in Benin',
    'hero.request': 'Request',
    'hero.response': 'Response',
    'features.eyebrow': 'Built for developers',
    'features.title': 'What you expect from a payments API',
    'features.rest.title': 'REST and JSON, no surprises',
    'features.rest.text':
      'Simple resources, validated responses and an OpenAPI specification to generate your client in your language.',
    'features.idempotency.title': 'Idempotent requests',
    'features.idempotency.text':
      'Every creation carries an Idempotency-Key: a request replayed after a network drop never charges twice.',
    'features.webhooks.title': 'Signed webhooks',
    'features.webhooks.text':
      'Every status change is sent to you, timestamped and signed with HMAC-SHA256: you check it really comes from {brand}.',
    'features.statuses.title': 'Statuses that say it all',
    'features.statuses.text':
      'From 202 “Payment initiated” to 200 “Successful”, every code has a precise meaning and a message for your customers.',
    'features.countries.title': 'Seven countries, one integration',
    'features.countries.text':
      'Benin, Burkina Faso, Côte d’Ivoire, Mali, Senegal, Togo and Gabon: country and operator are mere parameters.',
    'features.sandbox.title': 'A faithful sandbox',
    'features.sandbox.text':
      'It simulates every operator, refusals, expiries and insufficient funds included, so you can test every case.',
    'steps.title': 'From test key to first real payment',
    'steps.one.title': 'Create your Business account',
    'steps.one.text': 'Your test keys are available at once, with no commitment and no fees.',
    'steps.two.title': 'Build in the sandbox',
    'steps.two.text': 'Create payments, receive webhooks and trigger every possible operator response.',
    'steps.three.title': 'Go live',
    'steps.three.text':
      'Once your business is verified, you receive your live keys: only the key changes in your code.',
    'coverage.eyebrow': 'Coverage',
    'coverage.title': 'One life cycle for six operators',
    'coverage.text':
      'Each operator has its own approval flow: USSD code, notification or one-time code. The API brings them under the same steps and the same statuses.',
    'coverage.point1': 'Amounts in XOF, and XAF in Gabon',
    'coverage.point2': '15 minutes for the payer to approve, then automatic expiry',
    'coverage.point3':
      'A precise reason for every refusal: invalid number, insufficient funds, payment not approved',
    'coverage.visual': 'The seven countries covered by the {brand} API, from Dakar to Libreville',
    'limits.title': 'The rules, written in advance',
    'limits.intro': 'The API’s technical limits, the same in the sandbox and in production.',
    'limits.env': 'Environments',
    'limits.env.value': 'Test and live, with separate keys',
    'limits.auth': 'Authentication',
    'limits.auth.value': 'Secret key in the Authorization header, kept on your server',
    'limits.minimum': 'Minimum payment amount',
    'limits.expiry': 'Time for the payer to approve',
    'limits.expiry.value': '15 minutes, then status 451 “Expired”',
    'limits.idempotency': 'Idempotency keys kept for',
    'limits.idempotency.value': '48 hours',
    'limits.signature': 'Webhook timestamp tolerance',
    'limits.signature.value': '5 minutes either side of our clock',
    'limits.price': 'Cost of access',
    'limits.price.value': 'Free: you only pay the fees of successful payments',
    'faq.title': 'Questions from technical teams',
    'faq.q1': 'Which languages are supported?',
    'faq.a1':
      'Any that can send an HTTPS request. The OpenAPI specification lets you generate a typed client in JavaScript, PHP, Python, Java or Go.',
    'faq.q2': 'When can I deliver the order?',
    'faq.a2':
      'At status 200 “Successful”, received by webhook or read with the payment’s reference. Before that, the payment can still be refused or expire.',
    'faq.q3': 'What if my server does not answer a webhook?',
    'faq.a3':
      'We send it again with a growing delay. You can also catch up on a missed event by reading the payment’s status.',
    'faq.q4': 'How much does the API cost?',
    'faq.a4':
      'Access and the sandbox are free. In production, each successful payment is charged at the same rate as {brand} payments.',
  },
} satisfies PageMessages<typeof fr>;
