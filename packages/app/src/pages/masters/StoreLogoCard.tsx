import { type components, isApiError, useDeleteStoreLogo, useUpdateStoreLogo } from '@kayoi/api-client';
import { masterValidationMessages as m, masterMessages, mutationMessages } from '@kayoi/api-client/messages';
import { claimsToBeLogo, LOGO_ACCEPT, LOGO_MAX_BYTES } from '@kayoi/domain/files';
import { Alert, Button, Card, Stack, useObjectUrl, useToast } from '@kayoi/ui';
import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';

type StoreDetail = components['schemas']['StoreDetail'];

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: 240px;
  height: 80px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;
const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** What the browser can tell of a chosen file at once; the server judges its bytes and size in pixels. */
function quickCheck(file: File): string | null {
  if (!claimsToBeLogo(file)) return m.logoType;
  if (file.size > LOGO_MAX_BYTES) return m.logoTooLarge;
  return null;
}

/**
 * The school's logo on the public sign-up form (issue 28 §9): the one on record, or the chosen file's preview
 * until it is saved or taken back; 削除 leaves the school's name alone at the top of the form.
 */
export function StoreLogoCard({ store }: { store: StoreDetail }) {
  const upload = useUpdateStoreLogo();
  const remove = useDeleteStoreLogo();
  const toast = useToast();
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(chosen);
  const school = store.company_name ?? store.name;
  const busy = upload.isPending || remove.isPending;

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = quickCheck(file);
    setError(problem);
    setChosen(problem ? null : file);
  };
  const save = () => {
    if (!chosen) return;
    upload.mutate(
      { id: store.id, logo: chosen },
      {
        onSuccess: () => {
          setChosen(null);
          setError(null);
          toast.success(masterMessages.storeLogoUpdated);
        },
        onError: (failure) => {
          const field = isApiError(failure) ? failure.fieldErrors.logo?.[0] : undefined;
          setError(field ?? failureText(failure, mutationMessages.updateFailed));
          if (!field) toast.error(failureText(failure, mutationMessages.updateFailed));
        },
      },
    );
  };
  const drop = () =>
    remove.mutate(store.id, {
      onSuccess: () => toast.success(masterMessages.storeLogoRemoved),
      onError: (failure) => toast.error(failureText(failure, mutationMessages.updateFailed)),
    });

  return (
    <Card title="ロゴ">
      <Stack $gap={3}>
        <Note>
          仮登録フォームの上部に、事業者名（{school}
          ）とともに表示されます。PNG・JPEG・WebP、1MBまで、縦横16〜4096ピクセルの画像を選んでください。
        </Note>
        <Frame>
          {preview ? (
            <img src={preview} alt="選択したロゴのプレビュー" />
          ) : store.logo_url ? (
            <img src={store.logo_url} alt={`${school}のロゴ`} />
          ) : (
            <span>ロゴは未設定です</span>
          )}
        </Frame>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Stack $direction="row" $gap={2} $wrap>
          {chosen ? (
            <>
              <Button variant="primary" onPress={save} isDisabled={busy}>
                このロゴにする
              </Button>
              <Button
                variant="ghost"
                icon={<Undo2 aria-hidden="true" />}
                onPress={() => setChosen(null)}
                isDisabled={busy}
              >
                取り消す
              </Button>
            </>
          ) : (
            <>
              <FileTrigger acceptedFileTypes={LOGO_ACCEPT} onSelect={choose}>
                <Button variant="secondary" icon={<ImagePlus aria-hidden="true" />} isDisabled={busy}>
                  {store.logo_url ? 'ロゴを変更' : 'ロゴを選択'}
                </Button>
              </FileTrigger>
              {store.logo_url ? (
                <Button variant="ghost" icon={<Trash2 aria-hidden="true" />} onPress={drop} isDisabled={busy}>
                  ロゴを削除
                </Button>
              ) : null}
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
