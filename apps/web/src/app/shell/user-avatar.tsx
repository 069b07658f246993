import { AccountAvatar } from '../../components/layout/account-avatar.tsx';
import { useCurrentAccount } from '../auth/current-account.ts';

export function UserAvatar({ size }: { size: number }) {
  const { data: account } = useCurrentAccount();
  return (
    <AccountAvatar url={account?.profile_picture_url} name={account?.name ?? ''} size={size} />
  );
}
