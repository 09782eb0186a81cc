import {
  ERROR_MESSAGES,
  type OperationType,
  TARIFF_FEES,
  TARIFF_PROCESSOR_FEES,
  type UserAuthenticationStatus,
  WITHDRAWAL_REFUSALS,
} from '@1xpay/domain';

/**
 * The demo world, as plain data: who lives where, which operators they use, what the configuration says.
 * seed-demo.ts turns it into rows with a seeded random generator, so every fresh start shows the same data.
 */

export const DEMO_PASSWORD = 'demo-1xpay-2026';

/** A small deterministic generator (mulberry32): the same seed gives the same demo data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const FIRST_NAMES = [
  'Awa',
  'Moussa',
  'Fatou',
  'Ibrahim',
  'Aminata',
  'Koffi',
  'Mariam',
  'Sékou',
  'Adjoa',
  'Oumar',
  'Aïssata',
  'Yao',
  'Ramatou',
  'Boubacar',
  'Nafissatou',
  'Kodjo',
  'Salimata',
  'Abdoulaye',
  'Afi',
  'Mamadou',
  'Kadiatou',
  'Emeka',
  'Rokia',
  'Seydou',
  'Estelle',
  'Jean-Baptiste',
  'Clarisse',
  'Issa',
  'Ornella',
  'Cheikh',
];
export const LAST_NAMES = [
  'Diallo',
  'Traoré',
  'Koné',
  'Ouédraogo',
  'Sow',
  'Kouassi',
  'Agbodjan',
  'Ndiaye',
  'Coulibaly',
  'Sawadogo',
  'Mensah',
  'Hounkpatin',
  'Diop',
  'Keïta',
  'Zongo',
  'Bamba',
  'Adjovi',
  'Fall',
  'Sangaré',
  'Ekoué',
  'Nzé',
  'Mba',
  'Ondo',
  'Kaboré',
  'Gbaguidi',
  'Tall',
  'Cissé',
  'Yéo',
  'Assogba',
  'Dembélé',
];

/**
 * Per service country: mobile number shapes (the national significant number as E.164 writes it after the calling
 * code, x = random digit). Gabon's leading 0 is a trunk prefix, so it is not written. Operators: DEFAULT_OPERATORS.
 */
export const DEMO_COUNTRIES: Readonly<Record<string, { callingCode: string; mobile: readonly string[] }>> = {
  BJ: { callingCode: '229', mobile: ['0196xxxxxx', '0197xxxxxx', '0166xxxxxx'] },
  BF: { callingCode: '226', mobile: ['70xxxxxx', '76xxxxxx', '65xxxxxx'] },
  CI: {
    callingCode: '225',
    mobile: ['0707xxxxxx', '0505xxxxxx', '0101xxxxxx'],
  },
  ML: { callingCode: '223', mobile: ['76xxxxxx', '66xxxxxx', '90xxxxxx'] },
  SN: {
    callingCode: '221',
    mobile: ['77xxxxxxx', '78xxxxxxx', '76xxxxxxx'],
  },
  TG: { callingCode: '228', mobile: ['90xxxxxx', '99xxxxxx', '70xxxxxx'] },
  GA: { callingCode: '241', mobile: ['66xxxxxx', '77xxxxxx', '74xxxxxx'] },
};

/**
 * Every authentication status, most users accepted or active; the first (the first login the start banner shows) can
 * pay at level 2.
 */
export const STATUS_MIX: readonly UserAuthenticationStatus[] = [
  'accepted',
  'active',
  'pending',
  'blocked',
  'transactionSuspended',
  'waitForInfoCompletion',
  'active',
  'accepted',
  'waitForInfoCompletion',
  'accepted',
  'active',
  'pending',
];

/** What the demo's agents wrote to customers whose documents they sent back or refused, and why they suspended. */
export const DEMO_REASONS = {
  moreInfo: 'La photo du verso est floue\u202f: reprenez-la à plat, à la lumière du jour.',
  rejected: 'La pièce a expiré\u202f: envoyez une pièce en cours de validité.',
  suspended: 'Activité inhabituelle sur votre compte\u202f: le service client vous appellera.',
} as const;

