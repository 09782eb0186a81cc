import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Communauté des commerçants et entreprises — {brand}',
  'meta.description':
    'Ateliers pratiques, rencontres à Cotonou, Abidjan ou Dakar et entraide entre commerçants\u202f: la communauté {brand} Business est incluse dans votre compte.',
  'hero.eyebrow': 'Communauté Business',
  'hero.title': 'Entre commerçants, on avance plus vite',
  'hero.lead':
    'Boutiques, restaurants, vendeurs en ligne et prestataires qui encaissent avec {brand} partagent leurs méthodes, se forment et se rencontrent, de Dakar à Libreville.',
  'hero.primary': 'Rejoindre avec un compte Business',
  'hero.secondary': 'Encaisser avec {brand}',
  'hero.visual': 'Terminal de paiement {brand} affichant le montant d’une vente',
  'stats.cities': 'villes où nous organisons des rencontres',
  'stats.workshops': 'ateliers en ligne chaque mois',
  'stats.price': 'pour participer\u202f: c’est inclus dans votre compte',
  'stats.answer': 'pour une réponse de votre conseiller',
  'stats.answer.value': '24 h',
  'offer.eyebrow': 'Ce que vous y trouvez',
  'offer.title': 'Des réponses concrètes aux questions de tous les jours',
  'offer.workshops.title': 'Des ateliers pratiques',
  'offer.workshops.text':
    'Encaisser par QR code, suivre sa trésorerie, préparer les documents pour son comptable\u202f: une heure, un sujet, des exemples réels.',
  'offer.meetups.title': 'Des rencontres entre pairs',
  'offer.meetups.text':
    'Chaque mois, des commerçants d’une même ville échangent sur ce qui marche, autour d’un thème choisi ensemble.',
  'offer.network.title': 'Un carnet d’adresses',
  'offer.network.text':
    'Trouvez un fournisseur, un livreur ou un comptable recommandé par d’autres membres de votre ville.',
  'offer.benchmarks.title': 'Des repères pour votre activité',
  'offer.benchmarks.text':
    'Comparez vos heures de pointe et votre panier moyen à ceux de votre secteur, à partir de données anonymisées.',
  'offer.beta.title': 'Les nouveautés en avant-première',
  'offer.beta.text':
    'Testez les nouvelles fonctions avant tout le monde et dites-nous ce qu’il faut changer.',
  'offer.advisor.title': 'Un conseiller dans votre ville',
  'offer.advisor.text':
    'Une personne de notre équipe locale répond à vos questions et vient vous voir si besoin.',
  'meet.eyebrow': 'Près de chez vous',
  'meet.title': 'Des rencontres dans sept villes',
  'meet.text':
    'Dakar, Bamako, Ouagadougou, Lomé, Cotonou, Libreville et Abidjan accueillent chaque mois une rencontre en fin de journée, pour ne pas fermer boutique.',
  'meet.point1': 'Un thème concret à chaque séance',
  'meet.point2': 'Le témoignage d’un commerçant de la ville',
  'meet.point3': 'Inscription gratuite depuis votre espace Business',
  'meet.visual': 'Les sept villes des rencontres de la communauté Business',
  'meet.places': 'Dakar, Bamako, Ouagadougou, Lomé, Cotonou, Libreville, Abidjan',
  'steps.title': 'Rejoindre la communauté',
  'steps.one.title': 'Ouvrez votre compte Business',
  'steps.one.text':
    'Quelques minutes suffisent, avec les documents de votre entreprise ou de votre activité.',
  'steps.two.title': 'Activez l’espace Communauté',
  'steps.two.text':
    'Depuis votre espace Business, choisissez votre ville et les sujets qui vous intéressent.',
  'steps.three.title': 'Participez à votre rythme',
  'steps.three.text': 'Inscrivez-vous aux ateliers, posez vos questions, partagez vos bonnes adresses.',
  'quote.text':
    'À l’atelier trésorerie, j’ai compris pourquoi je manquais d’argent en fin de mois alors que le restaurant était plein. J’ai changé mes jours de commande dès la semaine suivante.',
  'quote.author': 'Akossiwa A.',
  'quote.role': 'gérante d’un restaurant à Lomé',
  'faq.title': 'Questions sur la communauté Business',
  'faq.q1': 'Qui peut rejoindre la communauté\u202f?',
  'faq.a1':
    'Tout titulaire d’un compte {brand} Business vérifié\u202f: entreprise, commerce individuel, association ou travailleur indépendant.',
  'faq.q2': 'Est-ce vraiment gratuit\u202f?',
  'faq.a2': 'Oui. Ateliers, rencontres et conseiller sont inclus dans votre compte, sans abonnement.',
  'faq.q3': 'Mes chiffres sont-ils visibles par les autres membres\u202f?',
  'faq.a3':
    'Jamais. Les repères sectoriels sont calculés sur des données agrégées et anonymisées. Les autres membres ne voient que le profil que vous choisissez d’afficher.',
  'faq.q4': 'Les ateliers sont-ils enregistrés\u202f?',
  'faq.a4': 'Oui, les ateliers en ligne restent disponibles en replay dans votre espace pendant trois mois.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Community for merchants and businesses — {brand}',
    'meta.description':
      'Hands-on workshops, meetups in Cotonou, Abidjan or Dakar and merchants helping each other: the {brand} Business community is included in your account.',
    'hero.eyebrow': 'Business community',
    'hero.title': 'Merchants go further together',
    'hero.lead':
      'Shops, restaurants, online sellers and service providers who get paid with {brand} share their methods, learn and meet, from Dakar to Libreville.',
    'hero.primary': 'Join with a Business account',
    'hero.secondary': 'Get paid with {brand}',
    'hero.visual': '{brand} payment terminal showing the amount of a sale',
    'stats.cities': 'cities where we hold meetups',
    'stats.workshops': 'online workshops every month',
    'stats.price': 'to take part: it is included in your account',
    'stats.answer': 'for an answer from your advisor',
    'stats.answer.value': '24 h',
    'offer.eyebrow': 'What you will find',
    'offer.title': 'Practical answers to everyday questions',
    'offer.workshops.title': 'Hands-on workshops',
    'offer.workshops.text':
      'Taking QR payments, tracking your cash flow, preparing documents for your accountant: one hour, one topic, real examples.',
    'offer.meetups.title': 'Peer meetups',
    'offer.meetups.text':
      'Every month, merchants from the same city share what works, around a topic chosen together.',
    'offer.network.title': 'An address book',
    'offer.network.text':
      'Find a supplier, a delivery rider or an accountant recommended by other members in your city.',
    'offer.benchmarks.title': 'Benchmarks for your business',
    'offer.benchmarks.text':
      'Compare your peak hours and average basket with your sector’s, based on anonymised data.',
    'offer.beta.title': 'New features first',
    'offer.beta.text': 'Try new features before anyone else and tell us what to change.',
    'offer.advisor.title': 'An advisor in your city',
    'offer.advisor.text': 'Someone from our local team answers your questions and visits you if needed.',
    'meet.eyebrow': 'Near you',
    'meet.title': 'Meetups in seven cities',
    'meet.text':
      'Dakar, Bamako, Ouagadougou, Lomé, Cotonou, Libreville and Abidjan each host a monthly meetup in the early evening, so you do not have to close your shop.',
    'meet.point1': 'A practical topic at every session',
    'meet.point2': 'A talk from a merchant in the city',
    'meet.point3': 'Free sign-up from your Business space',
    'meet.visual': 'The seven cities hosting Business community meetups',
    'meet.places': 'Dakar, Bamako, Ouagadougou, Lomé, Cotonou, Libreville, Abidjan',
    'steps.title': 'Joining the community',
    'steps.one.title': 'Open your Business account',
    'steps.one.text': 'It takes a few minutes, with your company’s or your trade’s documents.',
    'steps.two.title': 'Turn on the Community space',
    'steps.two.text': 'From your Business space, choose your city and the topics that interest you.',
    'steps.three.title': 'Take part at your own pace',
    'steps.three.text': 'Sign up for workshops, ask your questions, share your best contacts.',
    'quote.text':
      'At the cash-flow workshop, I understood why I was short of money at the end of the month even though the restaurant was full. I changed my ordering days the very next week.',
    'quote.author': 'Akossiwa A.',
    'quote.role': 'restaurant manager in Lomé',
    'faq.title': 'Questions about the Business community',
    'faq.q1': 'Who can join the community?',
    'faq.a1':
      'Any holder of a verified {brand} Business account: company, sole trader, association or freelancer.',
    'faq.q2': 'Is it really free?',
    'faq.a2': 'Yes. Workshops, meetups and your advisor are included in your account, with no subscription.',
    'faq.q3': 'Can other members see my figures?',
    'faq.a3':
      'Never. Sector benchmarks are calculated from aggregated, anonymised data. Other members only see the profile you choose to show.',
    'faq.q4': 'Are workshops recorded?',
    'faq.a4': 'Yes, online workshops stay available as replays in your space for three months.',
  },
} satisfies PageMessages<typeof fr>;
