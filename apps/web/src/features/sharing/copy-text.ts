import { MESSAGES } from '@thesis/domain';
import { toast } from '../../lib/notify';

/**
 * Copies text to the clipboard (spec §8): 'Successfully copied', or 'Sorry copy manually your
 * browser does not support copying' when the browser refuses. Answers whether it worked, so the
 * caller can offer the text for manual copying.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.success(MESSAGES.copied);
    return true;
  } catch {
    toast.warning(MESSAGES.copyFailed);
    return false;
  }
}
