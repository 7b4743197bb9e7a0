import { customerCardUid, DEMO_CUSTOMER_IDS, DEMO_TOKENS, resetFixtureStore } from '@kayoi/api-client/msw';
import {
  type BridgeSimulator,
  createBridgeReader,
  createBridgeSimulator,
  createSimulatedSocketFactory,
  detectPlatform,
} from '@kayoi/nfc';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NfcProvider } from '../../frontDesk/NfcContext.tsx';
import { SessionProvider } from '../../session/session.tsx';
import { CustomerCardPanel } from './CardRegistryContainer.tsx';

// The customer page's card panel on its own (the customer detail page mounts it), wired to the MSW fixtures
// and the in-page bridge simulator.

let simulator: BridgeSimulator = createBridgeSimulator();

function Panel({ customerId, customerName }: { customerId: number; customerName: string }) {
  const [runtime] = useState(() => {
    simulator = createBridgeSimulator({ autoWriteMs: 200 });
    return {
      platform: detectPlatform({
        userAgent: 'Windows Chrome/131',
        isSecureContext: true,
        hasWebNfc: false,
        override: 'bridge',
      }),
      reader: createBridgeReader({
        deviceId: 'story',
        createSocket: createSimulatedSocketFactory(simulator),
      }),
      deviceId: 'story',
    };
  });
  return (
    <SessionProvider
      user={{
        id: 3,
        name: '鈴木 健太',
        email: 'staff@demo.kayoi.jp',
        role: 'staff',
        store: '渋谷校',
        store_id: 1,
        photo_url: null,
        photo_path: null,
        gender: 'male',
      }}
    >
      <NfcProvider runtime={runtime} pathname="/customers/1">
        <CustomerCardPanel customerId={customerId} customerName={customerName} />
      </NfcProvider>
    </SessionProvider>
  );
}

const meta = {
  title: 'Screens/Front desk/CustomerCardPanel',
  component: Panel,
  args: { customerId: DEMO_CUSTOMER_IDS.active, customerName: '山田 花子' },
  beforeEach: () => {
    resetFixtureStore();
    localStorage.setItem('auth_token', DEMO_TOKENS.staff);
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see the card by its last 4 (the server masks UIDs for everyone but admins). */
export const ActiveCard: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '山田 花子さんのカード' });
    const uid = customerCardUid(DEMO_CUSTOMER_IDS.active);
    await expect(within(list).getByText(`•••• ${uid.slice(-4)}`)).toBeVisible();
    await expect(within(list).queryByText(uid)).toBeNull();
  },
};

export const ReissueByWriting: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '山田 花子さんのカード' });
    const write = await canvas.findByRole('button', { name: 'カードを再発行' });
    await waitFor(() => expect(simulator.state().connections).toBe(1), { timeout: 5000 });
    await userEvent.click(write);
    await expect((await canvas.findAllByText('書き込み完了', {}, { timeout: 5000 }))[0]).toBeVisible();
    const list = canvas.getByRole('list', { name: '山田 花子さんのカード' });
    await expect(await within(list).findByText('無効')).toBeVisible();
  },
};

export const DisabledCardCustomer: Story = {
  args: { customerId: DEMO_CUSTOMER_IDS.disabledCard, customerName: '無効カードの会員' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '無効カードの会員さんのカード' });
    await expect(within(list).getByText('無効')).toBeVisible();
  },
};
