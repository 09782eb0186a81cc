import type { Catalogue, PageMessages } from '../site/messages.ts';

const fr = {
  'meta.title': '{brand} — la super application financière',
  'meta.description':
    'Payez, envoyez et recevez de l’argent en XOF par mobile money ou carte\u202f: dépôts instantanés, transferts entre pays, frais affichés avant de payer.',
  'hero.eyebrow': 'Mobile money, carte et banque réunis',
  'hero.title': 'Tout votre argent, dans une seule application',
  'hero.lead':
    'Déposez sur votre compte de paris, envoyez de l’argent à vos proches du Bénin au Sénégal et payez partout, depuis le mobile money que vous utilisez déjà.',
  'hero.primary': 'Ouvrir un compte gratuit',
  'hero.secondary': 'Voir les transferts',
  'hero.note': 'Sans frais d’ouverture. Vérification d’identité en moins de 5 minutes.',
  'hero.visual': 'Application {brand}\u202f: solde et derniers mouvements',
  'hero.balance': 'Solde',
  'hero.line1': 'Dépôt Orange Money',
  'hero.line2': 'Envoi vers Dakar',
  'hero.line3': 'Paiement marchand',
  'hero.line4': 'Recharge Wave',
  'stats.countries': 'pays d’Afrique de l’Ouest et centrale',
  'stats.operators': 'opérateurs de mobile money',
  'stats.deposit': 'délai moyen d’un dépôt',
  'stats.deposit.value': '90 s',
  'stats.minimum': 'dès ce montant, sans minimum caché',
  'features.eyebrow': 'Une application, tous les usages',
  'features.title': 'Ce que vous faites chaque jour, en plus simple',
  'features.deposit.title': 'Dépôts instantanés',
  'features.deposit.text':
    'Créditez votre compte de paris depuis Orange Money, MTN MoMo, Moov ou Wave\u202f: la référence de l’opération s’affiche tout de suite et vous suivez chaque étape.',
  'features.transfer.title': 'Transferts entre pays',
  'features.transfer.text':
    'Envoyez de Cotonou à Abidjan ou de Lomé à Bamako\u202f: le taux et le montant reçu sont annoncés avant que vous confirmiez.',
  'features.card.title': 'Une carte pour payer en ligne',
  'features.card.text':
    'Une carte Visa virtuelle rechargée en mobile money pour vos abonnements et vos achats à l’étranger.',
  'features.fees.title': 'Des frais écrits noir sur blanc',
  'features.fees.text':
    'Le total à payer est calculé avant le paiement. Pas de frais découverts après coup, jamais.',
  'features.status.title': 'Chaque statut en français',
  'features.status.text':
    '«\u00a0Paiement initié\u00a0», «\u00a0En attente de votre validation\u00a0», «\u00a0Réussi\u00a0»\u202f: vous savez toujours où en est votre argent.',
  'features.support.title': 'Une équipe qui répond',
  'features.support.text':
    'Des agents dans chaque pays traitent vos opérations et répondent à vos questions, 7 jours sur 7.',
  'steps.title': 'Votre premier dépôt en trois étapes',
  'steps.one.title': 'Choisissez votre opérateur',
  'steps.one.text':
    'Indiquez le pays, l’opérateur et le montant\u202f: les frais et le total s’affichent immédiatement.',
  'steps.two.title': 'Validez sur votre téléphone',
  'steps.two.text':
    'Vous recevez la demande de paiement de votre opérateur\u202f: confirmez-la avec votre code secret.',
  'steps.three.title': 'C’est crédité',
  'steps.three.text':
    'Une fois le paiement reçu et vérifié, votre compte est crédité et l’opération passe à «\u00a0Réussi\u00a0».',
  'split.eyebrow': 'Pour les commerçants aussi',
  'split.title': 'Encaissez vos clients comme ils aiment payer',
  'split.text':
    'Lien de paiement, QR code en boutique ou terminal\u202f: vos clients paient en mobile money ou par carte, et vous recevez l’argent sur un seul compte.',
  'split.point1': 'Encaissements en XOF et en XAF',
  'split.point2': 'Reversement quotidien sur votre compte bancaire',
  'split.point3': 'Relevés exportables pour votre comptable',
  'split.action': 'Découvrir l’offre Business',
  'split.visual': 'QR code de paiement d’une boutique',
  'split.caption': 'Scannez pour payer',
  'quote.text':
    'J’envoie de l’argent à ma mère à Parakou chaque mois. Avant, il fallait une demi-journée\u202f; maintenant c’est fait depuis mon bureau à Abidjan.',
  'quote.author': 'Aminata K.',
  'quote.role': 'cliente depuis 2024',
  'faq.title': 'Questions fréquentes',
  'faq.q1': 'Quels opérateurs puis-je utiliser\u202f?',
  'faq.a1':
    'Orange Money, MTN MoMo, Moov Money, Wave, Free Money et Airtel Money, selon votre pays. La liste exacte s’affiche quand vous choisissez votre pays.',
  'faq.q2': 'Combien coûte un dépôt\u202f?',
  'faq.a2':
    'Les frais dépendent du pays, de l’opérateur et du montant. Ils sont toujours affichés avant le paiement, avec le total exact à payer.',
  'faq.q3': 'Que se passe-t-il si mon paiement échoue\u202f?',
  'faq.a3':
    'Rien n’est débité sans votre validation. Si l’opération échoue après le paiement, votre argent vous est reversé et le motif est indiqué dans l’historique.',
  'faq.q4': 'Mon argent est-il en sécurité\u202f?',
  'faq.a4':
    'Chaque mouvement est enregistré en double écriture et vérifié. Les paiements inhabituels sont bloqués pour contrôle avant d’être livrés.',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': '{brand} — West Africa’s financial super app',
    'meta.description':
      'Pay, send and receive money in XOF by mobile money or card: instant deposits, cross-border transfers, and fees shown before you pay.',
    'hero.eyebrow': 'Mobile money, cards and banks together',
    'hero.title': 'All your money, in one app',
    'hero.lead':
      'Top up your betting account, send money to your family from Benin to Senegal and pay anywhere, with the mobile money you already use.',
    'hero.primary': 'Open a free account',
    'hero.secondary': 'See transfers',
    'hero.note': 'No opening fee. Identity check in under 5 minutes.',
    'hero.visual': 'The {brand} app: balance and latest movements',
    'hero.balance': 'Balance',
    'hero.line1': 'Orange Money deposit',
    'hero.line2': 'Transfer to Dakar',
    'hero.line3': 'Shop payment',
    'hero.line4': 'Wave top-up',
    'stats.countries': 'countries in West and Central Africa',
    'stats.operators': 'mobile money operators',
    'stats.deposit': 'average deposit time',
    'stats.deposit.value': '90 s',
    'stats.minimum': 'from this amount, no hidden minimum',
    'features.eyebrow': 'One app, every use',
    'features.title': 'What you do every day, made simpler',
    'features.deposit.title': 'Instant deposits',
    'features.deposit.text':
      'Fund your betting account from Orange Money, MTN MoMo, Moov or Wave: the reference shows at once and you follow every step.',
    'features.transfer.title': 'Cross-border transfers',
    'features.transfer.text':
      'Send from Cotonou to Abidjan or from Lomé to Bamako: the rate and the amount received are shown before you confirm.',
    'features.card.title': 'A card to pay online',
    'features.card.text':
      'A virtual Visa card topped up with mobile money for subscriptions and purchases abroad.',
    'features.fees.title': 'Fees in black and white',
    'features.fees.text': 'The total is worked out before you pay. No fees discovered afterwards, ever.',
    'features.status.title': 'Every status in plain words',
    'features.status.text':
      '“Payment initiated”, “Waiting for your approval”, “Successful”: you always know where your money is.',
    'features.support.title': 'A team that answers',
    'features.support.text':
      'Agents in every country handle your operations and answer your questions, 7 days a week.',
    'steps.title': 'Your first deposit in three steps',
    'steps.one.title': 'Choose your operator',
    'steps.one.text': 'Enter the country, the operator and the amount: fees and total appear at once.',
    'steps.two.title': 'Approve on your phone',
    'steps.two.text': 'Your operator sends you the payment request: confirm it with your PIN.',
    'steps.three.title': 'It’s credited',
    'steps.three.text':
      'Once the payment is received and checked, your account is credited and the operation shows “Successful”.',
    'split.eyebrow': 'For merchants too',
    'split.title': 'Get paid the way your customers like to pay',
    'split.text':
      'Payment link, QR code in store or terminal: your customers pay with mobile money or card, and the money lands in one account.',
    'split.point1': 'Payments in XOF and XAF',
    'split.point2': 'Daily payout to your bank account',
    'split.point3': 'Statements your accountant can export',
    'split.action': 'Discover the Business offer',
    'split.visual': 'A shop’s payment QR code',
    'split.caption': 'Scan to pay',
    'quote.text':
      'I send money to my mother in Parakou every month. It used to take half a day; now I do it from my office in Abidjan.',
    'quote.author': 'Aminata K.',
    'quote.role': 'customer since 2024',
    'faq.title': 'Frequently asked questions',
    'faq.q1': 'Which operators can I use?',
    'faq.a1':
      'Orange Money, MTN MoMo, Moov Money, Wave, Free Money and Airtel Money, depending on your country. The exact list shows when you pick your country.',
    'faq.q2': 'How much does a deposit cost?',
    'faq.a2':
      'Fees depend on the country, the operator and the amount. They are always shown before you pay, with the exact total.',
    'faq.q3': 'What if my payment fails?',
    'faq.a3':
      'Nothing is taken without your approval. If the operation fails after payment, your money is returned and the reason shows in your history.',
    'faq.q4': 'Is my money safe?',
    'faq.a4':
      'Every movement is recorded with double entry and checked. Unusual payments are held for review before delivery.',
  },
} satisfies PageMessages<typeof fr>;
