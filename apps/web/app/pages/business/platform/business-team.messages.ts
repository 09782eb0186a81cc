import type { Catalogue, PageMessages } from '../../../site/messages.ts';

const fr = {
  'meta.title': 'Gérer votre équipe sur un seul compte — {brand} Business',
  'meta.description':
    'Invitez comptable, caissiers et commerciaux sur votre compte {brand} Business\u202f: un accès et un rôle pour chacun, des cartes à plafond, et vous gardez la main.',
  'hero.eyebrow': 'Équipe',
  'hero.title': 'Toute l’équipe sur le même compte, chacun avec ses droits',
  'hero.lead':
    'Invitez votre comptable, vos caissiers et vos commerciaux. Chacun a son propre accès, son rôle et, si vous le souhaitez, sa carte avec son plafond\u202f: vous gardez la main sur tout.',
  'hero.primary': 'Inviter mon équipe',
  'hero.secondary': 'Voir les réglages de sécurité',
  'hero.note': 'Jusqu’à trois utilisateurs inclus dans la formule gratuite.',
  'hero.visual': 'Carte entreprise au nom d’une collaboratrice, avec son propre plafond',
  'hero.holder': 'Mariam Diallo',
  'steps.eyebrow': 'Mise en place',
  'steps.title': 'Une équipe opérationnelle en dix minutes',
  'steps.one.title': 'Invitez',
  'steps.one.text':
    'Par numéro de téléphone ou par e-mail. Votre collaborateur crée son accès et vérifie son identité depuis son propre téléphone.',
  'steps.two.title': 'Attribuez un rôle',
  'steps.two.text':
    'Comptable, caissier, administrateur… Le rôle détermine ce qu’il voit et ce qu’il peut faire, boutique par boutique si besoin.',
  'steps.three.title': 'Fixez les limites',
  'steps.three.text':
    'Plafonds, double validation, carte virtuelle ou physique\u202f: chaque limite se règle en quelques secondes et se modifie à tout moment.',
  'roles.title': 'Cinq rôles prêts à l’emploi',
  'roles.intro':
    'Utilisez-les tels quels ou ajustez leurs permissions\u202f: un rôle sur mesure se crée en quelques clics.',
  'roles.caption': 'Rôles disponibles et leurs permissions',
  'roles.owner': 'Propriétaire',
  'roles.owner.value': 'Tous les droits, dont la gestion des membres et des réglages de sécurité',
  'roles.admin': 'Administrateur',
  'roles.admin.value':
    'Paiements, bénéficiaires, cartes et membres, dans les limites fixées par le propriétaire',
  'roles.accountant': 'Comptable',
  'roles.accountant.value':
    'Relevés, factures et exports\u202f; prépare les paiements sans pouvoir les valider',
  'roles.cashier': 'Caissier',
  'roles.cashier.value': 'Encaissements et remboursements de sa caisse, sans accès au solde du compte',
  'roles.developer': 'Développeur',
  'roles.developer.value': 'Clés API et notifications en test\u202f; accès à la production sur autorisation',
  'spend.eyebrow': 'Vue d’ensemble',
  'spend.title': 'Qui dépense quoi, en un coup d’œil',
  'spend.text':
    'Chaque paiement est rattaché à la personne qui l’a fait. En fin de mois, vous voyez les dépenses de chacun, sans attendre les justificatifs papier.',
  'spend.point1': 'Dépenses par collaborateur, par équipe et par boutique',
  'spend.point2': 'Alerte quand un plafond approche',
  'spend.point3': 'Accès révoqué et cartes bloquées en un geste au départ d’un collaborateur',
  'spend.action': 'Découvrir la gestion des dépenses',
  'spend.visual': 'Récapitulatif des dépenses du mois par collaborateur, avec le total',
  'spend.document': 'Dépenses d’avril',
  'spend.line1': 'Mariam, ventes',
  'spend.line2': 'Koffi, logistique',
  'spend.line3': 'Awa, caisse',
  'spend.line4': 'Ibrahim, achats',
  'quote.text':
    'Nous avons quatre points de vente à Abidjan. Chaque caissier a son accès, je vois le soir même les ventes de chaque boutique, et je n’ai plus besoin de passer récupérer les espèces.',
  'quote.author': 'Serge K.',
  'quote.role': 'gérant de quatre boutiques de téléphonie, Abidjan',
  'faq.title': 'Questions sur la gestion d’équipe',
  'faq.q1': 'Combien d’utilisateurs puis-je ajouter\u202f?',
  'faq.a1':
    'Trois avec la formule gratuite, vingt avec la formule Pro à {price} par mois, et autant que nécessaire avec la formule Entreprise.',
  'faq.q2': 'Que se passe-t-il quand un collaborateur quitte l’entreprise\u202f?',
  'faq.a2':
    'Vous révoquez son accès en un geste\u202f: ses sessions sont fermées, ses cartes bloquées, et tout l’historique de ses opérations reste dans le compte.',
  'faq.q3': 'Mes collaborateurs voient-ils le solde de l’entreprise\u202f?',
  'faq.a3':
    'Seulement si leur rôle le permet. Un caissier ne voit que les encaissements de sa caisse\u202f; un commercial, que sa carte et ses propres dépenses.',
  'faq.q4': 'Mon expert-comptable peut-il avoir un accès\u202f?',
  'faq.a4':
    'Oui, avec le rôle Comptable, en lecture seule s’il le faut. Un cabinet externe n’est pas compté dans le nombre d’utilisateurs de votre formule.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Manage your team on one account — {brand} Business',
    'meta.description':
      'Invite your accountant, cashiers and sales staff to your {brand} Business account: an access and a role for each, cards with limits, and you stay in control.',
    'hero.eyebrow': 'Team',
    'hero.title': 'The whole team on one account, each with their own rights',
    'hero.lead':
      'Invite your accountant, your cashiers and your sales staff. Each has their own access, their role and, if you wish, their own card with its limit: you stay in control of everything.',
    'hero.primary': 'Invite my team',
    'hero.secondary': 'See security settings',
    'hero.note': 'Up to three users included in the free plan.',
    'hero.visual': 'A business card in a team member’s name, with its own limit',
    'hero.holder': 'Mariam Diallo',
    'steps.eyebrow': 'Set-up',
    'steps.title': 'A team up and running in ten minutes',
    'steps.one.title': 'Invite',
    'steps.one.text':
      'By phone number or email. Your team member creates their access and verifies their identity from their own phone.',
    'steps.two.title': 'Give a role',
    'steps.two.text':
      'Accountant, cashier, administrator… The role sets what they see and what they can do, shop by shop if needed.',
    'steps.three.title': 'Set the limits',
    'steps.three.text':
      'Limits, dual approval, virtual or physical card: each limit takes seconds to set and can be changed at any time.',
    'roles.title': 'Five ready-made roles',
    'roles.intro': 'Use them as they are or adjust their permissions: a custom role takes a few clicks.',
    'roles.caption': 'Available roles and their permissions',
    'roles.owner': 'Owner',
    'roles.owner.value': 'Full rights, including managing members and security settings',
    'roles.admin': 'Administrator',
    'roles.admin.value': 'Payments, payees, cards and members, within the limits set by the owner',
    'roles.accountant': 'Accountant',
    'roles.accountant.value': 'Statements, invoices and exports; prepares payments but cannot approve them',
    'roles.cashier': 'Cashier',
    'roles.cashier.value': 'Payments and refunds at their till, with no access to the account balance',
    'roles.developer': 'Developer',
    'roles.developer.value': 'API keys and notifications in test; production access when authorised',
    'spend.eyebrow': 'Overview',
    'spend.title': 'Who spends what, at a glance',
    'spend.text':
      'Every payment is linked to the person who made it. At the end of the month, you see everyone’s spending without waiting for paper receipts.',
    'spend.point1': 'Spending per person, per team and per shop',
    'spend.point2': 'An alert when a limit gets close',
    'spend.point3': 'Access revoked and cards blocked in one move when someone leaves',
    'spend.action': 'Discover expense management',
    'spend.visual': 'Summary of the month’s spending per team member, with the total',
    'spend.document': 'April spending',
    'spend.line1': 'Mariam, sales',
    'spend.line2': 'Koffi, logistics',
    'spend.line3': 'Awa, till',
    'spend.line4': 'Ibrahim, buying',
    'quote.text':
      'We have four shops in Abidjan. Each cashier has their own access, I see each shop’s sales the same evening, and I no longer need to go round collecting cash.',
    'quote.author': 'Serge K.',
    'quote.role': 'manager of four phone shops, Abidjan',
    'faq.title': 'Questions about team management',
    'faq.q1': 'How many users can I add?',
    'faq.a1':
      'Three with the free plan, twenty with the Pro plan at {price} a month, and as many as you need with the Enterprise plan.',
    'faq.q2': 'What happens when someone leaves the company?',
    'faq.a2':
      'You revoke their access in one move: their sessions are closed, their cards blocked, and the full history of their operations stays in the account.',
    'faq.q3': 'Can my team see the company balance?',
    'faq.a3':
      'Only if their role allows it. A cashier only sees the payments at their till; a salesperson, only their card and their own spending.',
    'faq.q4': 'Can my accountant have access?',
    'faq.a4':
      'Yes, with the Accountant role, read-only if needed. An external firm does not count towards your plan’s number of users.',
  },
} satisfies PageMessages<typeof fr>;