/** Every transaction status of §4 and §8; the first pass takes each once, the rest follow the weights. */
export const PENDING_CODES = [201, 202, 203, 204, 230, 231, 232] as const;

const ASKED = [202, 203, 204];
const PROCESSOR_REFUSALS = [404, 414, 450, 451, 452, 460, 461, 505];

/**
 * The statuses a demo payment goes through after 201 to reach `code`, as the payments engine walks them (§4.2):
 * opened and asked, then paid or refused by the processor; once paid, verified (231 or 235); once delivery started,
 * finished (200) or failed (528). The other error codes are refusals of the checks, straight from 201.
 */
export function demoWalkTo(code: number): number[] {
  if (code === 201) return [];
  if (code === 202 || code === 203 || code === 204) return ASKED.slice(0, ASKED.indexOf(code) + 1);
  if (code === 230 || code === 232 || PROCESSOR_REFUSALS.includes(code)) return [...ASKED, code];
  if (code === 231 || code === 235) return [...ASKED, 230, code];
  if (code === 200 || code === 528) return [...ASKED, 230, 231, code];
  return [code];
}

/** Who makes each move of a demo walk, as the engine records it (§3.4). */
export function demoSourceOf(to: number): 'api' | 'processor' | 'agent' | 'system' {
  if (to === 231 || to === 235) return 'system';
  if (to === 200 || to === 528) return 'agent';
  if ([...ASKED, 230, 232, ...PROCESSOR_REFUSALS].includes(to)) return 'processor';
  return 'api';
}
/** The catalogue's codes a demo payment may end with: the partner's refusals of a withdrawal code are not walked. */
export const ERROR_CODES = Object.keys(ERROR_MESSAGES)
  .map(Number)
  .filter((code) => !(WITHDRAWAL_REFUSALS as readonly number[]).includes(code));
export const STATUS_WEIGHTS: readonly (readonly [code: number | 'success', weight: number])[] = [
  ['success', 55],
  [204, 4],
  [231, 4],
  [230, 2],
  [232, 1],
  [201, 1],
  [202, 1],
  [203, 1],
  [235, 2],
  [404, 4],
  [450, 3],
  [451, 3],
  [460, 4],
  [461, 2],
  [505, 2],
  [528, 3],
  [402, 1],
  [406, 1],
  [408, 1],
  [410, 1],
  [411, 1],
  [413, 1],
  [462, 1],
];

/** Messages an operator might send with a refusal, shown to admins instead of the catalogue's. */
export const SERVER_MESSAGES: Readonly<Record<number, string>> = {
  460: 'Solde insuffisant sur le compte mobile money du payeur.',
  505: "L'opérateur n'a pas répondu dans les délais (timeout USSD).",
  451: 'Délai de validation USSD dépassé (5 min).',
  // The verification's own words (payments/decisions/verify-transaction.ts): a payment, whatever its type.
  235: 'Bloqué : trois paiements en moins de dix minutes depuis ce numéro.',
};

/**
 * The ends a card payment can come to on the processor's page (issue 36): paid, declined, without funds, without
 * 3-D Secure (414, the one code only a card takes), or still waiting there; never a USSD timeout. The rest of the
 * demo pays by mobile money.
 */
export const CARD_OUTCOMES: readonly (number | 'success' | 'running')[] = [
  'success',
  'running',
  200,
  204,
  230,
  231,
  235,
  414,
  450,
  460,
  528,
];
/** The card's own words for its refusals, in place of SERVER_MESSAGES' mobile-money ones. */
export const CARD_SERVER_MESSAGES: Readonly<Record<number, string>> = {
  450: 'Carte refusée par la banque émettrice.',
  460: 'Fonds insuffisants sur la carte du payeur.',
};
/** The share of the XOF deposits that could be paid by card which are. */
export const CARD_SHARE = 0.15;

