import { MessagePage } from '../../components/layout/message-page.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { useHomeAction } from './home-action.ts';

export function ComingSoonMessage({ feature }: { feature?: string }) {
  const description = feature
    ? `${feature} is on its way to Quadro. Stay tuned.`
    : 'This part of Quadro is on its way. Stay tuned.';
  return <MessagePage title="Coming Soon" description={description} {...useHomeAction()} />;
}

export function ComingSoonPage() {
  return (
    <PublicLayout>
      <ComingSoonMessage />
    </PublicLayout>
  );
}
