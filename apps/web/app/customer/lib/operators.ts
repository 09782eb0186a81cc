import { methodOf, OPERATORS } from '@1xpay/domain';
import { useAppText } from './text.ts';

/**
 * An operator's name as customers know it (`mtn` → « MTN MoMo »), in the app's language for the two rails that
 * are words rather than brands (`card` → « Carte bancaire » or « Bank card »); its id when the list does not have it.
 */
export function useOperatorName(): (id: string) => string {
  const t = useAppText();
  return (id) => {
    const method = methodOf(id);
    return method === 'mobile_money'
      ? (OPERATORS[id as keyof typeof OPERATORS] ?? id)
      : t(`operator.${method}`);
  };
}
