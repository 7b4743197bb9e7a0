import { type ChatRoomInput, useCreateChatRoom, useStaffs } from '@kayoi/api-client';
import {
  Button,
  Checkbox,
  FieldSpan,
  FormActions,
  FormSection,
  PageHeader,
  RadioGroup,
  Select,
  Stack,
  useToast,
} from '@kayoi/ui';
import { MessageCirclePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { href, MANAGERS } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { chatMessages as m, refusalText } from './messages.ts';
import { RoomFields, type RoomFieldValues, roomFieldErrors, serverFieldErrors } from './RoomFields.tsx';

type Kind = 'group' | 'direct' | 'store' | 'announcement';

/** /chat/new: a group room with chosen staff, a 1:1 room with one, or (managers) a store or announcement room. */
export function ChatNewPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSessionUser();
  const staffs = useStaffs();
  const create = useCreateChatRoom();
  const isManager = MANAGERS.includes(user.role);
  const [kind, setKind] = useState<Kind>('group');
  const [fields, setFields] = useState<RoomFieldValues>({ name: '', description: '', icon: null });
  const [participants, setParticipants] = useState<number[]>([]);
  const [partner, setPartner] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const others = (staffs.data ?? []).filter((staff) => staff.id !== user.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const partnerName = others.find((staff) => staff.id === partner)?.name;
    const found = kind === 'direct' ? {} : roomFieldErrors(fields);
    if (kind === 'direct' && !partnerName) found.partner = '相手のスタッフを選んでください';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: ChatRoomInput =
      kind === 'direct'
        ? { type: 'direct', name: partnerName ?? '', participants: partner ? [partner] : [] }
        : {
            type: kind,
            name: fields.name.trim(),
            description: fields.description.trim() || null,
            icon: fields.icon,
            ...(kind === 'store' ? { store_id: user.store_id } : { participants }),
          };
    create.mutate(input, {
      onSuccess: (room) => {
        toast.success(m.roomCreated);
        navigate(href('chat/:id', { id: room.id }));
      },
      onError: (error) => {
        // The server's words at its fields (a 422), and in the toast.
        setErrors(serverFieldErrors(error));
        toast.error(refusalText(error, m.createFailed));
      },
    });
  };

  const kinds = [
    { value: 'group', label: 'グループ' },
    { value: 'direct', label: '1対1' },
    ...(isManager
      ? [
          { value: 'store', label: '店舗（全スタッフ）' },
          { value: 'announcement', label: 'お知らせ' },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={m.newRoom}
        breadcrumbs={[
          { label: 'コミュニケーション' },
          { label: m.title, href: href('chat') },
          { label: '新規ルーム' },
        ]}
      />
      <Form onSubmit={submit} aria-label={m.newRoom} validationBehavior="aria">
        <FormSection title="ルーム">
          <FieldSpan span="full">
            <RadioGroup
              label="種類"
              orientation="horizontal"
              options={kinds}
              value={kind}
              onChange={(value) => setKind(value as Kind)}
            />
          </FieldSpan>
          {kind === 'direct' ? (
            <Select
              label="相手"
              isRequired
              // Until the staff list has come there is no one to pick: the list would not open at all.
              isDisabled={staffs.isPending}
              items={others.map((staff) => ({ id: String(staff.id), label: staff.name }))}
              selectedKey={partner ? String(partner) : null}
              onSelectionChange={(key) => setPartner(key === null ? null : Number(key))}
              errorMessage={errors.partner}
            />
          ) : (
            <RoomFields type={kind} values={fields} onChange={setFields} errors={errors} />
          )}
        </FormSection>
        {kind === 'group' || kind === 'announcement' ? (
          <FormSection title="参加者" description="あなたは必ず参加者になります。" columns={1}>
            <Stack $direction="row" $gap={4} $wrap role="group" aria-label="参加者">
              {others.map((staff) => (
                <Checkbox
                  key={staff.id}
                  isSelected={participants.includes(staff.id)}
                  onChange={(on) =>
                    setParticipants(
                      on ? [...participants, staff.id] : participants.filter((id) => id !== staff.id),
                    )
                  }
                >
                  {staff.name}
                </Checkbox>
              ))}
            </Stack>
          </FormSection>
        ) : null}
        <FormActions>
          <Button variant="ghost" onPress={() => navigate(href('chat'))} isDisabled={create.isPending}>
            やめる
          </Button>
          <Button
            type="submit"
            variant="primary"
            icon={<MessageCirclePlus aria-hidden="true" />}
            isLoading={create.isPending}
          >
            {kind === 'direct' ? 'メッセージを始める' : 'ルームを作成'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
