import { TRAVEL_PASS_MESSAGES } from '@quadro/contract/travel-passes';
import { useParams } from 'react-router';
import { errorText } from '../../app/api/error-message.ts';
import { LOGIN_PATH } from '../../app/navigation.ts';
import { QueryProvider } from '../../app/query-provider.tsx';
import { MessagePage } from '../../components/layout/message-page.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';
import { useBlockMonth } from './api/block-month.ts';

function BlockMonthResult({ code }: { code: string }) {
  const block = useBlockMonth(code);
  if (block.isPending) return <PageLoader label="Blocking notifications" />;
  const backToLogin = { actionLabel: 'Go To Login', actionTo: LOGIN_PATH };
  if (block.isError) {
    return <MessagePage title="Error" description={errorText(block.error)} {...backToLogin} />;
  }
  return (
    <MessagePage title="Success" description={TRAVEL_PASS_MESSAGES.monthBlocked} {...backToLogin} />
  );
}

/** Spec §2: opening the e-mail link blocks this month's travel pass notifications. */
export function BlockMonthPage() {
  const { code = '' } = useParams();
  return (
    <QueryProvider>
      <PublicLayout>
        <BlockMonthResult code={code} />
      </PublicLayout>
    </QueryProvider>
  );
}
