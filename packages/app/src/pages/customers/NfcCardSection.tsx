import { Alert, Card } from '@kayoi/ui';

export interface NfcCardSectionProps {
  customerId: number;
  customerName: string;
}

/**
 * The customer's NFC member cards. A placeholder on this branch: the card registry panel (issue 5: issue,
 * write, disable) takes this component's place after the branches are merged, with the same props.
 */
export function NfcCardSection({ customerName }: NfcCardSectionProps) {
  return (
    <Card title="NFCカード">
      <Alert tone="info" title="準備中">
        {customerName}
        さんの会員カードの発行・書き込み・無効化は、この欄で行えるようになります（NFCカード管理と統合予定）。
      </Alert>
    </Card>
  );
}
