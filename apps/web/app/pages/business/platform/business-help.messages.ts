import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Aide et support pour les entreprises — {brand}',
  'meta.description':
    'Statut d’un paiement, reversements, cartes, API\u202f: trouvez une réponse ou parlez à notre équipe, 7 jours sur 7, par chat, e-mail ou téléphone, en français.',
  'hero.eyebrow': 'Aide {brand} Business',
  'hero.title': 'Une réponse rapide, et une personne quand il le faut',
  'hero.lead':
    'Suivez vos opérations étape par étape, trouvez la réponse aux questions courantes et, si besoin, écrivez à une équipe qui connaît les opérateurs de votre pays.',
  'hero.primary': 'Contacter l’équipe',
  'hero.secondary': 'Documentation technique',
  'hero.note': 'Support 7 jours sur 7, de 7 h à 22 h, heure d’Abidjan et de Dakar.',
  'hero.visual': 'Suivi d’un paiement de 25 000 F CFA, de son lancement à sa réussite',
  'hero.reference': 'Paiement PAY-7QK2M9',
  'hero.line1': 'Initié',
  'hero.line2': 'Validé',
  'hero.line3': 'Vérifié',
  'hero.line4': 'Réussi',
  'topics.eyebrow': 'Rubriques',
  'topics.title': 'Trouvez votre réponse par sujet',
  'topics.account.title': 'Compte et vérification',
  'topics.account.text':
    'Ouvrir un compte Business, fournir les documents de l’entreprise, inviter et gérer les membres de l’équipe.',
  'topics.payments.title': 'Paiements et statuts',
  'topics.payments.text':
    'Ce que signifie chaque statut, pourquoi un paiement est refusé ou expiré, comment rembourser un client.',
  'topics.payouts.title': 'Reversements',
  'topics.payouts.text':
    'Quand et comment votre argent arrive sur votre compte bancaire ou mobile money, et comment lire un relevé.',
  'topics.cards.title': 'Cartes entreprise',
  'topics.cards.text': 'Commander, recharger, bloquer une carte et régler ses plafonds.',
  'topics.api.title': 'API et intégrations',
  'topics.api.text':
    'Clés, webhooks, modules e-commerce\u202f: les réponses aux questions de vos développeurs.',
  'topics.security.title': 'Sécurité et fraude',
  'topics.security.text':
    'Reconnaître une tentative d’escroquerie, protéger vos accès et signaler une opération suspecte.',
  'incident.title': 'Un paiement pose problème\u202f? Trois réflexes',
  'incident.intro': 'La plupart des situations se règlent en quelques minutes avec la bonne information.',
  'incident.one.title': 'Retrouvez la référence',
  'incident.one.text':
    'Chaque opération a une référence unique, visible dans l’historique et sur le reçu du client.',
  'incident.two.title': 'Lisez son statut',
  'incident.two.text':
    '«\u00a0En attente de validation\u00a0»\u202f: le payeur doit confirmer sur son téléphone. «\u00a0Expiré\u00a0»\u202f: rien n’a été débité, il peut recommencer.',
  'incident.three.title': 'Écrivez-nous avec la référence',
  'incident.three.text':
    'Un agent reprend l’opération auprès de l’opérateur. Si le client a été débité sans succès, il est remboursé.',
  'faq.title': 'Les questions les plus posées',
  'faq.q1': 'Mon client a été débité mais le paiement est en échec\u202f: que faire\u202f?',
  'faq.a1':
    'Écrivez-nous avec la référence. Nous vérifions auprès de l’opérateur\u202f; un montant débité sans paiement réussi est reversé au client, et le motif est indiqué dans l’historique.',
  'faq.q2': 'Quand mes encaissements arrivent-ils sur mon compte bancaire\u202f?',
  'faq.a2':
    'Les paiements réussis d’une journée sont reversés le jour ouvré suivant. Le relevé détaille chaque paiement et ses frais.',
  'faq.q3': 'Pourquoi un paiement est-il «\u00a0bloqué pour sécurité\u00a0»\u202f?',
  'faq.a3':
    'Un paiement inhabituel est retenu pour contrôle avant d’être crédité. Un agent le vérifie, généralement dans l’heure, puis le libère ou rembourse le payeur.',
  'faq.q4': 'Quel est le montant minimum d’un paiement\u202f?',
  'faq.a4': '{amount}. Les plafonds dépendent de l’opérateur et du compte du payeur.',
  'faq.q5': 'Comment ajouter un collaborateur à mon compte\u202f?',
  'faq.a5':
    'Invitez-le depuis votre espace Business et choisissez son rôle\u202f: lecture seule, opérations ou administration.',
  'faq.q6': 'Un agent peut-il me demander mon code secret\u202f?',
  'faq.a6':
    'Jamais. Aucun membre de l’équipe {brand} ne vous demandera votre mot de passe, votre code secret mobile money ou un code reçu par SMS.',
  'contact.eyebrow': 'Contact',
  'contact.title': 'Parler à quelqu’un',
  'contact.intro':
    'Nos agents sont dans vos pays et connaissent vos opérateurs. Ayez la référence sous la main.',
  'contact.caption': 'Canaux de contact, horaires et délais de réponse',
  'contact.chat': 'Chat dans l’application',
  'contact.chat.value': '7 jours sur 7, de 7 h à 22 h, première réponse en moins de 10 minutes',
  'contact.email': 'Message depuis votre espace Business',
  'contact.email.value': 'Réponse sous 4 heures ouvrées',
  'contact.call': 'Rappel téléphonique',
  'contact.call.value': 'Sur demande, du lundi au samedi, par un agent de votre pays',
  'contact.urgent': 'Paiement bloqué ou suspect',
  'contact.urgent.value': 'Traité en priorité, 7 jours sur 7',
  'contact.languages': 'Langues',
  'contact.languages.value': 'Français et anglais',
  'quote.text':
    'Un samedi soir, un paiement de {amount} restait en attente. J’ai écrit au chat avec la référence\u202f: huit minutes plus tard, l’agent m’expliquait ce qui se passait chez l’opérateur.',
  'quote.author': 'Ibrahim S.',
  'quote.role': 'quincaillier à Bamako',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Business help and support — {brand}',
    'meta.description':
      'Payment status, payouts, cards, API: find an answer or talk to our team, 7 days a week, by chat, email or phone, in French or English.',
    'hero.eyebrow': '{brand} Business help',
    'hero.title': 'A quick answer, and a person when you need one',
    'hero.lead':
      'Follow your operations step by step, find answers to common questions and, when needed, write to a team that knows the operators in your country.',
    'hero.primary': 'Contact the team',
    'hero.secondary': 'Technical documentation',
    'hero.note': 'Support 7 days a week, 7 am to 10 pm, Abidjan and Dakar time.',
    'hero.visual': 'Tracking a 25,000 F CFA payment, from launch to success',
    'hero.reference': 'Payment PAY-7QK2M9',
    'hero.line1': 'Initiated',
    'hero.line2': 'Approved',
    'hero.line3': 'Verified',
    'hero.line4': 'Successful',
    'topics.eyebrow': 'Topics',
    'topics.title': 'Find your answer by topic',
    'topics.account.title': 'Account and verification',
    'topics.account.text':
      'Opening a Business account, providing company documents, inviting and managing team members.',
    'topics.payments.title': 'Payments and statuses',
    'topics.payments.text':
      'What each status means, why a payment is declined or expires, how to refund a customer.',
    'topics.payouts.title': 'Payouts',
    'topics.payouts.text':
      'When and how your money reaches your bank or mobile money account, and how to read a statement.',
    'topics.cards.title': 'Business cards',
    'topics.cards.text': 'Ordering, topping up and freezing a card, and setting its limits.',
    'topics.api.title': 'API and integrations',
    'topics.api.text': 'Keys, webhooks, e-commerce modules: answers to your developers’ questions.',
    'topics.security.title': 'Security and fraud',
    'topics.security.text':
      'Spotting a scam attempt, protecting your access and reporting a suspicious operation.',
    'incident.title': 'A payment went wrong? Three steps',
    'incident.intro': 'Most situations are settled in minutes with the right information.',
    'incident.one.title': 'Find the reference',
    'incident.one.text':
      'Every operation has a unique reference, shown in your history and on the customer’s receipt.',
    'incident.two.title': 'Read its status',
    'incident.two.text':
      '“Waiting for approval”: the payer must confirm on their phone. “Expired”: nothing was taken, they can try again.',
    'incident.three.title': 'Write to us with the reference',
    'incident.three.text':
      'An agent takes the operation up with the operator. If the customer was charged without success, they are refunded.',
    'faq.title': 'Most asked questions',
    'faq.q1': 'My customer was charged but the payment failed: what now?',
    'faq.a1':
      'Write to us with the reference. We check with the operator; an amount taken without a successful payment is returned to the customer, and the reason shows in the history.',
    'faq.q2': 'When do my takings reach my bank account?',
    'faq.a2':
      'A day’s successful payments are paid out on the next business day. The statement itemises each payment and its fees.',
    'faq.q3': 'Why is a payment “blocked for security”?',
    'faq.a3':
      'An unusual payment is held for review before it is credited. An agent checks it, usually within the hour, then releases it or refunds the payer.',
    'faq.q4': 'What is the minimum payment?',
    'faq.a4': '{amount}. Upper limits depend on the operator and the payer’s account.',
    'faq.q5': 'How do I add a colleague to my account?',
    'faq.a5':
      'Invite them from your Business space and choose their role: read only, operations or administration.',
    'faq.q6': 'Can an agent ask for my PIN?',
    'faq.a6':
      'Never. No one at {brand} will ever ask for your password, your mobile money PIN or a code received by text message.',
    'contact.eyebrow': 'Contact',
    'contact.title': 'Talk to someone',
    'contact.intro': 'Our agents are in your countries and know your operators. Keep the reference at hand.',
    'contact.caption': 'Contact channels, hours and response times',
    'contact.chat': 'Chat in the app',
    'contact.chat.value': '7 days a week, 7 am to 10 pm, first answer in under 10 minutes',
    'contact.email': 'Message from your Business space',
    'contact.email.value': 'Answer within 4 business hours',
    'contact.call': 'Phone call back',
    'contact.call.value': 'On request, Monday to Saturday, by an agent from your country',
    'contact.urgent': 'Blocked or suspicious payment',
    'contact.urgent.value': 'Handled first, 7 days a week',
    'contact.languages': 'Languages',
    'contact.languages.value': 'French and English',
    'quote.text':
      'One Saturday evening, a {amount} payment was stuck pending. I wrote to the chat with the reference: eight minutes later, the agent was explaining what was happening at the operator.',
    'quote.author': 'Ibrahim S.',
    'quote.role': 'hardware shop owner in Bamako',
  },
} satisfies PageMessages<typeof fr>;
