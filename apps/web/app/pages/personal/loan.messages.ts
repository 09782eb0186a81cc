import type { Catalogue, PageMessages } from '../../site/messages.ts';

const fr = {
  'meta.title': 'Prêt rapide remboursé depuis votre mobile — {brand}',
  'meta.description':
    'Empruntez de 10 000 à 500 000 F CFA sur 1 à 6 mois avec {brand}. Coût total affiché avant d’accepter, sans frais de dossier, remboursement anticipé gratuit.',
  'hero.eyebrow': 'Prêt',
  'hero.title': 'Un prêt rapide, des échéances claires',
  'hero.lead':
    'Empruntez de {min} à {max}, sur 1 à 6 mois. Le coût total et chaque échéance sont affichés avant que vous acceptiez, et l’argent arrive sur votre compte en quelques minutes.',
  'hero.primary': 'Demander un prêt',
  'hero.secondary': 'Voir un exemple chiffré',
  'hero.note':
    'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
  'hero.visual': 'Votre plafond d’emprunt augmente à chaque prêt remboursé à temps',
  'stats.min': 'montant minimum',
  'stats.max': 'montant maximum',
  'stats.duration': 'de durée de remboursement',
  'stats.duration.value': '1 à 6 mois',
  'stats.answer': 'pour une réponse, en général',
  'stats.answer.value': '10 min',
  'example.eyebrow': 'Exemple',
  'example.title': 'Ce que coûte vraiment un prêt',
  'example.text':
    'Pour {amount} empruntés sur 3 mois, vous remboursez 3 échéances de {instalment}, soit {total} au total. Le coût du crédit est de {cost}, sans aucun autre frais.',
  'example.point1': 'Pas de frais de dossier',
  'example.point2': 'Des échéances identiques, prélevées à la date choisie',
  'example.point3': 'Un rappel par SMS trois jours avant chaque échéance',
  'example.visual': 'Échéancier d’un prêt remboursé en trois mensualités égales',
  'example.document': 'Votre échéancier',
  'example.line': 'Échéance {month}',
  'steps.title': 'Trois étapes, depuis votre téléphone',
  'steps.one.title': 'Faites votre demande',
  'steps.one.text':
    'Choisissez le montant et la durée\u202f: l’échéance et le coût total se calculent pendant que vous ajustez.',
  'steps.two.title': 'Recevez notre réponse',
  'steps.two.text':
    'Nous étudions l’historique de votre compte {brand}. Si nous ne pouvons pas prêter, nous vous disons pourquoi.',
  'steps.three.title': 'Acceptez, c’est versé',
  'steps.three.text':
    'Relisez le contrat, validez avec votre code\u202f: l’argent arrive sur votre compte ou votre mobile money.',
  'terms.title': 'Les conditions du prêt',
  'terms.intro': 'Les mêmes pour tous, écrites ici comme dans votre contrat.',
  'terms.caption': 'Montants, durée, coût, remboursement anticipé, retard et conditions d’accès du prêt',
  'terms.amount': 'Montant',
  'terms.amount.value': 'De {min} à {max}, selon votre plafond',
  'terms.duration': 'Durée',
  'terms.duration.value': 'De 1 à 6 mois, une échéance par mois',
  'terms.cost': 'Coût',
  'terms.cost.value': '1,5\u202f% du montant emprunté par mois, sans frais de dossier',
  'terms.early': 'Remboursement anticipé',
  'terms.early.value':
    'Possible à tout moment, sans pénalité\u202f; les intérêts des mois restants ne sont pas dus',
  'terms.late': 'Retard de paiement',
  'terms.late.value': '3 jours de tolérance, puis 2\u202f% de l’échéance impayée, une seule fois',
  'terms.who': 'Qui peut emprunter',
  'terms.who.value': 'Titulaires majeurs d’un compte {brand} vérifié depuis au moins 3 mois',
  'faq.title': 'Questions sur le prêt',
  'faq.q1': 'Comment mon plafond est-il fixé\u202f?',
  'faq.a1':
    'Il dépend de l’ancienneté et de l’activité de votre compte. Chaque prêt remboursé à temps peut le faire augmenter, jusqu’à {max}.',
  'faq.q2': 'Comment se passe le remboursement\u202f?',
  'faq.a2':
    'À chaque échéance, le montant est prélevé sur votre solde {brand}. S’il ne suffit pas, vous payez depuis votre mobile money en un geste.',
  'faq.q3': 'Que se passe-t-il si je ne peux pas payer une échéance\u202f?',
  'faq.a3':
    'Contactez-nous avant la date\u202f: nous pouvons décaler une échéance une fois par prêt, sans frais. Plus tôt vous nous prévenez, plus nous avons de solutions.',
  'faq.q4': 'Puis-je avoir deux prêts en même temps\u202f?',
  'faq.a4':
    'Non. Pour ne pas vous surendetter, un nouveau prêt n’est possible qu’une fois le précédent entièrement remboursé.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Fast loans repaid from your phone — {brand}',
    'meta.description':
      'Borrow from 10,000 to 500,000 CFA francs over 1 to 6 months with {brand}. Total cost and instalments shown upfront, no arrangement or early repayment fee.',
    'hero.eyebrow': 'Loan',
    'hero.title': 'A fast loan, with clear instalments',
    'hero.lead':
      'Borrow from {min} to {max}, over 1 to 6 months. The total cost and every instalment are shown before you accept, and the money reaches your account within minutes.',
    'hero.primary': 'Apply for a loan',
    'hero.secondary': 'See a worked example',
    'hero.note':
      'Borrowing is a commitment and must be repaid. Check that you can afford the repayments first.',
    'hero.visual': 'Your borrowing limit grows with each loan repaid on time',
    'stats.min': 'minimum amount',
    'stats.max': 'maximum amount',
    'stats.duration': 'to repay',
    'stats.duration.value': '1–6 months',
    'stats.answer': 'for an answer, usually',
    'stats.answer.value': '10 min',
    'example.eyebrow': 'Example',
    'example.title': 'What a loan really costs',
    'example.text':
      'For {amount} borrowed over 3 months, you repay 3 instalments of {instalment}, making {total} in all. The cost of credit is {cost}, with no other fees.',
    'example.point1': 'No arrangement fee',
    'example.point2': 'Equal instalments, taken on the date you choose',
    'example.point3': 'A text reminder three days before each instalment',
    'example.visual': 'Schedule of a loan repaid in three equal monthly instalments',
    'example.document': 'Your repayment schedule',
    'example.line': 'Instalment {month}',
    'steps.title': 'Three steps, from your phone',
    'steps.one.title': 'Apply',
    'steps.one.text': 'Choose the amount and the term: the instalment and total cost update as you adjust.',
    'steps.two.title': 'Get our answer',
    'steps.two.text': 'We look at your {brand} account history. If we cannot lend, we tell you why.',
    'steps.three.title': 'Accept and receive it',
    'steps.three.text':
      'Read the agreement, confirm with your PIN: the money reaches your account or your mobile money.',
    'terms.title': 'The loan terms',
    'terms.intro': 'The same for everyone, written here just as in your agreement.',
    'terms.caption': 'Loan amounts, term, cost, early repayment, late payment and eligibility',
    'terms.amount': 'Amount',
    'terms.amount.value': 'From {min} to {max}, depending on your limit',
    'terms.duration': 'Term',
    'terms.duration.value': '1 to 6 months, one instalment a month',
    'terms.cost': 'Cost',
    'terms.cost.value': '1.5% of the amount borrowed per month, no arrangement fee',
    'terms.early': 'Early repayment',
    'terms.early.value': 'Any time, free of charge; interest for the remaining months is not due',
    'terms.late': 'Late payment',
    'terms.late.value': '3 days’ grace, then 2% of the unpaid instalment, charged once',
    'terms.who': 'Who can borrow',
    'terms.who.value': 'Adult holders of a {brand} account verified for at least 3 months',
    'faq.title': 'Questions about loans',
    'faq.q1': 'How is my limit set?',
    'faq.a1':
      'It depends on how long and how actively you have used your account. Each loan repaid on time can raise it, up to {max}.',
    'faq.q2': 'How do repayments work?',
    'faq.a2':
      'On each due date, the amount is taken from your {brand} balance. If it is not enough, you pay from your mobile money in one tap.',
    'faq.q3': 'What if I cannot pay an instalment?',
    'faq.a3':
      'Contact us before the due date: we can move one instalment per loan, free of charge. The sooner you tell us, the more options we have.',
    'faq.q4': 'Can I have two loans at once?',
    'faq.a4':
      'No. To avoid over-indebtedness, a new loan is only possible once the previous one is fully repaid.',
  },
} satisfies PageMessages<typeof fr>;
