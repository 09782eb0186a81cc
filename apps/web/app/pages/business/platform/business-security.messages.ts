import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Sécurité de votre compte Business — {brand}',
  'meta.description':
    'Double validation des paiements, rôles, plafonds par collaborateur, appareils autorisés et alertes\u202f: les réglages de sécurité de votre compte {brand} Business.',
  'hero.eyebrow': 'Sécurité du compte',
  'hero.title': 'Vous décidez qui peut payer, et jusqu’à quel montant',
  'hero.lead':
    'Double validation, rôles par collaborateur, plafonds, appareils autorisés et alertes en temps réel\u202f: les réglages de sécurité de votre compte Business sont entre vos mains.',
  'hero.primary': 'Ouvrir un compte Business',
  'hero.secondary': 'Comment nous protégeons la plateforme',
  'hero.visual':
    'Paiement fournisseur de {amount} en attente\u202f: préparé par le comptable, il attend la validation de la gérante',
  'hero.document': 'Paiement à valider',
  'hero.payee': 'Bénéficiaire',
  'hero.payee.value': 'Diarra & Fils',
  'hero.reason': 'Motif',
  'hero.reason.value': 'Facture n° 0388',
  'hero.preparer': 'Préparé par',
  'hero.preparer.value': 'Koffi, comptable',
  'hero.approver': 'À valider par',
  'hero.approver.value': 'Awa, gérante',
  'controls.eyebrow': 'Huit réglages à votre main',
  'controls.title': 'Les protections que vous contrôlez',
  'controls.mfa.title': 'Double authentification',
  'controls.mfa.text':
    'Un code par application ou par SMS à chaque connexion et pour toute opération sensible.',
  'controls.roles.title': 'Rôles et permissions',
  'controls.roles.text': 'Chaque collaborateur ne voit et ne fait que ce dont il a besoin pour son travail.',
  'controls.approval.title': 'Double validation',
  'controls.approval.text':
    'Au-delà du seuil que vous fixez, un second responsable doit approuver le paiement.',
  'controls.limits.title': 'Plafonds',
  'controls.limits.text': 'Par opération, par jour et par mois, pour chaque collaborateur et chaque carte.',
  'controls.devices.title': 'Appareils autorisés',
  'controls.devices.text':
    'Une connexion depuis un téléphone inconnu doit être approuvée par le propriétaire.',
  'controls.log.title': 'Journal d’activité',
  'controls.log.text': 'Qui a fait quoi, quand et depuis quel appareil, exportable à tout moment.',
  'controls.keys.title': 'Clés API restreintes',
  'controls.keys.text':
    'Des permissions par clé, une liste d’adresses IP autorisées et un renouvellement en un clic.',
  'controls.alerts.title': 'Alertes instantanées',
  'controls.alerts.text':
    'Par SMS, e-mail ou WhatsApp pour chaque paiement sortant, nouvel appareil ou bénéficiaire modifié.',
  'steps.title': 'La double validation, concrètement',
  'steps.intro':
    'Par défaut, tout paiement sortant de plus de {threshold} demande l’accord d’une deuxième personne.',
  'steps.one.title': 'Un collaborateur prépare',
  'steps.one.text':
    'Votre comptable saisit le paiement de {amount} au fournisseur de Bamako et joint la facture. Rien ne part encore.',
  'steps.two.title': 'Le responsable décide',
  'steps.two.text':
    'La gérante reçoit une notification avec le détail et la pièce jointe. Elle approuve ou refuse, code de confirmation à l’appui.',
  'steps.three.title': 'Le paiement part, tracé',
  'steps.three.text':
    'Le journal garde qui a préparé, qui a validé et à quelle heure. En cas de refus, le motif est noté.',
  'cards.eyebrow': 'Cartes des collaborateurs',
  'cards.title': 'Une carte perdue\u202f? Bloquée en une seconde',
  'cards.text':
    'Gelez une carte depuis l’application, pour un temps ou définitivement, et réactivez-la si elle est retrouvée. Choisissez aussi où elle fonctionne\u202f: en ligne, à l’étranger, dans certains types de commerces.',
  'cards.point1': 'Blocage et déblocage immédiats',
  'cards.point2': 'Paiements à l’étranger désactivés par défaut',
  'cards.point3': 'Nouvelle carte virtuelle émise sur-le-champ',
  'cards.action': 'Voir les cartes entreprise',
  'cards.visual': 'Carte entreprise d’un collaborateur, bloquable depuis l’application',
  'cards.holder': 'Seydou Traoré',
  'defaults.eyebrow': 'Réglages par défaut',
  'defaults.title': 'Prudent dès l’ouverture, ajustable ensuite',
  'defaults.intro':
    'Le propriétaire peut modifier chaque réglage\u202f; toute modification demande elle-même une double authentification et reste inscrite au journal.',
  'defaults.caption': 'Réglages de sécurité appliqués par défaut à un compte Business',
  'defaults.threshold': 'Seuil de double validation',
  'defaults.threshold.value': 'Tout paiement de plus de {threshold}',
  'defaults.daily': 'Plafond quotidien d’un collaborateur',
  'defaults.daily.value': '{daily} de paiements sortants',
  'defaults.payee': 'Nouveau bénéficiaire',
  'defaults.payee.value': 'Utilisable deux heures après son ajout',
  'defaults.session': 'Déconnexion automatique',
  'defaults.session.value': 'Après 15 minutes d’inactivité',
  'defaults.abroad': 'Paiements par carte à l’étranger',
  'defaults.abroad.value': 'Désactivés, à activer carte par carte',
  'defaults.log': 'Conservation du journal d’activité',
  'defaults.log.value': '10 ans',
  'faq.title': 'Questions sur la sécurité du compte',
  'faq.q1': 'Que faire si je pense qu’un accès a été compromis\u202f?',
  'faq.a1':
    'Depuis Réglages, puis Sécurité, fermez toutes les sessions et bloquez les cartes en un geste, puis contactez-nous\u202f: nous suspendons les paiements sortants le temps de vérifier avec vous.',
  'faq.q2': 'Le propriétaire peut-il tout faire seul\u202f?',
  'faq.a2':
    'Oui, si vous êtes seul dans l’entreprise. Dès que vous êtes deux, nous conseillons de garder la double validation, même pour le propriétaire.',
  'faq.q3': 'Ces réglages sont-ils payants\u202f?',
  'faq.a3':
    'Non. Double authentification, rôles, plafonds, double validation et journal sont inclus dans toutes les formules, y compris la formule gratuite.',
  'faq.q4': 'Et si je perds le téléphone qui sert à me connecter\u202f?',
  'faq.a4':
    'Connectez-vous avec l’un de vos codes de secours, ou faites vérifier votre identité par notre équipe. Le téléphone perdu est retiré de vos appareils autorisés.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Security of your Business account — {brand}',
    'meta.description':
      'Dual approval of payments, roles, limits per team member, trusted devices and alerts: the security settings of your {brand} Business account.',
    'hero.eyebrow': 'Account security',
    'hero.title': 'You decide who can pay, and up to what amount',
    'hero.lead':
      'Dual approval, roles per team member, limits, trusted devices and real-time alerts: the security settings of your Business account are in your hands.',
    'hero.primary': 'Open a Business account',
    'hero.secondary': 'How we protect the platform',
    'hero.visual':
      'A supplier payment of {amount} pending: prepared by the accountant, it awaits the manager’s approval',
    'hero.document': 'Payment to approve',
    'hero.payee': 'Payee',
    'hero.payee.value': 'Diarra & Fils',
    'hero.reason': 'Reason',
    'hero.reason.value': 'Invoice no. 0388',
    'hero.preparer': 'Prepared by',
    'hero.preparer.value': 'Koffi, accountant',
    'hero.approver': 'To approve',
    'hero.approver.value': 'Awa, manager',
    'controls.eyebrow': 'Eight settings in your hands',
    'controls.title': 'The protections you control',
    'controls.mfa.title': 'Two-factor authentication',
    'controls.mfa.text': 'A code by app or SMS at every sign-in and for every sensitive operation.',
    'controls.roles.title': 'Roles and permissions',
    'controls.roles.text': 'Each team member only sees and does what their job needs.',
    'controls.approval.title': 'Dual approval',
    'controls.approval.text':
      'Above the threshold you set, a second person in charge must approve the payment.',
    'controls.limits.title': 'Limits',
    'controls.limits.text': 'Per operation, per day and per month, for each team member and each card.',
    'controls.devices.title': 'Trusted devices',
    'controls.devices.text': 'A sign-in from an unknown phone must be approved by the owner.',
    'controls.log.title': 'Activity log',
    'controls.log.text': 'Who did what, when and from which device, exportable at any time.',
    'controls.keys.title': 'Restricted API keys',
    'controls.keys.text': 'Permissions per key, a list of allowed IP addresses and one-click rotation.',
    'controls.alerts.title': 'Instant alerts',
    'controls.alerts.text':
      'By SMS, email or WhatsApp for every outgoing payment, new device or changed payee.',
    'steps.title': 'Dual approval, in practice',
    'steps.intro': 'By default, any outgoing payment above {threshold} needs a second person’s approval.',
    'steps.one.title': 'A team member prepares',
    'steps.one.text':
      'Your accountant enters the {amount} payment to the supplier in Bamako and attaches the invoice. Nothing leaves yet.',
    'steps.two.title': 'The manager decides',
    'steps.two.text':
      'The manager gets a notification with the details and the attachment. She approves or declines, with a confirmation code.',
    'steps.three.title': 'The payment leaves, on record',
    'steps.three.text':
      'The log keeps who prepared, who approved and at what time. If declined, the reason is noted.',
    'cards.eyebrow': 'Team cards',
    'cards.title': 'A lost card? Blocked in a second',
    'cards.text':
      'Freeze a card from the app, for a while or for good, and unfreeze it if it turns up. You also choose where it works: online, abroad, at certain kinds of shops.',
    'cards.point1': 'Instant block and unblock',
    'cards.point2': 'Payments abroad off by default',
    'cards.point3': 'New virtual card issued on the spot',
    'cards.action': 'See business cards',
    'cards.visual': 'A team member’s business card, which can be blocked from the app',
    'cards.holder': 'Seydou Traoré',
    'defaults.eyebrow': 'Default settings',
    'defaults.title': 'Careful from day one, adjustable afterwards',
    'defaults.intro':
      'The owner can change every setting; each change itself requires two-factor authentication and stays in the log.',
    'defaults.caption': 'Security settings applied by default to a Business account',
    'defaults.threshold': 'Dual approval threshold',
    'defaults.threshold.value': 'Any payment above {threshold}',
    'defaults.daily': 'Daily limit of a team member',
    'defaults.daily.value': '{daily} in outgoing payments',
    'defaults.payee': 'New payee',
    'defaults.payee.value': 'Usable two hours after being added',
    'defaults.session': 'Automatic sign-out',
    'defaults.session.value': 'After 15 minutes of inactivity',
    'defaults.abroad': 'Card payments abroad',
    'defaults.abroad.value': 'Off, to switch on card by card',
    'defaults.log': 'Activity log kept for',
    'defaults.log.value': '10 years',
    'faq.title': 'Questions about account security',
    'faq.q1': 'What if I think an access has been compromised?',
    'faq.a1':
      'From Settings, then Security, close every session and block the cards in one move, then contact us: we hold outgoing payments while we check with you.',
    'faq.q2': 'Can the owner do everything alone?',
    'faq.a2':
      'Yes, if you run the business alone. As soon as there are two of you, we advise keeping dual approval, even for the owner.',
    'faq.q3': 'Do these settings cost extra?',
    'faq.a3':
      'No. Two-factor authentication, roles, limits, dual approval and the log are included in every plan, the free one too.',
    'faq.q4': 'What if I lose the phone I sign in with?',
    'faq.a4':
      'Sign in with one of your backup codes, or have our team check your identity. The lost phone is removed from your trusted devices.',
  },
} satisfies PageMessages<typeof fr>;
