import { LuFileQuestion } from 'react-icons/lu';
import { MessagePanel } from '../../components/MessagePanel';
import { articleTexts } from './articleTexts';

/** Shown when an article cannot be read: it does not exist, is a draft, or the call failed. */
export function ArticleNotFound({ message }: { message: string }) {
  return (
    <MessagePanel
      title={articleTexts.notFoundTitle}
      message={message}
      action={{ label: 'Back to Education Hub', to: '/education' }}
      icon={{ as: LuFileQuestion, tone: 'muted' }}
      minH="50vh"
    />
  );
}
