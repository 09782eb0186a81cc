import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'L’équipe {brand}\u202f: Cotonou, Abidjan et Dakar',
  'meta.description':
    'Qui sommes-nous\u202f? L’équipe derrière {brand}, sa mission, ses valeurs, ses bureaux de Cotonou, Abidjan et Dakar, et la façon de nous rejoindre.',
  'hero.eyebrow': 'L’équipe',
  'hero.title': 'Les personnes derrière {brand}',
  'hero.lead':
    'Ingénieurs, agents de support, analystes des risques, équipes terrain\u202f: nous travaillons entre Cotonou, Abidjan et Dakar pour que chaque franc envoyé arrive, et que chacun sache ce qu’il paie.',
  'hero.primary': 'Nous rejoindre',
  'hero.secondary': 'Ouvrir un compte',
  'hero.visual': 'Nos trois bureaux\u202f: Cotonou, Abidjan et Dakar',
  'hero.places': 'Cotonou, Abidjan, Dakar',
  'mission.eyebrow': 'Notre mission',
  'mission.title': 'Rendre l’argent simple, partout en Afrique de l’Ouest',
  'mission.intro':
    'Payer, envoyer, recevoir\u202f: des gestes quotidiens qui restent trop souvent lents, chers ou opaques. Nous construisons une application qui réunit le mobile money, la carte et la banque, avec des frais annoncés avant chaque opération.',
  'stats.offices': 'bureaux dans la région',
  'stats.countries': 'pays servis',
  'stats.operators': 'opérateurs de mobile money',
  'stats.support': 'un support joignable',
  'stats.support.value': '7 j/7',
  'values.eyebrow': 'Nos valeurs',
  'values.title': 'Ce qui guide nos décisions',
  'values.clarity.title': 'La clarté',
  'values.clarity.text':
    'Des frais annoncés avant de payer, des statuts en mots simples, des réponses sans jargon.',
  'values.reliability.title': 'La fiabilité',
  'values.reliability.text':
    'Chaque mouvement est enregistré, vérifié et rapproché. Un franc ne se perd pas.',
  'values.proximity.title': 'La proximité',
  'values.proximity.text':
    'Des équipes dans chaque pays, qui connaissent les marchés, les opérateurs et les langues.',
  'values.care.title': 'La prudence',
  'values.care.text': 'Nous protégeons l’argent de nos clients avant de chercher à aller vite.',
  'offices.title': 'Trois bureaux, une seule équipe',
  'offices.intro': 'Chaque bureau a sa spécialité, et tous travaillent sur le même produit, chaque jour.',
  'offices.caption': 'Nos bureaux et les équipes qu’ils accueillent',
  'offices.cotonou': 'Cotonou',
  'offices.cotonou.value': 'Siège\u202f: produit, ingénierie et finance',
  'offices.abidjan': 'Abidjan',
  'offices.abidjan.value': 'Opérations, conformité et relations avec les opérateurs',
  'offices.dakar': 'Dakar',
  'offices.dakar.value': 'Support client et accompagnement des commerçants',
  'quote.text':
    'Quand un client de Thiès m’appelle parce que son transfert est en attente, je vois exactement où il en est. Lui répondre en une minute, c’est pour ça que je suis ici.',
  'quote.author': 'Ndèye F.',
  'quote.role': 'responsable du support client, Dakar',
  'join.eyebrow': 'Nous rejoindre',
  'join.title': 'Construisez {brand} avec nous',
  'join.intro':
    'Nous recrutons dans nos trois bureaux\u202f: ingénierie, support, risques et conformité, équipes commerciales. Nos postes ouverts sont publiés sur nos réseaux professionnels, et chaque candidature spontanée est lue.',
  'join.one.title': 'Un premier échange',
  'join.one.text':
    'Trente minutes avec une personne de l’équipe pour parler de vous, du poste et de nos façons de travailler.',
  'join.two.title': 'Un exercice concret',
  'join.two.text':
    'Un cas proche du travail réel, jamais plus de trois heures, que nous discutons ensuite ensemble.',
  'join.three.title': 'La rencontre avec l’équipe',
  'join.three.text': 'Vos futurs collègues, au bureau ou en visio. Vous avez notre réponse sous dix jours.',
  'faq.title': 'Questions sur le recrutement',
  'faq.q1': 'Faut-il venir de la finance\u202f?',
  'faq.a1':
    'Non. Beaucoup d’entre nous viennent du commerce, des télécoms, de la santé ou de l’enseignement. Nous formons chacun aux métiers du paiement et à leurs règles.',
  'faq.q2': 'Peut-on travailler à distance\u202f?',
  'faq.a2':
    'Pour certains postes, oui, depuis un pays de la zone UEMOA, avec une semaine par trimestre dans l’un de nos bureaux.',
  'faq.q3': 'Proposez-vous des stages\u202f?',
  'faq.a3': 'Oui, des stages rémunérés de trois à six mois, en ingénierie, en opérations et en marketing.',
  'faq.q4': 'En quelle langue travaillez-vous\u202f?',
  'faq.a4':
    'En français au quotidien. L’anglais est utile pour certains postes techniques, et nos agents parlent aussi les langues de leurs clients.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'The {brand} team: Cotonou, Abidjan and Dakar',
    'meta.description':
      'Who we are: the team behind {brand}, its mission and values, its offices in Cotonou, Abidjan and Dakar, and how you can join us and build it with us.',
    'hero.eyebrow': 'The team',
    'hero.title': 'The people behind {brand}',
    'hero.lead':
      'Engineers, support agents, risk analysts, field teams: we work across Cotonou, Abidjan and Dakar so that every franc sent arrives, and everyone knows what they pay.',
    'hero.primary': 'Join us',
    'hero.secondary': 'Open an account',
    'hero.visual': 'Our three offices: Cotonou, Abidjan and Dakar',
    'hero.places': 'Cotonou, Abidjan, Dakar',
    'mission.eyebrow': 'Our mission',
    'mission.title': 'Making money simple, across West Africa',
    'mission.intro':
      'Paying, sending, receiving: everyday actions that are still too often slow, costly or opaque. We are building an app that brings mobile money, cards and banks together, with fees shown before every transaction.',
    'stats.offices': 'offices in the region',
    'stats.countries': 'countries served',
    'stats.operators': 'mobile money operators',
    'stats.support': 'support you can reach',
    'stats.support.value': '7 days',
    'values.eyebrow': 'Our values',
    'values.title': 'What guides our decisions',
    'values.clarity.title': 'Clarity',
    'values.clarity.text': 'Fees shown before you pay, statuses in plain words, answers without jargon.',
    'values.reliability.title': 'Reliability',
    'values.reliability.text':
      'Every movement is recorded, checked and reconciled. Not a franc goes missing.',
    'values.proximity.title': 'Closeness',
    'values.proximity.text': 'Teams in every country who know the markets, the operators and the languages.',
    'values.care.title': 'Care',
    'values.care.text': 'We protect our customers’ money before we try to move fast.',
    'offices.title': 'Three offices, one team',
    'offices.intro': 'Each office has its speciality, and all of them work on the same product, every day.',
    'offices.caption': 'Our offices and the teams they host',
    'offices.cotonou': 'Cotonou',
    'offices.cotonou.value': 'Head office: product, engineering and finance',
    'offices.abidjan': 'Abidjan',
    'offices.abidjan.value': 'Operations, compliance and relations with operators',
    'offices.dakar': 'Dakar',
    'offices.dakar.value': 'Customer support and help for merchants',
    'quote.text':
      'When a customer in Thiès calls because their transfer is pending, I can see exactly where it is. Answering them in a minute is why I am here.',
    'quote.author': 'Ndèye F.',
    'quote.role': 'head of customer support, Dakar',
    'join.eyebrow': 'Join us',
    'join.title': 'Build {brand} with us',
    'join.intro':
      'We hire in all three offices: engineering, support, risk and compliance, sales teams. Open positions are posted on our professional networks, and every speculative application is read.',
    'join.one.title': 'A first conversation',
    'join.one.text': 'Thirty minutes with someone from the team to talk about you, the role and how we work.',
    'join.two.title': 'A practical exercise',
    'join.two.text':
      'A case close to the real work, never more than three hours, which we then discuss together.',
    'join.three.title': 'Meeting the team',
    'join.three.text':
      'Your future colleagues, in the office or by video. You get our answer within ten days.',
    'faq.title': 'Questions about hiring',
    'faq.q1': 'Do I need a finance background?',
    'faq.a1':
      'No. Many of us come from retail, telecoms, healthcare or teaching. We train everyone in payments and their rules.',
    'faq.q2': 'Can I work remotely?',
    'faq.a2': 'For some roles, yes, from a WAEMU country, with one week per quarter in one of our offices.',
    'faq.q3': 'Do you offer internships?',
    'faq.a3': 'Yes, paid internships of three to six months, in engineering, operations and marketing.',
    'faq.q4': 'What language do you work in?',
    'faq.a4':
      'French, day to day. English helps for some technical roles, and our agents also speak their customers’ languages.',
  },
} satisfies PageMessages<typeof fr>;
