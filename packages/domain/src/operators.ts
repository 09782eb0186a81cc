/** Mobile-money operators, by stable lowercase slug (payments issue: their limits live in configuration). */
export const OPERATORS = {
  orange: 'Orange Money',
  mtn: 'MTN MoMo',
  moov: 'Moov Money',
  wave: 'Wave',
  free: 'Free Money',
  airtel: 'Airtel Money',
} as const;

export type OperatorId = keyof typeof OPERATORS;

export const OPERATOR_IDS = Object.keys(OPERATORS) as OperatorId[];

export function isOperatorId(value: string): value is OperatorId {
  return Object.hasOwn(OPERATORS, value);
}
