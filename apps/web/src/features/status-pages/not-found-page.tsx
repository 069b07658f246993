import { MessagePage } from '../../components/layout/message-page.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { useHomeAction } from './home-action.ts';

export function NotFoundMessage() {
  return <MessagePage title="404" description="Oops, Page Not Found :(" {...useHomeAction()} />;
}

export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundMessage />
    </PublicLayout>
  );
}
