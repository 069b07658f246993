import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePage } from '../../components/layout/message-page.tsx';
import { PublicLayout } from '../../components/layout/public-layout.tsx';

/** Last resort when a page fails to load or render (for example a stale chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const description = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while opening this page. Please reload and try again.';
  return (
    <PublicLayout>
      <MessagePage
        title="Error"
        description={description}
        actionLabel="Go To Dashboard"
        actionTo="/app/"
      />
    </PublicLayout>
  );
}
