import { useEffect } from 'react';
import { useAppConfig } from './app-config';

const SCRIPT_ID = 'thesis-chat-widget';

/**
 * The live-chat widget (spec §1, interpretations: a configurable slot): its script is loaded only
 * for signed-in users and only when CHAT_WIDGET_SCRIPT_URL is set. Sign-out reloads the page,
 * which removes it again.
 */
export function useChatWidget(signedIn: boolean): void {
  const { chat_widget_script_url: scriptUrl } = useAppConfig();
  useEffect(() => {
    if (!signedIn || !scriptUrl || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    document.body.appendChild(script);
  }, [signedIn, scriptUrl]);
}
