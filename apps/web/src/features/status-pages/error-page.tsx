import { MessagePage } from '../../components/layout/message-page.tsx';
import { useHomeAction } from './home-action.ts';

export function ErrorMessage() {
  return (
    <MessagePage
      title="Error"
      description="Something went wrong on our side. Please try again in a moment."
      {...useHomeAction()}
    />
  );
}
