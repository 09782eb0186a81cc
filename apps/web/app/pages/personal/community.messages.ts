import type { Catalogue, PageMessages } from '../../site/messages.ts';

const fr = {
  'meta.title': 'La communauté {brand}\u202f: entraide, ateliers, ambassadeurs',
  'meta.description':
    'Rejoignez la communauté {brand}\u202f: groupes d’entraide par ville, ateliers pour mieux gérer votre argent, votes sur les nouveautés et programme ambassadeurs.',
  'hero.eyebrow': 'Communauté',
  'hero.title': 'Une communauté qui s’entraide, d’une ville à l’autre',
  'hero.lead':
    'À Cotonou, Abidjan, Dakar ou Lomé, des utilisateurs de {brand} partagent leurs astuces, repèrent les arnaques et nous disent ce qu’il faut améliorer. Votre voix compte autant que la leur.',
  'hero.primary': 'Rejoindre la communauté',
  'hero.secondary': 'Devenir ambassadeur',
  'hero.visual': 'Les villes où la communauté {brand} se retrouve',
  'hero.places': 'Cotonou, Abidjan, Dakar, Lomé, Bamako, Ouagadougou',
  'join.eyebrow': 'Participer',
  'join.title': 'Quatre façons de vous impliquer',
  'join.intro': 'Tout est gratuit et ouvert à chaque titulaire d’un compte {brand} vérifié.',
  'join.groups.title': 'Des groupes par ville',
  'join.groups.text':
    'Échangez avec les utilisateurs de votre ville dans des groupes de discussion animés par notre équipe locale, en français et dans les langues de chacun.',
  'join.workshops.title': 'Des ateliers pour mieux gérer votre argent',
  'join.workshops.text':
    'Faire un budget, épargner pour un projet, reconnaître une fraude\u202f: des ateliers d’une heure, en ligne ou dans nos bureaux.',
  'join.ambassadors.title': 'Un programme ambassadeurs',
  'join.ambassadors.text':
    'Vous aimez expliquer\u202f? Aidez vos voisins à prendre en main l’application et animez des rencontres dans votre quartier.',
  'join.help.title': 'De l’entraide entre membres',
  'join.help.text':
    'Posez une question, partagez une réponse\u202f: nos agents veillent à ce qu’aucune question ne reste sans réponse plus d’une journée.',
  'vote.eyebrow': 'Vous décidez',
  'vote.title': 'Les prochaines fonctions, choisies avec vous',
  'vote.text':
    'Chaque trimestre, nous soumettons au vote de la communauté les idées qui reviennent le plus souvent. Les plus demandées entrent dans notre programme de travail.',
  'vote.point1': 'Un vote ouvert dans l’application chaque trimestre',
  'vote.point2': 'Les résultats publiés, idée par idée',
  'vote.point3': 'Un compte rendu de ce qui a été livré',
  'vote.visual': 'Résultats d’un vote\u202f: l’idée la plus demandée devance nettement les autres',
  'ambassadors.title': 'Devenir ambassadeur',
  'ambassadors.intro':
    'Les ambassadeurs sont des utilisateurs comme vous, formés par notre équipe et défrayés pour chaque atelier qu’ils animent.',
  'ambassadors.one.title': 'Proposez votre candidature',
  'ambassadors.one.text':
    'Depuis l’application, dites-nous dans quelle ville vous êtes et pourquoi vous voulez vous engager.',
  'ambassadors.two.title': 'Suivez la formation',
  'ambassadors.two.text':
    'Deux heures avec notre équipe pour connaître le produit, les bons réflexes de sécurité et l’animation d’un atelier.',
  'ambassadors.three.title': 'Animez près de chez vous',
  'ambassadors.three.text':
    'Marché, association, université\u202f: vous choisissez vos lieux et vos dates, nous fournissons les supports.',
  'quote.text':
    'Au marché de Rood Woko, beaucoup de commerçantes n’osaient pas payer par téléphone. Après deux ateliers, ce sont elles qui expliquent aux autres.',
  'quote.author': 'Salimata O.',
  'quote.role': 'ambassadrice à Ouagadougou',
  'safety.eyebrow': 'Ensemble contre la fraude',
  'safety.title': 'Trois réflexes que toute la communauté partage',
  'safety.intro':
    'Les escrocs comptent sur la précipitation. Ces règles valent pour vous comme pour vos proches.',
  'safety.pin.title': 'Votre code reste secret',
  'safety.pin.text':
    'Personne chez {brand} ne vous demandera jamais votre code secret, ni par téléphone, ni par message.',
  'safety.check.title': 'Vérifiez avant de valider',
  'safety.check.text':
    'Une demande de paiement inattendue\u202f? Lisez le montant et le bénéficiaire avant de saisir votre code.',
  'safety.report.title': 'Signalez, protégez les autres',
  'safety.report.text':
    'Un message suspect se signale en deux gestes dans l’application. Nous prévenons la communauté si une arnaque circule.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'The {brand} community: mutual help, workshops',
    'meta.description':
      'Join the {brand} community: local help groups in each city, workshops to manage your money better, votes on upcoming features and an ambassador programme.',
    'hero.eyebrow': 'Community',
    'hero.title': 'A community that helps each other, from city to city',
    'hero.lead':
      'In Cotonou, Abidjan, Dakar or Lomé, {brand} users share tips, spot scams and tell us what to improve. Your voice counts as much as theirs.',
    'hero.primary': 'Join the community',
    'hero.secondary': 'Become an ambassador',
    'hero.visual': 'The cities where the {brand} community meets',
    'hero.places': 'Cotonou, Abidjan, Dakar, Lomé, Bamako, Ouagadougou',
    'join.eyebrow': 'Take part',
    'join.title': 'Four ways to get involved',
    'join.intro': 'Everything is free and open to every holder of a verified {brand} account.',
    'join.groups.title': 'Groups in every city',
    'join.groups.text':
      'Talk with users in your city in discussion groups run by our local team, in French and in everyone’s own languages.',
    'join.workshops.title': 'Workshops to manage your money better',
    'join.workshops.text':
      'Making a budget, saving for a project, spotting fraud: one-hour workshops, online or in our offices.',
    'join.ambassadors.title': 'An ambassador programme',
    'join.ambassadors.text':
      'Enjoy explaining things? Help your neighbours get started with the app and host meetings in your area.',
    'join.help.title': 'Members helping members',
    'join.help.text':
      'Ask a question, share an answer: our agents make sure no question goes unanswered for more than a day.',
    'vote.eyebrow': 'You decide',
    'vote.title': 'Upcoming features, chosen with you',
    'vote.text':
      'Every quarter, we put the most frequent ideas to a community vote. The most wanted ones go into our work plan.',
    'vote.point1': 'A vote open in the app every quarter',
    'vote.point2': 'Results published, idea by idea',
    'vote.point3': 'A report on what has been delivered',
    'vote.visual': 'Results of a vote: the most wanted idea is well ahead of the others',
    'ambassadors.title': 'Become an ambassador',
    'ambassadors.intro':
      'Ambassadors are users like you, trained by our team and paid expenses for every workshop they run.',
    'ambassadors.one.title': 'Apply',
    'ambassadors.one.text': 'From the app, tell us which city you live in and why you want to get involved.',
    'ambassadors.two.title': 'Take the training',
    'ambassadors.two.text':
      'Two hours with our team to learn the product, good security habits and how to run a workshop.',
    'ambassadors.three.title': 'Run workshops near you',
    'ambassadors.three.text':
      'Market, association, university: you choose the places and dates, we provide the materials.',
    'quote.text':
      'At the Rood Woko market, many traders didn’t dare pay by phone. After two workshops, they are the ones explaining it to others.',
    'quote.author': 'Salimata O.',
    'quote.role': 'ambassador in Ouagadougou',
    'safety.eyebrow': 'Together against fraud',
    'safety.title': 'Three habits the whole community shares',
    'safety.intro': 'Scammers count on you rushing. These rules apply to you and to your family alike.',
    'safety.pin.title': 'Your PIN stays secret',
    'safety.pin.text': 'No one at {brand} will ever ask for your PIN, by phone or by message.',
    'safety.check.title': 'Check before you approve',
    'safety.check.text':
      'An unexpected payment request? Read the amount and the recipient before you enter your PIN.',
    'safety.report.title': 'Report it, protect others',
    'safety.report.text':
      'A suspicious message takes two taps to report in the app. We warn the community when a scam is going round.',
  },
} satisfies PageMessages<typeof fr>;
