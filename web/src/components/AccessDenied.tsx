import { LuShieldAlert } from 'react-icons/lu';
import { accessDeniedTexts } from '../lib/accountTexts';
import { MessagePanel } from './MessagePanel';

interface AccessDeniedProps {
  message: string;
  /** Where the button leads; home unless the page has a better way back. */
  action?: { label: string; to: string };
}

/** Shown in place of a page the user's role may not open. */
export function AccessDenied({
  message,
  action = { label: 'Back to Home', to: '/' },
}: AccessDeniedProps) {
  return (
    <MessagePanel
      title={accessDeniedTexts.title}
      message={message}
      action={action}
      icon={{ as: LuShieldAlert, tone: 'error' }}
    />
  );
}
