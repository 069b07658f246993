import { MessagePage } from '../../components/layout/message-page.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { useHomeAction } from './home-action.ts';

export function MaintenancePage() {
  return (
    <PublicLayout>
      <MessagePage
        title="Maintenance"
        description="The portal is being improved right now. Please come back in a little while."
        {...useHomeAction()}
      />
    </PublicLayout>
  );
}
