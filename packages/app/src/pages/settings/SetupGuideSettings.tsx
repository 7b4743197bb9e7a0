import { useSetupGuide, useUpdateSetupGuide } from '@kayoi/api-client';
import { Button, Card, Skeleton, useToast } from '@kayoi/ui';
import { useNavigate } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { setupGuideMessages } from '../dashboard/messages.ts';
import { SetupGuideProgress } from '../dashboard/SetupGuideCard.tsx';

/** 設定 › はじめに (administrators): how far the first-run guide is, and showing it again on the dashboard. */
export function SetupGuideSettings() {
  const guide = useSetupGuide();
  const update = useUpdateSetupGuide();
  const toast = useToast();
  const navigate = useNavigate();
  const data = guide.data;
  return (
    <Card title={setupGuideMessages.settingsTitle}>
      {data ? (
        <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
          <SetupGuideProgress guide={data} />
          <p style={{ margin: 0 }}>
            {data.complete
              ? setupGuideMessages.allDone
              : data.hidden
                ? setupGuideMessages.hiddenNow
                : setupGuideMessages.shown}
          </p>
          {data.hidden && !data.complete ? (
            <div>
              <Button
                isDisabled={update.isPending}
                onPress={() =>
                  update.mutate(
                    { hidden: false },
                    {
                      onSuccess: () => {
                        toast.success(setupGuideMessages.reopened);
                        void navigate(href('dashboard'));
                      },
                      onError: (error) => toast.error(failureText(error, setupGuideMessages.saveFailed)),
                    },
                  )
                }
              >
                {setupGuideMessages.reopen}
              </Button>
            </div>
          ) : null}
        </div>
      ) : guide.error ? (
        <p role="alert">{failureText(guide.error, setupGuideMessages.loadFailed)}</p>
      ) : (
        <Skeleton height={48} />
      )}
    </Card>
  );
}
