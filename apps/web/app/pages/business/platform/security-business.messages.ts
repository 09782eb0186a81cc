import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Sécurité de la plateforme {brand} pour les entreprises',
  'meta.description':
    'Fonds clients séparés, double écriture, chiffrement, surveillance des paiements jour et nuit\u202f: comment {brand} protège l’argent et les données des entreprises.',
  'hero.eyebrow': 'Sécurité de la plateforme',
  'hero.title': 'Votre argent et vos données, protégés à chaque étape',
  'hero.lead':
    'Comptabilité en double écriture, chiffrement en transit et au repos, surveillance des paiements jour et nuit\u202f: voici comment {brand} protège les fonds et les informations des entreprises qui lui font confiance.',
  'hero.primary': 'Ouvrir un compte Business',
  'hero.secondary': 'Les réglages de votre compte',
  'hero.visual':
    'Réseau de paiements surveillé en continu, reliant Dakar, Bamako, Ouagadougou, Abidjan, Lomé, Cotonou et Libreville',
  'hero.places': 'Dakar, Bamako, Ouagadougou, Abidjan, Lomé, Cotonou, Libreville',
  'stats.watch.value': '24 h/24',
  'stats.watch': 'surveillance des paiements, 7 jours sur 7',
  'stats.uptime.value': '99,9\u202f%',
  'stats.uptime': 'de disponibilité visée chaque mois',
  'stats.rest.value': 'AES-256',
  'stats.rest': 'chiffrement des données stockées',
  'stats.transit.value': 'TLS 1.3',
  'stats.transit': 'chiffrement de chaque connexion',
  'money.eyebrow': 'Vos fonds',
  'money.title': 'Ce qui protège l’argent de votre entreprise',
  'money.segregated.title': 'Des fonds clients tenus à part',
  'money.segregated.text':
    'Les soldes de nos clients sont séparés des fonds propres de {brand} et ne servent jamais à financer notre activité.',
  'money.ledger.title': 'Une comptabilité en double écriture',
  'money.ledger.text':
    'Chaque mouvement est inscrit deux fois, au débit et au crédit. Les comptes sont rapprochés chaque jour avec les relevés des opérateurs et des banques.',
  'money.monitoring.title': 'Des paiements surveillés',
  'money.monitoring.text':
    'Un montant, un pays, un appareil ou un rythme inhabituels\u202f: l’opération est retenue et vérifiée par notre équipe avant d’être livrée.',
  'money.once.title': 'Jamais deux fois le même paiement',
  'money.once.text':
    'Chaque demande porte une clé unique\u202f: une requête répétée après une coupure de réseau ne débite pas une seconde fois.',
  'steps.title': 'Le parcours d’un paiement, vérifié à chaque étape',
  'steps.intro': 'Rien n’est crédité sur la foi d’un message\u202f: chaque statut est confirmé à sa source.',
  'steps.one.title': 'Initié et identifié',
  'steps.one.text':
    'Le paiement reçoit une référence unique et n’est présenté qu’une fois à l’opérateur ou à la banque, même si la demande est renvoyée.',
  'steps.two.title': 'Confirmé à la source',
  'steps.two.text':
    'Les notifications des opérateurs sont signées et vérifiées, refusées au-delà de cinq minutes et ignorées en double. Sans réponse, nous interrogeons l’opérateur.',
  'steps.three.title': 'Comptabilisé et rapproché',
  'steps.three.text':
    'Le mouvement est inscrit en double écriture, puis rapproché le jour même avec le relevé de l’opérateur. Tout écart est examiné.',
  'cards.eyebrow': 'Paiements par carte',
  'cards.title': 'Les numéros de carte ne passent jamais par vous',
  'cards.text':
    'Sur le portail et les liens de paiement, les cartes sont saisies dans notre environnement sécurisé, remplacées par un jeton et authentifiées par 3-D Secure auprès de la banque du porteur.',
  'cards.point1': 'Numéro complet jamais affiché ni transmis au marchand',
  'cards.point2': 'Authentification forte du porteur à chaque paiement',
  'cards.point3': 'Contestations suivies par notre équipe, avec vos justificatifs',
  'cards.visual': 'Carte bancaire dont seuls les quatre derniers chiffres restent visibles',
  'cards.holder': 'Aïcha Bamba',
  'commitments.eyebrow': 'Nos engagements',
  'commitments.title': 'Ce sur quoi vous pouvez compter',
  'commitments.caption': 'Engagements de sécurité et de disponibilité de la plateforme',
  'commitments.uptime': 'Disponibilité visée',
  'commitments.uptime.value': '99,9\u202f% par mois, mesurée en continu',
  'commitments.watch': 'Surveillance et astreinte',
  'commitments.watch.value': '24 heures sur 24, 7 jours sur 7',
  'commitments.incident': 'Incident touchant vos données',
  'commitments.incident.value': 'Vous êtes prévenu sous 72 heures au plus',
  'commitments.backups': 'Sauvegardes',
  'commitments.backups.value': 'Quotidiennes, chiffrées, conservées dans un second site',
  'commitments.pentest': 'Tests d’intrusion',
  'commitments.pentest.value': 'Chaque année, menés par un cabinet indépendant',
  'commitments.access': 'Accès de nos équipes',
  'commitments.access.value': 'Limités au nécessaire, tracés et revus chaque trimestre',
  'faq.title': 'Questions sur la sécurité de la plateforme',
  'faq.q1': 'Où sont hébergées mes données\u202f?',
  'faq.a1':
    'Dans des centres de données sécurisés, avec une copie chiffrée dans un second site. La liste de nos sous-traitants est communiquée sur simple demande.',
  'faq.q2': 'Comment reconnaître un vrai message de {brand}\u202f?',
  'faq.a2':
    'Nous ne demandons jamais votre code secret, votre code de validation ni votre mot de passe, ni par téléphone, ni par SMS, ni par WhatsApp. Au moindre doute, raccrochez et contactez-nous depuis l’application.',
  'faq.q3': 'Comment signaler une faille de sécurité\u202f?',
  'faq.a3':
    'Écrivez à notre équipe sécurité depuis la page Aide. Nous accusons réception sous deux jours ouvrés et ne poursuivons pas les chercheurs qui agissent de bonne foi.',
  'faq.q4': 'Que se passe-t-il en cas de panne d’un opérateur\u202f?',
  'faq.a4':
    'Les paiements en cours sont suivis jusqu’à leur statut final. Si l’opérateur ne répond plus, ils expirent sans débit, ou vous sont reversés s’ils avaient été débités.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': '{brand} platform security for businesses',
    'meta.description':
      'Segregated client funds, double-entry ledger, encryption and round-the-clock payment monitoring: how {brand} protects businesses’ money and data.',
    'hero.eyebrow': 'Platform security',
    'hero.title': 'Your money and your data, protected at every step',
    'hero.lead':
      'Double-entry accounting, encryption in transit and at rest, payment monitoring day and night: this is how {brand} protects the funds and information of the businesses that trust it.',
    'hero.primary': 'Open a Business account',
    'hero.secondary': 'Your account settings',
    'hero.visual':
      'A payment network monitored around the clock, linking Dakar, Bamako, Ouagadougou, Abidjan, Lomé, Cotonou and Libreville',
    'hero.places': 'Dakar, Bamako, Ouagadougou, Abidjan, Lomé, Cotonou, Libreville',
    'stats.watch.value': '24/7',
    'stats.watch': 'payment monitoring, every day of the week',
    'stats.uptime.value': '99.9%',
    'stats.uptime': 'availability targeted every month',
    'stats.rest.value': 'AES-256',
    'stats.rest': 'encryption of stored data',
    'stats.transit.value': 'TLS 1.3',
    'stats.transit': 'encryption of every connection',
    'money.eyebrow': 'Your funds',
    'money.title': 'What protects your company’s money',
    'money.segregated.title': 'Client funds kept apart',
    'money.segregated.text':
      'Our clients’ balances are kept separate from {brand}’s own funds and are never used to finance our business.',
    'money.ledger.title': 'Double-entry accounting',
    'money.ledger.text':
      'Every movement is recorded twice, as a debit and a credit. Accounts are reconciled daily with operators’ and banks’ statements.',
    'money.monitoring.title': 'Monitored payments',
    'money.monitoring.text':
      'An unusual amount, country, device or pace: the operation is held and checked by our team before delivery.',
    'money.once.title': 'Never the same payment twice',
    'money.once.text':
      'Every request carries a unique key: a request repeated after a network drop does not debit a second time.',
    'steps.title': 'A payment’s journey, checked at every step',
    'steps.intro':
      'Nothing is credited on the strength of a message: every status is confirmed at its source.',
    'steps.one.title': 'Initiated and identified',
    'steps.one.text':
      'The payment gets a unique reference and is presented only once to the operator or bank, even if the request is sent again.',
    'steps.two.title': 'Confirmed at the source',
    'steps.two.text':
      'Operators’ notifications are signed and verified, refused after five minutes and ignored if repeated. Without an answer, we ask the operator.',
    'steps.three.title': 'Recorded and reconciled',
    'steps.three.text':
      'The movement is recorded in double entry, then reconciled the same day with the operator’s statement. Any gap is investigated.',
    'cards.eyebrow': 'Card payments',
    'cards.title': 'Card numbers never go through you',
    'cards.text':
      'On the portal and payment links, cards are entered in our secure environment, replaced by a token and authenticated by 3-D Secure with the cardholder’s bank.',
    'cards.point1': 'Full number never shown or passed to the merchant',
    'cards.point2': 'Strong cardholder authentication on every payment',
    'cards.point3': 'Disputes handled by our team, with your evidence',
    'cards.visual': 'A bank card with only its last four digits visible',
    'cards.holder': 'Aïcha Bamba',
    'commitments.eyebrow': 'Our commitments',
    'commitments.title': 'What you can count on',
    'commitments.caption': 'Platform security and availability commitments',
    'commitments.uptime': 'Targeted availability',
    'commitments.uptime.value': '99.9% a month, measured continuously',
    'commitments.watch': 'Monitoring and on-call',
    'commitments.watch.value': '24 hours a day, 7 days a week',
    'commitments.incident': 'Incident affecting your data',
    'commitments.incident.value': 'You are told within 72 hours at most',
    'commitments.backups': 'Backups',
    'commitments.backups.value': 'Daily, encrypted, kept at a second site',
    'commitments.pentest': 'Penetration tests',
    'commitments.pentest.value': 'Every year, by an independent firm',
    'commitments.access': 'Our staff’s access',
    'commitments.access.value': 'Limited to what is needed, logged and reviewed every quarter',
    'faq.title': 'Questions about platform security',
    'faq.q1': 'Where is my data hosted?',
    'faq.a1':
      'In secure data centres, with an encrypted copy at a second site. The list of our subcontractors is available on request.',
    'faq.q2': 'How do I recognise a genuine {brand} message?',
    'faq.a2':
      'We never ask for your PIN, your approval code or your password, by phone, SMS or WhatsApp. If in doubt, hang up and contact us from the app.',
    'faq.q3': 'How do I report a security flaw?',
    'faq.a3':
      'Write to our security team from the Help page. We acknowledge within two working days and do not pursue researchers acting in good faith.',
    'faq.q4': 'What happens if an operator goes down?',
    'faq.a4':
      'Payments in progress are followed until their final status. If the operator stops answering, they expire without a debit, or are paid back if they had been debited.',
  },
} satisfies PageMessages<typeof fr>;
