import { OPERATORS } from '@1xpay/domain';

/** An operator's name as customers know it (`mtn` → « MTN MoMo »); its id when the list does not have it. */
export function operatorName(id: string): string {
  return OPERATORS[id as keyof typeof OPERATORS] ?? id;
}
