import { USER_STATUSES, type UserStatus } from '@quadro/contract/ui-constants';
import { useState } from 'react';

const STATUS_KEY = 'userStatus';

function readStatus(): UserStatus {
  const stored = localStorage.getItem(STATUS_KEY);
  return USER_STATUSES.find((status) => status === stored) ?? 'online';
}

/** Spec §4: the status is a local interface state, never sent to the server. */
export function useUserStatus() {
  const [status, setStatus] = useState<UserStatus>(readStatus);
  const change = (next: UserStatus) => {
    localStorage.setItem(STATUS_KEY, next);
    setStatus(next);
  };
  return [status, change] as const;
}
