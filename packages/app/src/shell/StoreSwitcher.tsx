import { isApiError, listStoresQueryOptions, useChangeStore } from '@kayoi/api-client';
import { storeMessages } from '@kayoi/api-client/messages';
import { Select, useToast } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import type { Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { LEAVE_WITHOUT_ASKING } from '../forms/UnsavedChangesGuard.tsx';
import { useSessionUser } from '../session/session.tsx';

/**
 * The sidebar's store slot (seed §2, §4): an admin picks the store to work in (the switch resets every
 * cached answer, fetches the user again and lands on the dashboard); other roles see their store's name.
 */
export function StoreSwitcher({ compact = false }: { compact?: boolean }) {
  const user = useSessionUser();
  const isAdmin = user.role === 'admin';
  const stores = useQuery({ ...listStoresQueryOptions(), enabled: isAdmin });
  const changeStore = useChangeStore();
  const toast = useToast();
  const navigate = useNavigate();

  if (!isAdmin || compact) {
    return <StoreName>{user.store ?? '店舗未設定'}</StoreName>;
  }

  const items = (stores.data ?? (user.store ? [{ id: user.store_id ?? 0, name: user.store }] : [])).map(
    (store) => ({
      id: store.id,
      label: store.name,
    }),
  );

  const onSelectionChange = (key: Key | null) => {
    const storeId = Number(key);
    if (!Number.isInteger(storeId) || storeId <= 0 || storeId === user.store_id) return;
    // Awaited, not per-call callbacks: the switch refetches the user, and this selector may re-mount
    // meanwhile; the toast and the trip to the dashboard must happen anyway.
    changeStore.mutateAsync({ store_id: storeId }).then(
      () => {
        toast.success(storeMessages.switched);
        navigate('/dashboard', { state: LEAVE_WITHOUT_ASKING });
      },
      (error: unknown) =>
        toast.error(storeMessages.switchFailed, isApiError(error) ? error.serverMessage : undefined),
    );
  };

  return (
    <Select
      label="店舗"
      items={items}
      selectedKey={user.store_id}
      onSelectionChange={onSelectionChange}
      isDisabled={changeStore.isPending}
    />
  );
}

function StoreName({ children }: { children: string }) {
  return (
    <p style={{ margin: 0, fontWeight: 700 }}>
      <span style={{ display: 'block', fontSize: '0.75rem', fontWeight: 400 }}>店舗</span>
      {children}
    </p>
  );
}
