import { MessagePanel } from './MessagePanel';

export function NotFoundPage() {
  return (
    <MessagePanel
      figure="404"
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
      action={{ label: 'Back to Home', to: '/' }}
    />
  );
}
