import type { Catalogue, PageMessages } from '../../site/messages.ts';

const fr = {
  'meta.title': 'Transfert d’argent en Afrique de l’Ouest — {brand}',
  'meta.description':
    'Envoyez de l’argent du Bénin au Sénégal, de la Côte d’Ivoire au Gabon\u202f: frais et montant reçu affichés avant de confirmer, livraison sur mobile money.',
  'hero.eyebrow': 'Transfert international',
  'hero.title': 'Envoyez de l’argent d’un pays à l’autre, au prix annoncé',
  'hero.lead':
    'De Cotonou à Dakar, d’Abidjan à Libreville\u202f: {fee} de frais par transfert, et le montant exact reçu par votre proche affiché avant que vous confirmiez.',
  'hero.primary': 'Envoyer de l’argent',
  'hero.note': 'Votre premier transfert est possible dès la vérification de votre identité.',
  'hero.visual': 'Les sept villes reliées par les transferts {brand}',
  'hero.places': 'Cotonou, Lomé, Ouagadougou, Bamako, Dakar, Abidjan, Libreville',
  'stats.fee': 'de frais par transfert',
  'stats.minimum': 'au minimum par transfert',
  'stats.countries': 'pays d’Afrique de l’Ouest et centrale',
  'stats.delay': 'pour la plupart des envois vers le mobile money',
  'stats.delay.value': '< 5 min',
  'steps.title': 'Un transfert en trois étapes',
  'steps.one.title': 'Indiquez le destinataire',
  'steps.one.text':
    'Son pays et son numéro Orange Money, MTN MoMo, Moov, Wave, Free Money ou Airtel, ou son compte {brand}.',
  'steps.two.title': 'Vérifiez le récapitulatif',
  'steps.two.text':
    'Montant envoyé, frais, total débité et montant reçu\u202f: tout est affiché avant de payer.',
  'steps.three.title': 'Confirmez',
  'steps.three.text':
    'Validez avec votre code. Votre proche reçoit un SMS dès que l’argent est sur son mobile money.',
  'fees.eyebrow': 'Transparence',
  'fees.title': 'Frais, plafonds et délais',
  'fees.intro': 'Un seul tarif, quel que soit le pays de destination. Aucune marge cachée sur le change.',
  'fees.caption': 'Frais, change, délais de livraison et plafonds des transferts internationaux',
  'fees.fee': 'Frais de transfert',
  'fees.fee.value':
    '{percent} du montant envoyé + {fixed} par transfert ({exampleFee} pour {exampleAmount} envoyés)',
  'fees.xof': 'Vers la zone UEMOA (F CFA de l’Ouest)',
  'fees.xof.value':
    'Bénin, Burkina Faso, Côte d’Ivoire, Mali, Sénégal, Togo\u202f: même monnaie, aucun change',
  'fees.xaf': 'Vers le Gabon (F CFA de l’Afrique centrale)',
  'fees.xaf.value':
    'Parité fixe\u202f: 1 F CFA de l’Ouest = 1 F CFA d’Afrique centrale, sans marge de change',
  'fees.mobile': 'Livraison sur mobile money',
  'fees.mobile.value': 'Quelques minutes en général',
  'fees.bank': 'Livraison sur compte bancaire',
  'fees.bank.value': '24 à 48 h ouvrées',
  'fees.limit': 'Montants',
  'fees.limit.value': 'De {min} à {max} par transfert, jusqu’à {daily} par jour au total',
  'track.eyebrow': 'Suivi',
  'track.title': 'Vous savez toujours où en est votre argent',
  'track.text':
    'Chaque transfert a sa référence et son statut en clair, de «\u00a0Paiement initié\u00a0» à «\u00a0Réussi\u00a0». Si une étape bloque, vous le voyez tout de suite, avec la raison.',
  'track.point1': 'Un reçu à partager avec votre proche',
  'track.point2': 'Une notification à chaque changement de statut',
  'track.point3': 'En cas d’échec, votre argent vous est reversé',
  'track.action': 'Payer aussi par carte',
  'track.visual': 'Suivi d’un transfert vers Lomé\u202f: chaque étape validée jusqu’à «\u00a0Réussi\u00a0»',
  'track.received': 'Reçu à Lomé',
  'track.line1': 'Paiement initié',
  'track.line2': 'Paiement validé',
  'track.line3': 'Envoi à l’opérateur',
  'track.line4': 'Réussi',
  'quote.text':
    'Je paie la scolarité de mon petit frère à Ouagadougou depuis Dakar. Je sais au franc près ce qu’il reçoit, et il a le SMS avant même que je raccroche.',
  'quote.author': 'Ibrahima S.',
  'quote.role': 'infirmier à Dakar',
  'faq.title': 'Questions sur les transferts',
  'faq.q1': 'Mon proche doit-il avoir un compte {brand}\u202f?',
  'faq.a1':
    'Non. Un numéro de mobile money actif suffit. S’il a un compte {brand}, il reçoit l’argent directement sur son solde.',
  'faq.q2': 'Vers quels pays puis-je envoyer\u202f?',
  'faq.a2':
    'Bénin, Burkina Faso, Côte d’Ivoire, Gabon, Mali, Sénégal et Togo. Les opérateurs disponibles s’affichent quand vous choisissez le pays.',
  'faq.q3': 'Et si je me trompe de numéro\u202f?',
  'faq.a3':
    'Avant de confirmer, nous affichons le nom enregistré chez l’opérateur quand il est disponible. Une fois l’argent livré, nous contactons le bénéficiaire mais ne pouvons pas garantir le retour des fonds.',
  'faq.q4': 'Puis-je annuler un transfert\u202f?',
  'faq.a4':
    'Oui, tant qu’il n’est pas livré\u202f: les frais vous sont alors remboursés avec le montant. Un transfert déjà livré ne peut plus être annulé.',
  'faq.q5': 'Pourquoi mon transfert est-il «\u00a0en cours de vérification\u00a0»\u202f?',
  'faq.a5':
    'Certains transferts inhabituels sont contrôlés avant d’être livrés, pour vous protéger de la fraude. Le contrôle prend en général moins d’une heure.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Money transfers across West Africa — {brand}',
    'meta.description':
      'Send money from Benin to Senegal or from Côte d’Ivoire to Gabon: fees and amount received shown before you confirm, delivered to mobile money.',
    'hero.eyebrow': 'International transfer',
    'hero.title': 'Send money across borders, at the price you were quoted',
    'hero.lead':
      'From Cotonou to Dakar, from Abidjan to Libreville: {fee} in fees per transfer, and the exact amount your family receives shown before you confirm.',
    'hero.primary': 'Send money',
    'hero.note': 'You can make your first transfer as soon as your identity is verified.',
    'hero.visual': 'The seven cities linked by {brand} transfers',
    'hero.places': 'Cotonou, Lomé, Ouagadougou, Bamako, Dakar, Abidjan, Libreville',
    'stats.fee': 'in fees per transfer',
    'stats.minimum': 'minimum per transfer',
    'stats.countries': 'countries in West and Central Africa',
    'stats.delay': 'for most transfers to mobile money',
    'stats.delay.value': '< 5 min',
    'steps.title': 'A transfer in three steps',
    'steps.one.title': 'Enter the recipient',
    'steps.one.text':
      'Their country and their Orange Money, MTN MoMo, Moov, Wave, Free Money or Airtel number, or their {brand} account.',
    'steps.two.title': 'Check the summary',
    'steps.two.text':
      'Amount sent, fee, total charged and amount received: everything is shown before you pay.',
    'steps.three.title': 'Confirm',
    'steps.three.text':
      'Approve with your PIN. Your relative gets a text message as soon as the money reaches their mobile money.',
    'fees.eyebrow': 'Transparency',
    'fees.title': 'Fees, limits and timings',
    'fees.intro': 'One price, whatever the destination. No hidden margin on exchange.',
    'fees.caption': 'Fees, exchange, delivery times and limits for international transfers',
    'fees.fee': 'Transfer fee',
    'fees.fee.value':
      '{percent} of the amount sent + {fixed} per transfer ({exampleFee} on {exampleAmount} sent)',
    'fees.xof': 'To the WAEMU zone (West African CFA franc)',
    'fees.xof.value': 'Benin, Burkina Faso, Côte d’Ivoire, Mali, Senegal, Togo: same currency, no exchange',
    'fees.xaf': 'To Gabon (Central African CFA franc)',
    'fees.xaf.value':
      'Fixed parity: 1 West African CFA franc = 1 Central African CFA franc, no exchange margin',
    'fees.mobile': 'Delivery to mobile money',
    'fees.mobile.value': 'Usually within minutes',
    'fees.bank': 'Delivery to a bank account',
    'fees.bank.value': '24 to 48 working hours',
    'fees.limit': 'Amounts',
    'fees.limit.value': 'From {min} to {max} per transfer, up to {daily} a day in all',
    'track.eyebrow': 'Tracking',
    'track.title': 'You always know where your money is',
    'track.text':
      'Every transfer has its reference and a plain status, from “Payment initiated” to “Successful”. If a step is held up, you see it at once, with the reason.',
    'track.point1': 'A receipt to share with your relative',
    'track.point2': 'A notification at every status change',
    'track.point3': 'If it fails, your money is returned',
    'track.action': 'Pay by card too',
    'track.visual': 'Tracking a transfer to Lomé: every step completed up to “Successful”',
    'track.received': 'Received in Lomé',
    'track.line1': 'Payment initiated',
    'track.line2': 'Payment approved',
    'track.line3': 'Sent to operator',
    'track.line4': 'Successful',
    'quote.text':
      'I pay my little brother’s school fees in Ouagadougou from Dakar. I know to the franc what he receives, and he gets the text before I even hang up.',
    'quote.author': 'Ibrahima S.',
    'quote.role': 'nurse in Dakar',
    'faq.title': 'Questions about transfers',
    'faq.q1': 'Does my relative need a {brand} account?',
    'faq.a1':
      'No. An active mobile money number is enough. If they have a {brand} account, the money goes straight to their balance.',
    'faq.q2': 'Which countries can I send to?',
    'faq.a2':
      'Benin, Burkina Faso, Côte d’Ivoire, Gabon, Mali, Senegal and Togo. The available operators show when you choose the country.',
    'faq.q3': 'What if I get the number wrong?',
    'faq.a3':
      'Before you confirm, we show the name registered with the operator when it is available. Once the money is delivered, we contact the recipient but cannot guarantee the funds will come back.',
    'faq.q4': 'Can I cancel a transfer?',
    'faq.a4':
      'Yes, as long as it has not been delivered: the fee is then refunded along with the amount. A transfer already delivered cannot be cancelled.',
    'faq.q5': 'Why is my transfer “under review”?',
    'faq.a5':
      'Some unusual transfers are checked before delivery, to protect you from fraud. The check usually takes less than an hour.',
  },
} satisfies PageMessages<typeof fr>;
