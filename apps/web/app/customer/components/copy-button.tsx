import { Button, useToast } from '@1xpay/ui';
import { useAppText } from '../lib/text.ts';

/** §8's copy helper: copies `text`, then says so; warns when the browser offers no clipboard (§5). */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const t = useAppText();
  const toast = useToast();
  const copy = async () => {
    if (typeof navigator === 'undefined' || navigator.clipboard?.writeText === undefined) {
      toast('warning', t('copy.unavailable'));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast('success', t('copy.done'));
    } catch {
      toast('danger', t('copy.failed'));
    }
  };
  return (
    <Button variant="secondary" className={className} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