/** Why a delivery failed, by the payment's type: a deposit's betting account, a transfer's or withdrawal's number. */
export const OPERATION_FAILURES: Readonly<Record<OperationType, readonly string[]>> = {
  deposit: [
    'Compte 1xBet introuvable pour cet identifiant.',
    'Crédit du compte de paris refusé par le partenaire.',
  ],
  transfer: [
    'Le bénéficiaire a refusé le transfert.',
    'Numéro du bénéficiaire injoignable chez l’opérateur.',
  ],
  withdrawal: [
    'Retrait refusé par le partenaire de paris.',
    'Numéro de retrait injoignable chez l’opérateur.',
  ],
};

export const DEMO_AGENTS: readonly {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countries: string[];
  types: OperationType[];
}[] = [
  {
    firstName: 'Rachidatou',
    lastName: 'Adéchian',
    email: 'agent.benin-togo@demo.1xpay.local',
    phone: '+2290196000001',
    countries: ['BJ', 'TG'],
    types: ['deposit', 'withdrawal'],
  },
  {
    firstName: 'Ousmane',
    lastName: 'Faye',
    email: 'agent.senegal-ci@demo.1xpay.local',
    phone: '+221770000001',
    countries: ['SN', 'CI', 'ML'],
    types: ['deposit', 'transfer'],
  },
];

/** The published tariff (packages/domain's tariff.ts, the figures the site shows): the demo charges what it says. */
export const DEMO_FEES = { fees: [...TARIFF_FEES], processorFees: [...TARIFF_PROCESSOR_FEES] };

export const DEMO_RATES = {
  countries: [
    { countryCode: 'BJ', currency: 'XOF', rate: '1' },
    { countryCode: 'BF', currency: 'XOF', rate: '1' },
    { countryCode: 'CI', currency: 'XOF', rate: '1' },
    { countryCode: 'ML', currency: 'XOF', rate: '1' },
    { countryCode: 'SN', currency: 'XOF', rate: '1' },
    { countryCode: 'TG', currency: 'XOF', rate: '1' },
    { countryCode: 'GA', currency: 'XAF', rate: '1' },
    { countryCode: 'GH', currency: 'GHS', rate: '0.0193' },
    { countryCode: 'NG', currency: 'NGN', rate: '2.6' },
    { countryCode: 'FR', currency: 'EUR', rate: '0.001524' },
  ],
};

export const DEMO_PUBS = [
  {
    id: 'bienvenue',
    title: 'Premier dépôt : frais offerts jusqu’à 50 000 F CFA',
    color: [0, 122, 94],
    link: '/payments',
  },
  {
    id: 'wave-senegal',
    title: 'Déposez avec Wave au Sénégal à 0,5 %',
    color: [29, 78, 216],
    link: '/business-receive-payments',
  },
  {
    id: 'carte-virtuelle',
    title: 'Votre carte virtuelle en deux minutes',
    color: [190, 18, 60],
    link: '/cards',
  },
] as const;

export const DEMO_PRONOSTICS = [
  {
    id: 'can-ci-sn',
    competition: "Coupe d'Afrique des Nations",
    homeTeam: "Côte d'Ivoire",
    awayTeam: 'Sénégal',
    prediction: 'Les deux équipes marquent',
    odds: '1.85',
    inDays: 2,
  },
  {
    id: 'ligue1-asec-africa',
    competition: 'Ligue 1 ivoirienne',
    homeTeam: 'ASEC Mimosas',
    awayTeam: 'Africa Sports',
    prediction: 'Victoire ASEC Mimosas',
    odds: '1.62',
    inDays: 3,
  },
  {
    id: 'cl-real-psg',
    competition: 'Ligue des champions',
    homeTeam: 'Real Madrid',
    awayTeam: 'Paris Saint-Germain',
    prediction: 'Plus de 2,5 buts',
    odds: '1.74',
    inDays: 5,
  },
  {
    id: 'benin-togo',
    competition: 'Éliminatoires Coupe du monde',
    homeTeam: 'Bénin',
    awayTeam: 'Togo',
    prediction: 'Bénin ou match nul',
    odds: '1.40',
    inDays: 6,
  },
  {
    id: 'pl-arsenal-chelsea',
    competition: 'Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    prediction: 'Victoire Arsenal',
    odds: '2.05',
    inDays: 8,
  },
] as const;
