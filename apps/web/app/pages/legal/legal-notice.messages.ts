import type { Catalogue, PageMessages } from '../../site/messages.ts';

const fr = {
  'meta.title': 'Mentions légales et réclamations — {brand}',
  'meta.description':
    'Qui exploite {brand}, quelle autorité le contrôle (la BCEAO) et comment faire une réclamation\u202f: service client, puis observatoire et régulateur.',
  title: 'Mentions légales',
  updated: 'Mises à jour le 1er juillet 2026',
  lead: 'Qui vous rend le service, qui le contrôle, et à qui vous adresser si un paiement ne se passe pas comme prévu.',
  'operator.title': 'Exploitant du service',
  'operator.p1': 'Le service {brand} et ce site sont exploités par\u202f:',
  'regulator.title': 'Autorité de contrôle',
  'regulator.p1':
    'Dans les pays de l’UEMOA (Bénin, Burkina Faso, Côte d’Ivoire, Mali, Sénégal, Togo), les services de paiement relèvent de la Banque Centrale des États de l’Afrique de l’Ouest (BCEAO), avenue Abdoulaye Fadiga, Dakar, Sénégal — www.bceao.int.',
  'regulator.p2':
    'Au Gabon, ils relèvent de la Banque des États de l’Afrique Centrale (BEAC) et de la Commission bancaire de l’Afrique centrale (COBAC).',
  'complaints.title': 'Faire une réclamation',
  'complaints.p1':
    '1. Écrivez au service client, avec la référence du paiement (1XP-…), la date et ce qui ne va pas. Nous accusons réception et vous répondons par écrit.',
  'complaints.p2':
    '2. Sans réponse, ou si la réponse ne vous satisfait pas, saisissez l’Observatoire de la qualité des services financiers (OQSF) de votre pays, gratuitement.',
  'complaints.p3':
    '3. Vous pouvez aussi signaler le différend à la BCEAO (au Gabon, à la COBAC), qui contrôle le respect des règles par les prestataires de paiement.',
  'contact.title': 'Service client',
  'contact.p1': 'Par e-mail, depuis l’adresse de votre compte de préférence\u202f:',
} as const satisfies Catalogue;

export default {
  fr,
  en: {
    'meta.title': 'Legal notice and complaints — {brand}',
    'meta.description':
      'Who operates {brand}, which authority supervises it (the BCEAO) and how to complain: customer service first, then the observatory and the regulator.',
    title: 'Legal notice',
    updated: 'Updated on 1 July 2026',
    lead: 'Who provides the service, who supervises it, and who to turn to when a payment does not go as it should.',
    'operator.title': 'Operator of the service',
    'operator.p1': 'The {brand} service and this site are operated by:',
    'regulator.title': 'Supervisory authority',
    'regulator.p1':
      'In the WAEMU countries (Benin, Burkina Faso, Côte d’Ivoire, Mali, Senegal, Togo), payment services are supervised by the Central Bank of West African States (BCEAO), avenue Abdoulaye Fadiga, Dakar, Senegal — www.bceao.int.',
    'regulator.p2':
      'In Gabon, they are supervised by the Bank of Central African States (BEAC) and the Central African Banking Commission (COBAC).',
    'complaints.title': 'Making a complaint',
    'complaints.p1':
      '1. Write to customer service with the payment’s reference (1XP-…), its date and what went wrong. We acknowledge it and answer in writing.',
    'complaints.p2':
      '2. Without an answer, or if the answer does not satisfy you, refer it to your country’s Financial Services Quality Observatory (OQSF), free of charge.',
    'complaints.p3':
      '3. You may also report the dispute to the BCEAO (in Gabon, the COBAC), which checks that payment providers follow the rules.',
    'contact.title': 'Customer service',
    'contact.p1': 'By e-mail, preferably from your account’s address:',
  },
} satisfies PageMessages<typeof fr>;
